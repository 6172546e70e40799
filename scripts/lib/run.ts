import {spawn} from 'node:child_process';
import {createServer} from 'node:net';

/** Run a command with inherited stdio (in `cwd`, default the current folder); resolve with its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  cwd?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: 'inherit', env: {...process.env, ...env}, cwd});
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

/**
 * Run a command with its output (stdout and stderr, in the order they come) collected instead of
 * shown; resolve with its exit code and that output. For commands run side by side.
 */
export function runCollected(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, ...env}});
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8')}),
    );
    child.on('error', (error) => resolve({code: 1, output: String(error)}));
  });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not get a free port'));
      });
    });
  });
}
