/**
 * React Router 5 matches the address against routes by compiling each route's path with
 * path-to-regexp 1.x (`compilePath` in react-router) and running the regular expression. A
 * Docusaurus site's route table has one route per page; matching the first address of a visit
 * compiles and runs one expression per route before the one that matches, several times (the
 * preload, the `<Switch>` of each nested level, the docs plugin's active-doc lookup). At 374 pages
 * that was about 70 ms of a phone's main thread at 4× CPU on every page load (issue 47, 49).
 *
 * A path without parameters (no `:`, `(`, `*` or `\`) needs no expression: `staticRoute` gives an
 * object whose `exec` answers exactly what path-to-regexp's expression would — the same match or
 * none, the same matched text — for the options React Router passes (end, strict, sensitive).
 * plugins/theme-patches.ts has react-router use it; tests/static-route.test.ts checks it against
 * path-to-regexp on generated paths and addresses.
 */

interface RouteOptions {
  /** The whole address must match (React Router's `exact`). */
  end?: boolean;
  /** A trailing slash counts (React Router's `strict`). */
  strict?: boolean;
  /** Upper and lower case differ. */
  sensitive?: boolean;
}

interface StaticRoute {
  exec(pathname: string): [string] | null;
}

/** Characters that make a path-to-regexp path more than plain text. */
const SPECIAL = /[:(*\\]/;

/**
 * A character as a case-insensitive regular expression without the `u` flag compares it
 * (ECMAScript's Canonicalize): its upper case when that is one character, unless that would turn
 * a non-ASCII character into an ASCII one.
 */
function canonical(char: string): string {
  const upper = char.toUpperCase();
  if (upper.length !== 1) return char;
  if (char.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return char;
  return upper;
}

function startsWith(text: string, prefix: string, sensitive: boolean): boolean {
  if (text.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) {
    const a = text[i]!;
    const b = prefix[i]!;
    if (a === b) continue;
    if (sensitive || canonical(a) !== canonical(b)) return false;
  }
  return true;
}

/** The matcher of a path without parameters, or null when the path has any (use path-to-regexp). */
export function staticRoute(path: unknown, options: RouteOptions = {}): StaticRoute | null {
  if (typeof path !== 'string' || SPECIAL.test(path)) return null;
  const end = options.end !== false;
  const strict = Boolean(options.strict);
  const sensitive = Boolean(options.sensitive);
  const endsWithSlash = path.endsWith('/');
  // As path-to-regexp builds it: in non-strict mode a trailing slash of the path is optional.
  const core = !strict && endsWithSlash ? path.slice(0, -1) : path;
  return {
    exec(pathname: string): [string] | null {
      if (!startsWith(pathname, core, sensitive)) return null;
      let at = core.length;
      // Non-strict: a slash is allowed at the very end of the address.
      if (!strict && pathname[at] === '/' && at + 1 === pathname.length) at++;
      if (end) return at === pathname.length ? [pathname.slice(0, at)] : null;
      // Not ending: the match must end where a segment ends (unless a strict path ends with /).
      if (strict && endsWithSlash) return [pathname.slice(0, at)];
      return at === pathname.length || pathname[at] === '/' ? [pathname.slice(0, at)] : null;
    },
  };
}
