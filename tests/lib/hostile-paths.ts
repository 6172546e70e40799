/**
 * Spellings of a path on the site that try to make the site's own scripts send the reader to
 * `host`: backslashes (which the URL parser reads as `/`) encoded, in mixed case, or raw; an
 * encoded `//`; tabs, newlines and carriage returns inside; `.` and `..` segments, encoded too;
 * with and without an `.html` suffix (which the path-cleaning module strips). The unit tests
 * (tests/clean-path.test.ts) and the browser test (e2e/encoded-paths.spec.ts) use them.
 */
export function hostileSpellings(host: string): string[] {
  const prefixes = ['/', '/docs/', '/en/', '/en/docs/x/'];
  const dots = ['', '.', '..', '%2e', '%2E', '%2e%2E', '.%2e', '..%2f'];
  const separators = [
    '%5C%5C',
    '%5c%5c',
    '%5C%5c',
    '%5C/',
    '/%5C',
    '%2F%2F',
    '%2f%2F',
    '\\/',
    '/\\',
    '\\\\',
    '%09%5C%5C',
    '%5C%0A%5C',
    '%0D%5C%5C',
    '%5C%09/',
    '%0A//',
    '/%09/',
  ];
  const tails = [`${host}/phish`, `${host}/phish.html`, `${host}/index.html`];
  const spellings = new Set<string>();
  for (const prefix of prefixes) {
    for (const dot of dots) {
      for (const separator of separators) {
        for (const tail of tails) spellings.add(`${prefix}${dot}${separator}${tail}`);
      }
    }
  }
  // The exact spellings the security review found, and a few with the address in a query.
  for (const spelling of [
    `/.%5C%5C${host}/phish`,
    `/docs/..%5C%5C${host}/phish`,
    `/%2e%5C%5C${host}/phish`,
    `/en/..%5C%5C${host}/phish`,
    `//${host}/phish.html`,
    `/.//${host}/index.html`,
    `/.%5C%5C${host}/phish.html?next=//${host}#//${host}`,
    // A run of slashes or a backslash after a locale's base URL (issue 50: the language offer
    // linked to `//${host}/phish` from `/en//${host}/phish`).
    `/en//${host}/phish`,
    `/en///${host}`,
    `/en////${host}/x`,
    `/en/\\${host}`,
    `/en/%5C${host}`,
    `/en/%5C%5C${host}.html`,
    `/en//docs/intro`,
    `/docs//${host}/phish`,
  ]) {
    spellings.add(spelling);
  }
  return [...spellings];
}

/** The short list the browser test visits: one of each kind (a full browser visit costs ~2 s). */
export function hostileSpellingsSample(host: string): string[] {
  return [
    `/.%5C%5C${host}/phish`,
    `/docs/..%5C%5C${host}/phish`,
    `/%2e%5C%5C${host}/phish`,
    `/en/..%5C%5C${host}/phish`,
    `/.%5c%5C${host}/phish.html`,
    `/%2E%2e%5C%5C${host}/index.html`,
    `/.%2F%2F${host}/phish.html`,
    `/.\\/${host}/phish.html`,
    `/.%09%5C%5C${host}/phish`,
    `/.%5C%0A%5C${host}/phish`,
    `/.%0D%5C%5C${host}/phish.html`,
    `//${host}/phish.html`,
    `/.//${host}/index.html`,
    `/docs/..//${host}/phish.html`,
    `/en//${host}/phish`,
    `/en/%5C${host}`,
    `/en/%5C%5C${host}.html`,
  ];
}
