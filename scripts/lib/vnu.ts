/** One message of the Nu HTML Checker's JSON output (`vnu.jar --format json`). */
export type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
};

/** A finding the site accepts, with the reason a reviewer can check. */
export type Exception = {
  /** Start of the checker's message. */
  message: string;
  /** Site paths (of the HTML file, without the build folder) the exception covers. */
  pages: RegExp;
  /** The markup around the finding (the checker's extract), where the message alone is too broad. */
  extract?: RegExp;
  /**
   * Markup that only some sites' content produces (a theme component a page may use): not
   * reported as stale when nothing matches it.
   */
  ifUsed?: true;
  reason: string;
};

/** Errors and warnings fail the check; plain info messages (e.g. `<br/>` style) do not. */
export function isFinding(message: VnuMessage): boolean {
  return message.type !== 'info' || message.subType === 'warning';
}

/** The site path of a checked file, e.g. `file:/x/build/en/docs/a/index.html` → `/en/docs/a/index.html`. */
export function pagePath(url: string, buildDir: string): string {
  const file = decodeURIComponent(url.replace(/^file:(\/\/)?/, ''));
  const root = buildDir.replace(/\/$/, '');
  return file.startsWith(root) ? file.slice(root.length) : file;
}

/**
 * Splits the checker's findings into those no exception covers (which fail the check) and lists
 * the exceptions that matched nothing (stale, so the list stays honest).
 */
export function review(
  messages: VnuMessage[],
  exceptions: Exception[],
  buildDir: string,
): {failures: VnuMessage[]; excused: number; unused: Exception[]} {
  const used = new Set<Exception>();
  const failures: VnuMessage[] = [];
  let excused = 0;
  for (const message of messages.filter(isFinding)) {
    const page = pagePath(message.url, buildDir);
    const exception = exceptions.find(
      (e) =>
        message.message.startsWith(e.message) &&
        e.pages.test(page) &&
        (!e.extract || e.extract.test(message.extract ?? '')),
    );
    if (exception) {
      used.add(exception);
      excused += 1;
    } else {
      failures.push(message);
    }
  }
  return {failures, excused, unused: exceptions.filter((e) => !used.has(e) && !e.ifUsed)};
}

/** A finding as one readable line: page, position, kind, message, and the markup around it. */
export function formatFinding(message: VnuMessage, buildDir: string): string {
  const kind = message.type === 'info' ? 'warning' : message.type;
  const where = message.lastLine ? `:${message.lastLine}:${message.firstColumn ?? 0}` : '';
  const extract = message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
  return `${pagePath(message.url, buildDir)}${where} ${kind}: ${message.message}${extract}`;
}
