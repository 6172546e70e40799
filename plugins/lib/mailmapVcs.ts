/**
 * The pages' "last updated by" name as `.mailmap` spells it (the name the contributors line of
 * plugins/contributors.ts uses). Docusaurus reads the author with git's `%an`, which ignores
 * `.mailmap`: a commit made under an old or machine identity showed that name on every page it
 * last touched. This wraps the VCS Docusaurus would use (`future.experimental_vcs`, a documented
 * option) and maps each author name once, from one `git log` of the repository.
 *
 * Delete when Docusaurus reads authors with `%aN`.
 */
import {execFileSync} from 'node:child_process';
import type {VcsConfig} from '@docusaurus/types';

type ChangeInfo = Awaited<ReturnType<VcsConfig['getFileLastUpdateInfo']>>;

/** Each commit author's name (`%an`) to its `.mailmap` spelling (`%aN`), where the two differ. */
export function mailmapNames(log: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const line of log.split('\n')) {
    const [raw, mapped] = line.split('\x1f');
    if (raw && mapped && raw !== mapped && !names.has(raw)) names.set(raw, mapped);
  }
  return names;
}

function readNames(siteDir: string): Map<string, string> {
  try {
    return mailmapNames(
      execFileSync('git', ['log', '--format=%an%x1f%aN'], {
        cwd: siteDir,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      }),
    );
  } catch {
    // Not a git checkout (a copy without history): the names are what the VCS gives.
    return new Map();
  }
}

export function withMailmap(vcs: VcsConfig, siteDir: string, names = () => readNames(siteDir)): VcsConfig {
  let mapped: Map<string, string> | undefined;
  const map = (info: ChangeInfo): ChangeInfo =>
    info && {...info, author: (mapped ??= names()).get(info.author) ?? info.author};
  return {
    initialize: (params) => vcs.initialize(params),
    getFileCreationInfo: async (file) => map(await vcs.getFileCreationInfo(file)),
    getFileLastUpdateInfo: async (file) => map(await vcs.getFileLastUpdateInfo(file)),
  };
}
