import type {Page} from '@playwright/test';
import {searchSuggestions} from './searchWorker';

/**
 * Milliseconds from typing a query into the navbar search box to its suggestions being on
 * screen (next animation frame with a changed, non-empty suggestion list), once the index is
 * loaded: one warm-up query loads the search bar and the index first, then each query of
 * `queries` is typed in turn. `cpuSlowdown` throttles the CPU as Lighthouse does for a phone (4).
 */
export async function searchLatencies(
  page: Page,
  url: string,
  queries: string[],
  cpuSlowdown = 1,
): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
  await page.goto(url, {waitUntil: 'networkidle'});
  const input = page.locator('input.navbar__search-input');
  await input.click();
  await input.fill(queries[0]!);
  await page.locator('[role="listbox"] [role="option"]').first().waitFor();
  const times: number[] = [];
  for (const query of queries.slice(1)) {
    // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
    times.push(await page.evaluate<number>(`(${TYPE_AND_WAIT})(${JSON.stringify(query)})`));
  }
  return times;
}

/** Types `q` into the search box and resolves with the ms until new suggestions are on screen. */
const TYPE_AND_WAIT = `(q) => new Promise((resolve, reject) => {
  const box = document.querySelector('input.navbar__search-input');
  const list = () => document.querySelector('[role="listbox"]');
  const before = list()?.textContent ?? '';
  const start = performance.now();
  box.value = q;
  box.dispatchEvent(new Event('input', {bubbles: true}));
  const check = () => {
    const now = list();
    if (now?.querySelector('[role="option"]') && now.textContent !== before) resolve(performance.now() - start);
    else if (performance.now() - start > 5000) reject(new Error('no suggestions for ' + q + ' within 5 s'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

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

export interface ColdSearch {
  /** Milliseconds from the first tap on the search box to the first suggestion on screen. */
  firstSuggestionMs: number;
  /** Milliseconds from that tap to a visible loading state, or null if none showed. */
  loadingShownMs: number | null;
  /**
   * Milliseconds the search worker needs, at this machine's full speed, to load the index and
   * answer the query. Chromium slows only the page's own thread, never a worker's, so the phone
   * estimate adds this work (cpuSlowdown - 1) more times.
   */
  workerMs: number;
  /** firstSuggestionMs with the worker's work slowed down like the page's. */
  phoneEstimateMs: number;
}

/**
 * A reader on a phone opens `url`, waits until it is hydrated, then taps the search box and types
 * `query` at once: the time until the first suggestion is on screen, in PHONE_PROFILE. Use a
 * fresh browser context with touch (`hasTouch`), so nothing of the search is cached.
 */
export async function coldSearch(
  page: Page,
  url: string,
  baseUrl: string,
  query: string,
): Promise<ColdSearch> {
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: PHONE_PROFILE.cpuSlowdown});
  // Not awaited here: it settles after the tap.
  await page.evaluate(`void (window.__coldSearch = (${WATCH_COLD_SEARCH})())`);
  await page.tap('input.navbar__search-input');
  await page.keyboard.insertText(query);
  const watched = await page.evaluate<{first: number; loading: number | null}>('window.__coldSearch');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const {firstAnswerMs} = await searchSuggestions(page, baseUrl, [query]);
  return {
    firstSuggestionMs: watched.first,
    loadingShownMs: watched.loading,
    workerMs: firstAnswerMs,
    phoneEstimateMs: watched.first + (PHONE_PROFILE.cpuSlowdown - 1) * firstAnswerMs,
  };
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
      if (document.querySelector('[role="listbox"] [role="option"]')) {
        resolve({first: performance.now() - tapped, loading});
        return;
      }
    }
    if (performance.now() - started > 60000) reject(new Error('no suggestion within 60 s of the tap'));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;
