/**
 * The site's search as a reader uses it, in Chromium: how long the navbar box takes to answer,
 * and words and questions for the browser tests, taken from the built index (build/) so that
 * no test names the sample community's own words. The search runs on the page's main thread
 * (plugins/search/runtime), so Chromium's CPU throttling slows all of its work, as a phone would.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CDPSession, Page} from '@playwright/test';
import {
  INDEX_DIR,
  MANIFEST_FILE,
  type Manifest,
  type StoredSection,
} from '../../plugins/search/runtime/format';
import {QUERY_MAX_CHARS} from '../../plugins/search/runtime/terms';

export const SEARCH_BOX = 'input.navbar__search-input';
export const SUGGESTION = '[role="listbox"] [role="option"]';

/**
 * Installs, before the next input in the navbar box, a watcher that resolves with the
 * milliseconds from the last input event to its answer on screen: suggestions whose "see all results" link
 * names the question as typed (cut to QUERY_MAX_CHARS characters), not being refined (a long
 * question's first answer is aria-busy), or the "no results" text.
 * Rejects when the box shows its error, or after `timeoutMs`. Await it with `answerTime`.
 * (Strings, not functions: tsx would wrap named inner functions in a helper the page lacks.)
 */
const WATCH_ANSWER = `(args) => { window.__searchAnswer = new Promise((resolve, reject) => {
  const box = document.querySelector(${JSON.stringify(SEARCH_BOX)});
  const root = box.closest('.navbar__search') || document;
  let start = null;
  // From the last input: typing letter by letter is answered for the whole text.
  const onInput = () => { start = performance.now(); };
  document.addEventListener('input', onInput, {capture: true});
  const end = (settle) => { document.removeEventListener('input', onInput, {capture: true}); settle(); };
  const begun = performance.now();
  const check = () => {
    if (root.querySelector('[data-testid="search-error"]')) return end(() => reject(new Error('the search box shows its error')));
    if (start !== null) {
      const asked = Array.from(box.value.trim()).slice(0, args.max).join('');
      const answered = Array.from(root.querySelectorAll('a[href*="search?"]')).some(
        (a) => new URL(a.href).searchParams.get('q') === asked,
      ) && root.querySelector('[role="option"]') && !root.querySelector('[role="listbox"][aria-busy="true"]');
      const none = Array.from(root.querySelectorAll('p')).some((p) => p.textContent === args.noResults);
      if (answered || none) { const ms = performance.now() - start; return end(() => resolve(ms)); }
    }
    if (performance.now() - begun > args.timeoutMs) return end(() => reject(new Error('no answer within ' + args.timeoutMs + ' ms')));
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}); }`;

/** Starts watching for the answer to the next input in the box (see WATCH_ANSWER). */
export async function watchAnswer(page: Page, noResults: string, timeoutMs = 10_000): Promise<void> {
  await page.evaluate(`(${WATCH_ANSWER})(${JSON.stringify({max: QUERY_MAX_CHARS, noResults, timeoutMs})})`);
}

/** The milliseconds the watched answer took (see watchAnswer). */
export async function answerTime(page: Page): Promise<number> {
  return page.evaluate<number>('window.__searchAnswer');
}

/**
 * Puts `text` into the focused navbar box at once, as a paste does (the box keeps at most its
 * maxlength), and returns the milliseconds until its answer is on screen.
 */
export async function pasteAndTime(
  page: Page,
  text: string,
  noResults: string,
  timeoutMs?: number,
): Promise<number> {
  await watchAnswer(page, noResults, timeoutMs);
  await page.keyboard.insertText(text);
  return answerTime(page);
}

/**
 * Milliseconds from a question put into the navbar search box to its suggestions on screen,
 * once the search is loaded (a first question loads it), for each question after the first.
 * `cpuSlowdown` throttles the CPU as Lighthouse does for a phone (4).
 */
