/**
 * What a page costs on first load: bytes transferred (compressed) per kind
 * of resource, measured in Chromium against the production build.
 */
import type {CDPSession, Page} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';
import {INDEX_DIR, MANIFEST_FILE} from '../../plugins/search/runtime/format';
import {localeOfBuildFile} from './scaleReport';
import {defaultLocale} from '../../config/locale';

interface PageBudget {
  url: string;
  js: number;
  css: number;
  html: number;
}

/**
 * What search may cost one reader, in KiB transferred (compressed), whatever the size of the
 * site: what loads before the reader reaches for the box (the search code and the index's
 * manifest, fetched when the page is idle) and what one question fetches after the first tap.
 */
interface SearchBudget {
  beforeTap: number;
  afterTap: number;
  /** Questions measured per locale (the most expensive question of the relevance set too). */
  questions: Record<string, string[]>;
}

export interface Budgets {
  pages: Record<string, PageBudget>;
  search: SearchBudget;
  /** KiB of first-load JS every page of a locale is allowed for each route (page) of that locale. */
  jsPerRoute: number;
  /**
   * KiB more a doc page (under docs/) is allowed for each doc page of its locale: a doc page loads
   * the whole sidebar, whose entries (labels, links, categories) grow with the docs.
   */
  jsPerDoc: number;
}

export function loadBudgets(file = 'perf/budgets.yml'): Budgets {
  return yaml.load(readFileSync(file, 'utf8')) as Budgets;
}

/**
 * The routes of the locale `url` belongs to, counted as the HTML pages of that locale's build
 * (build/ without the other locales' folders, or build/<locale>/): Docusaurus puts every route
 * of a locale in the main.js of each of its pages (facebook/docusaurus#7256).
 */
