import {execFileSync} from 'node:child_process';
import {GIT_LOG_FORMAT, parseGitLog, type ChangeLog} from '../src/lib/changelog';

/** Newest commits the page lists; older ones are counted and linked on the repository. */
const CHANGELOG_LIMIT = 200;

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
}

/**
 * Read the site's change log from the git history of `cwd`. Never throws: with
 * no repository (a tarball), no git binary or an empty history it returns
 * status "unavailable", and a shallow clone is reported as "shallow".
 */
export function readGitChangeLog(cwd: string, limit = CHANGELOG_LIMIT): ChangeLog {
  try {
    // Limited to the site's own folder, so a site vendored into a bigger
    // repository lists only its own changes.
    const entries = parseGitLog(
      git(cwd, ['log', `--max-count=${limit}`, `--format=${GIT_LOG_FORMAT}`, '--', '.']),
    );
    if (entries.length === 0) return {status: 'unavailable', entries: [], omitted: 0};
    const total = Number(git(cwd, ['rev-list', '--count', 'HEAD', '--', '.']).trim());
    const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'true';
    return {
      status: shallow ? 'shallow' : 'complete',
      entries,
      omitted: Number.isFinite(total) ? Math.max(0, total - entries.length) : 0,
    };
  } catch {
    return {status: 'unavailable', entries: [], omitted: 0};
  }
}