export async function searchLatencies(
  page: Page,
  url: string,
  queries: string[],
  noResults: string,
  cpuSlowdown = 1,
): Promise<number[]> {
  await page.goto(url, {waitUntil: 'networkidle'});
  const box = page.locator(SEARCH_BOX);
  await box.click();
  await pasteAndTime(page, queries[0]!, noResults);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  const times: number[] = [];
  for (const query of queries.slice(1)) {
    await box.fill('');
    times.push(await pasteAndTime(page, query, noResults));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  return times;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The phone profile of the cold-search figure: Lighthouse's "slow 4G" network (1.6 Mbit/s down,
 * 750 kbit/s up, 150 ms round trip) and a CPU four times slower than this machine's.
 */
export const PHONE_PROFILE = {downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4};

/** PHONE_PROFILE's network and CPU on a page's DevTools session (Network enabled). */
export async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
}

export interface ColdSearch {
  /** Milliseconds from the first tap on the search box to the first suggestion on screen. */
  firstSuggestionMs: number;
  /** Milliseconds from that tap to a visible loading state, or null if none showed. */
  loadingShownMs: number | null;
  /**
   * The phone's figure: the search runs on the page's thread, which the CPU throttling slows, so
   * it is firstSuggestionMs itself (kept as a field of its own for the bench's table).
   */
  phoneEstimateMs: number;
}

/**
 * A reader on a phone opens `url`, waits until it is hydrated, then taps the search box and types
 * `query` at once: the time until the first suggestion is on screen, in PHONE_PROFILE. Use a
 * fresh browser context with touch (`hasTouch`), so nothing of the search is cached. The page's
 * idle-time prefetch (search code and manifest) happens as it would for a reader who waits.
 */
export async function coldSearch(page: Page, url: string, query: string): Promise<ColdSearch> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await emulatePhone(cdp);
  // Not awaited here: it settles after the tap.
  await page.evaluate(`void (window.__coldSearch = (${WATCH_COLD_SEARCH})())`);
  await page.tap(SEARCH_BOX);
  await page.keyboard.insertText(query);
  const watched = await page.evaluate<{first: number; loading: number | null}>('window.__coldSearch');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return {firstSuggestionMs: watched.first, loadingShownMs: watched.loading, phoneEstimateMs: watched.first};
}

/** From the first touch on the page: when a search loading state shows, and when a suggestion does. */
const WATCH_COLD_SEARCH = `() => new Promise((resolve, reject) => {
  let tapped = null;
  let loading = null;
  document.addEventListener('touchstart', () => { tapped ??= performance.now(); }, {capture: true, once: true});
  const started = performance.now();
  const check = () => {
    if (tapped !== null) {
      const status = document.querySelector('[data-search-loading]');
      if (loading === null && status && status.checkVisibility()) loading = performance.now() - tapped;
      if (document.querySelector('${SUGGESTION}')) {
        resolve({first: performance.now() - tapped, loading});
        return;
      }
    }
    if (performance.now() - started > 60000) reject(new Error('no suggestion within 60 s of the tap'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

/** A locale's folder in build/ ('' for the default locale). */
export function localeDir(buildDir: string, locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? buildDir : path.join(buildDir, locale);
}

/** The manifest and every section of a locale's built index. */
function builtIndex(dir: string): {manifest: Manifest; sections: StoredSection[]} {
  const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  const files = readdirSync(path.join(dir, INDEX_DIR))
    .map((name) => /^d(\d+)\.(\w+)\.json$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null && m[2] === manifest.id)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const sections = files.flatMap(
    (m) => JSON.parse(readFileSync(path.join(dir, INDEX_DIR, m[0]), 'utf8')) as StoredSection[],
  );
  return {manifest, sections};
}

/**
 * Words of a locale's built index, the most frequent first: for Chinese, the words of
 * data/search/dictionary.yml (the manifest's) by the number of sections whose text has them; for
 * other languages, words of six letters or more by the number of sections that have them.
 */
export function frequentWords(dir: string): string[] {
  const {manifest, sections} = builtIndex(dir);
  const texts = sections.map(([, title, heading, text]) => `${title} ${heading} ${text}`.toLowerCase());
  const counts = new Map<string, number>();
  const cjk = texts.filter((t) => /\p{Script=Han}/u.test(t)).length > texts.length / 2;
  if (cjk) {
    for (const word of manifest.dictionary) counts.set(word, texts.filter((t) => t.includes(word)).length);
  } else {
    const stop = new Set(manifest.stopwords);
    for (const text of texts) {
      for (const word of new Set(text.match(/\p{L}{6,}/gu) ?? [])) {
        if (!stop.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
      }
    }
  }
  return [...counts]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([word]) => word);
}
