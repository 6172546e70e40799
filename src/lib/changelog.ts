/** One commit of the site's change log. */
interface ChangeLogEntry {
  hash: string;
  /** YYYY-MM-DD, committer date. */
  date: string;
  subject: string;
}

/**
 * The change log as the page shows it. `status` says why a log may be short:
 * `complete` – full history; `shallow` – the checkout has only recent commits
 * (a shallow clone); `unavailable` – no git history at all (a tarball, or git
 * is not installed).
 */
export interface ChangeLog {
  status: 'complete' | 'shallow' | 'unavailable';
  entries: ChangeLogEntry[];
  /** How many commits exist beyond `entries` (the page links to the repository for them). */
  omitted: number;
}

/** Field and record separators used in the `git log` format (cannot occur in subjects). */
export const FIELD = '\x1f';
export const RECORD = '\x1e';
/** `git log --format` producing what parseGitLog reads. */
export const GIT_LOG_FORMAT = `%H${FIELD}%cs${FIELD}%s${RECORD}`;

/** Parse `git log --format=GIT_LOG_FORMAT` output, newest first; malformed records are skipped. */
export function parseGitLog(output: string): ChangeLogEntry[] {
  return output
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .flatMap((record) => {
      const [hash, date, subject] = record.split(FIELD);
      if (!hash || !/^[0-9a-f]{40}$/.test(hash) || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
      return [{hash, date, subject: (subject ?? '').trim()}];
    });
}

/** Group entries by date, keeping newest-first order. */
export function groupByDate(entries: readonly ChangeLogEntry[]): {date: string; entries: ChangeLogEntry[]}[] {
  const groups: {date: string; entries: ChangeLogEntry[]}[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.date === entry.date) last.entries.push(entry);
    else groups.push({date: entry.date, entries: [entry]});
  }
  return groups;
}

/** Link to a commit on the source repository (GitHub/Gitea/GitLab style `/commit/<hash>`). */
export function commitUrl(repositoryUrl: string, hash: string): string {
  return `${repositoryUrl.replace(/\/+$/, '')}/commit/${hash}`;
}

/** Link to the full history of a branch on the source repository. */
export function historyUrl(repositoryUrl: string, branch: string): string {
  return `${repositoryUrl.replace(/\/+$/, '')}/commits/${branch}`;
}
