import type {Page} from '@playwright/test';

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
