import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';

/** The repository this script belongs to. */
export const repo = path.resolve(__dirname, '..', '..');

/**
 * The repository as it is on disk (tracked and untracked, not ignored) copied to `to`, with
 * node_modules linked (a node_modules link of a git worktree is an untracked file to git).
 */
export function copyRepository(to: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && file !== 'node_modules' && existsSync(path.join(repo, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(to, file)), {recursive: true});
    cpSync(path.join(repo, file), path.join(to, file));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}
