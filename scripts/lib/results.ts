import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {repo} from './repoCopy';

/**
 * Writes a bench's figures to perf/results/<name>.json (committed: the figures README, ADOPTING.md,
 * decisions/ and the notes point to, so none is typed into prose). Returns the file, relative to
 * the repository.
 */
export function writeResults(name: string, figures: unknown): string {
  const file = path.join('perf', 'results', `${name}.json`);
  mkdirSync(path.join(repo, path.dirname(file)), {recursive: true});
  writeFileSync(path.join(repo, file), `${JSON.stringify(figures, null, 2)}\n`);
  return file;
}
