/**
 * nginx with the shipped deploy/nginx.conf, for the browser tests, the bench
 * and `npm run serve`: the server block is used as written, with only its
 * listen lines and its build folder changed, inside a main configuration whose
 * pid, logs and temporary files live in a fresh temporary folder, so it runs
 * on a free port without root.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const SHIPPED_CONFIG = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf');
/** The build folder deploy/nginx.conf names (`root` and the security-headers include). */
export const SHIPPED_ROOT = '/var/www/mc-community-docs/build';

/** nginx binary: NGINX_PATH, else `nginx` on PATH, else Debian's /usr/sbin/nginx. */
export function nginxPath(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  const found = spawnSync('sh', ['-c', 'command -v nginx'], {encoding: 'utf8'}).stdout.trim();
  if (found) return found;
  return ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((file) => existsSync(file));
}

export function assertNginx(): string {
  const binary = nginxPath();
  if (!binary) {
    console.error(
      [
        'nginx was not found. The browser tests serve build/ with nginx and deploy/nginx.conf.',
        'Install it (Debian/Ubuntu, as root):',
        '  apt-get update && apt-get install -y nginx-light',
        'or point NGINX_PATH at an nginx binary. To look at a build without nginx,',
        '`npx docusaurus serve` serves build/, but without the security headers and',
        'with one not-found page for both languages.',
      ].join('\n'),
    );
    process.exit(1);
  }
  return binary;
}

/** A path as one nginx argument, whatever characters it has. */
function quote(file: string): string {
  return `"${file.replace(/["\\]/g, '\\$&')}"`;
}

/** Folder of nginx's own configuration (for mime.types), from `nginx -V`. */
function nginxConfDir(binary: string): string {
  const info = spawnSync(binary, ['-V'], {encoding: 'utf8'});
  const confPath = /--conf-path=(\S+)/.exec(`${info.stdout}${info.stderr}`)?.[1];
  return path.dirname(confPath ?? '/etc/nginx/nginx.conf');
}

/**
 * deploy/nginx.conf pointed at `buildDir` and listening only on
 * 127.0.0.1:port. Throws if the file no longer names the paths it is
 * documented to name, so the tests never run against something else.
 */
export function siteConfig(shipped: string, buildDir: string, port: number): string {
  if (!shipped.includes(`root ${SHIPPED_ROOT};`) || !shipped.includes(`include ${SHIPPED_ROOT}/`)) {
    throw new Error(`deploy/nginx.conf: expected "root ${SHIPPED_ROOT};" and an include from that folder`);
  }
  // The first listen line becomes 127.0.0.1:port; the others (IPv6) go.
  let listens = 0;
  const config = shipped
    .replace(
      new RegExp(`(\\s)${SHIPPED_ROOT.replace(/[.]/g, '\\.')}(\\S*);`, 'g'),
      (_match, space: string, rest: string) => `${space}${quote(path.resolve(buildDir) + rest)};`,
    )
    .replace(/^([ \t]*)listen\s[^;]*;[ \t]*\n/gm, (_line, indent: string) =>
      listens++ === 0 ? `${indent}listen 127.0.0.1:${port};\n` : '',
    );
  if (listens === 0) throw new Error('deploy/nginx.conf: no listen directive');
  return config;
}

/** A complete nginx configuration around prefix/site.conf, writing only inside `prefix`. */
export function mainConfig(options: {prefix: string; confDir: string}): string {
  const {prefix, confDir} = options;
  const temp = (name: string) => path.join(prefix, name);
  // As root, nginx's workers would switch to "nobody", who may not read a
  // checkout under /root or a temporary folder; keep the current user.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${quote(temp('nginx.pid'))};
error_log ${quote(temp('error.log'))} warn;
events {
    worker_connections 256;
}
http {
    include ${quote(path.join(confDir, 'mime.types'))};
    default_type application/octet-stream;
    sendfile on;
    access_log ${quote(temp('access.log'))};
    client_body_temp_path ${quote(temp('client_body'))};
    proxy_temp_path ${quote(temp('proxy'))};
    fastcgi_temp_path ${quote(temp('fastcgi'))};
    uwsgi_temp_path ${quote(temp('uwsgi'))};
    scgi_temp_path ${quote(temp('scgi'))};
    include ${quote(path.join(prefix, 'site.conf'))};
}
`;
}

function writeConfig(buildDir: string, port: number): {binary: string; prefix: string; conf: string} {
  const binary = assertNginx();
  const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
  const site = siteConfig(readFileSync(SHIPPED_CONFIG, 'utf8'), buildDir, port);
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig({prefix, confDir: nginxConfDir(binary)}));
  return {binary, prefix, conf};
}

/**
 * `nginx -t` on deploy/nginx.conf with its build folder at `buildDir`: exit
 * status and output. `nginx -t` also binds the listen addresses, so they are
 * moved to 127.0.0.1:port (port 80 needs root and may be taken).
 */
export function testShippedConfig(buildDir: string, port: number): {ok: boolean; output: string} {
  const {binary, prefix, conf} = writeConfig(buildDir, port);
  try {
    const result = spawnSync(binary, ['-t', '-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log')], {
      encoding: 'utf8',
    });
    return {ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim()};
  } finally {
    rmSync(prefix, {recursive: true, force: true});
  }
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with code ${child.exitCode}`));
        return;
      }
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export interface RunningNginx {
  port: number;
  /** Stops nginx and removes its temporary folder. */
  stop(): Promise<void>;
}

/** Serves `buildDir` with deploy/nginx.conf on 127.0.0.1:port until stop(). */
export async function startNginx(options: {buildDir: string; port: number}): Promise<RunningNginx> {
  const {binary, prefix, conf} = writeConfig(options.buildDir, options.port);
  const errorLog = path.join(prefix, 'error.log');
  const child = spawn(binary, ['-p', prefix, '-c', conf, '-e', errorLog], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    // NGINX_ACCESS_LOG=file keeps the requests served (e.g. to count the browser tests' page loads).
    const accessLog = path.join(prefix, 'access.log');
    if (process.env.NGINX_ACCESS_LOG && existsSync(accessLog))
      copyFileSync(accessLog, process.env.NGINX_ACCESS_LOG);
    rmSync(prefix, {recursive: true, force: true});
  };
  try {
    await waitForPort(options.port, child, 15_000);
  } catch (error) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`, {cause: error});
  }
  return {port: options.port, stop};
}
