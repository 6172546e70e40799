/**
 * A small static file server for the production build, behaving as a
 * correctly configured host should (see README, "Hosting"):
 * - /path serves build/path/index.html (or build/path.html) without a redirect;
 * - an unknown path gets status 404 and the not-found page of its locale
 *   (build/en/404.html under /en/, build/404.html elsewhere);
 * - nothing outside the build folder is ever served;
 * - the rules of build/_headers (Netlify / Cloudflare Pages syntax) are
 *   applied, so tests run under the production Content-Security-Policy;
 * - text files are sent gzip-compressed to clients that accept it, as every
 *   production host does (page weights in the bench are transfer sizes);
 * - files carry an ETag, and a request that sends it back (revalidating a
 *   `no-cache` file such as search-index.json) gets 304 Not Modified.
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {createGzip} from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/** The file a URL path maps to inside root, or undefined. */
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  // Host configuration, read by the host, never served.
  if (path.posix.basename(decoded) === '_headers') return undefined;
  const target = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile);
}

export interface HeaderRule {
  pattern: RegExp;
  headers: Record<string, string>;
}

/** Parse a `_headers` file: a path pattern (`*` matches anything), then indented `Name: value` lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const escaped = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({pattern: new RegExp(`^${escaped}$`), headers: {}});
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/** Headers of every rule matching `urlPath`, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => r.pattern.test(urlPath)).map((r) => r.headers));
}

/** The not-found page for a path: its locale's 404.html if it has one. */
export function notFoundFile(root: string, urlPath: string, locales: string[]): string {
  const locale = locales.find((l) => urlPath === `/${l}` || urlPath.startsWith(`/${l}/`));
  const localized = locale ? path.join(root, locale, '404.html') : undefined;
  return localized && isFile(localized) ? localized : path.join(root, '404.html');
}

/** A weak validator of the file as sent: its size and modification time, and the encoding. */
export function etagOf(file: string, gzip: boolean): string {
  const {size, mtimeMs} = statSync(file);
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${gzip ? '-gz' : ''}"`;
}

export function startStaticServer(options: {
  root: string;
  port: number;
  host?: string;
  locales?: string[];
}): Promise<Server> {
  const root = path.resolve(options.root);
  const locales = options.locales ?? ['en'];
  const headersFile = path.join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeaders(readFileSync(headersFile, 'utf8')) : [];
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = resolveFile(root, urlPath);
    let status = 200;
    if (!file) {
      file = notFoundFile(root, urlPath, locales);
      status = 404;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const gzip = compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const etag = etagOf(file, gzip);
    if (status === 200 && request.headers['if-none-match'] === etag) status = 304;
    response.writeHead(status, {
      ...headersFor(rules, urlPath),
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      ...(status === 404 ? {} : {ETag: etag}),
      ...(gzip && status !== 304 ? {'Content-Encoding': 'gzip'} : {}),
    });
    if (request.method === 'HEAD' || status === 304) {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    if (gzip) stream.pipe(createGzip({level: 6})).pipe(response);
    else stream.pipe(response);
  });
  return new Promise((resolve) =>
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server)),
  );
}