export function localeRoutes(buildDir: string, url: string): number {
  const locale = localeOfBuildFile(url.replace(/^\//, ''));
  return (readdirSync(buildDir, {recursive: true}) as string[]).filter(
    (rel) => rel.endsWith('.html') && localeOfBuildFile(rel.split(path.sep).join('/')) === locale,
  ).length;
}

/** The path of a page or build file below its locale's folder: `/en/docs/a` → `docs/a`. */
function inLocale(rel: string): string {
  const locale = localeOfBuildFile(rel);
  return locale === defaultLocale ? rel : rel.slice(locale.length + 1);
}

/**
 * The doc pages of the locale `url` belongs to: its HTML pages under docs/, tag pages left out
 * (they are not in the sidebar). Zero for a page that is not a doc page itself.
 */
export function localeDocs(buildDir: string, url: string): number {
  const page = url.replace(/^\//, '');
  if (!inLocale(page).startsWith('docs/')) return 0;
  const locale = localeOfBuildFile(page);
  return (readdirSync(buildDir, {recursive: true}) as string[])
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => rel.endsWith('.html') && localeOfBuildFile(rel) === locale)
    .map(inLocale)
    .filter((rel) => rel.startsWith('docs/') && !rel.startsWith('docs/tags/')).length;
}

/**
 * A page's JS budget in a build: its `js`, `jsPerRoute` for each route of its locale, and for a
 * doc page `jsPerDoc` for each doc page of its locale.
 */
export function jsBudget(budgets: Budgets, page: PageBudget, buildDir: string): number {
  const kib =
    page.js +
    budgets.jsPerRoute * localeRoutes(buildDir, page.url) +
    budgets.jsPerDoc * localeDocs(buildDir, page.url);
  return Math.round(kib * 10) / 10;
}

export interface Weight {
  js: number;
  css: number;
  html: number;
  other: number;
  /** Script URLs loaded, for finding what is heavy. */
  scripts: {url: string; bytes: number}[];
}

/**
 * Load `url` in a fresh page and add up the compressed bytes of every response
 * until the network is quiet (so chunks loaded after hydration count too).
 *
 * Responses that finish later (a click, a client-side navigation) are still added to the same
 * weight, for a caller that looks at what it loads next. Their sizes are asked of the browser
 * when they finish; one that finishes as the test ends and its page closes gets no answer, and
 * that must not reject a promise nobody awaits: Playwright reports such a rejection as an error
 * outside any test and stops the worker ("Target page, context or browser has been closed").
 */
export async function measurePage(page: Page, url: string): Promise<Weight> {
  const weight: Weight = {js: 0, css: 0, html: 0, other: 0, scripts: []};
  const pending: Promise<void>[] = [];
  let failure: unknown;
  page.on('requestfinished', (request) => {
    pending.push(
      request
        .sizes()
        .then(({responseBodySize}) => {
          const type = request.resourceType();
          if (type === 'script') {
            weight.js += responseBodySize;
            weight.scripts.push({url: request.url(), bytes: responseBodySize});
          } else if (type === 'stylesheet') weight.css += responseBodySize;
          else if (type === 'document') weight.html += responseBodySize;
          else weight.other += responseBodySize;
        })
        .catch((error: unknown) => {
          failure ??= error;
        }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(300);
  await Promise.all(pending);
  // A size the browser could not give while the page was open is a failure of the measurement.
  if (failure !== undefined) throw failure;
  return weight;
}

/**
 * The whole search index of a locale in the build (its manifest and every file of its folder),
 * in bytes raw and gzip-compressed file by file: what the site stores, not what a reader fetches.
 */
export function searchIndexSize(
  locale: string,
  defaultLocale = 'zh',
  buildDir = 'build',
): {dir: string; files: number; raw: number; gzip: number; manifest: {raw: number; gzip: number}} {
  const dir = locale === defaultLocale ? buildDir : path.join(buildDir, locale);
  const manifestBytes = readFileSync(path.join(dir, MANIFEST_FILE));
  const manifest = {raw: manifestBytes.length, gzip: gzipSync(manifestBytes).length};
  const size = {dir, files: 1, raw: manifest.raw, gzip: manifest.gzip, manifest};
  for (const name of readdirSync(path.join(dir, INDEX_DIR))) {
    const bytes = readFileSync(path.join(dir, INDEX_DIR, name));
    size.files++;
    size.raw += bytes.length;
    size.gzip += gzipSync(bytes).length;
  }
  return size;
}

/** One response as Chromium received it. */
export interface Transfer {
  url: string;
  /** CDP resource type: Script, Fetch, Document… */
  type: string;
  /** Bytes received for it, headers and compressed body (CDP encodedDataLength). */
  bytes: number;
  status: number;
  /** Milliseconds since the recording began, when it was requested. */
  at: number;
}

/**
 * Records every response the page receives from now on, with the bytes that crossed the network
 * (Chromium's own count, CDP Network.loadingFinished), until `stop`.
 */
export async function recordTransfers(page: Page): Promise<{
  cdp: CDPSession;
  transfers: () => Transfer[];
  stop: () => Promise<void>;
}> {
  const cdp = await page.context().newCDPSession(page);
  const started = Date.now();
  const pending = new Map<string, Omit<Transfer, 'bytes'>>();
  const done: Transfer[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: 0,
      at: Date.now() - started,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = pending.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    pending.delete(event.requestId);
    done.push({...request, bytes: event.encodedDataLength});
  });
  await cdp.send('Network.enable');
  return {
    cdp,
    transfers: () => [...done],
    stop: async () => {
      await cdp.send('Network.disable');
      await cdp.detach();
    },
  };
}

/** Whether a URL is a file of a search index (the manifest, a shard or a section file). */
export const isSearchIndexUrl = (url: string): boolean =>
  new RegExp(`/${MANIFEST_FILE.replace('.', '\\.')}$|/${INDEX_DIR}/[^/]+$`).test(new URL(url).pathname);

/**
 * Whether a script of the build is the search's code: the chunk that fetches the index (it
 * names the index's folder). The page's own bundle does not count: every page loads it anyway.
 */
export function isSearchScript(url: string, buildDir = 'build'): boolean {
  const {pathname} = new URL(url);
  // Each locale's build has its own assets (/assets/js/, /en/assets/js/).
  if (!/^\/([\w-]+\/)?assets\/js\/[^/]+\.js$/.test(pathname) || /\/main\.[0-9a-f]+\.js$/.test(pathname))
    return false;
  try {
    return readFileSync(path.join(buildDir, pathname), 'utf8').includes(`${INDEX_DIR}/`);
  } catch {
    return false;
  }
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
