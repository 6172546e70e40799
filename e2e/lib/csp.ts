/**
 * The browser tests run against nginx with the shipped deploy/nginx.conf, so
 * every test runs under the production Content-Security-Policy (the snippet
 * the build wrote). This check looks for violations directly on a page of every
 * type while using the features that need scripts, workers, styles and images. The pages a
 * sitemap lists are checked by the crawl (crawl.spec.ts) in its load of the page, the others
 * (CSP_UNLISTED) by security-headers.spec.ts.
 */
import type {Page} from '@playwright/test';
import {expect} from './test';

/** Starts collecting the page's Content-Security-Policy violations; call before goto. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) messages.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as {violations: string[]};
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)),
  ];
}

/**
 * The pages no sitemap lists that every site has, checked by security-headers.spec.ts: the docs'
 * redirect, the search page with results and the not-found page in each language. The sitemap
 * pages checked are one of each type, the accessibility check's (lib/a11y.ts a11yPages), in the
 * crawl's load of each.
 */
export const CSP_UNLISTED = [
  '/docs',
  '/search?q=%E5%90%AF%E5%8A%A8%E5%99%A8',
  '/no/such/page',
  '/en/no/such/page',
];

/**
 * Uses the features of the loaded page that need scripts, workers, styles and images: search
 * (lazy bar, web worker, index), colour mode (the toggle: the page is dark afterwards), diagrams,
 * panorama.
 */
export async function useFeatures(page: Page, url: string): Promise<void> {
  const search = page.locator('input.navbar__search-input').first();
  await search.click();
  await search.fill(url.startsWith('/en') ? 'launcher' : '服务器');
  await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('button[class*="toggleButton"]').first().click();
  if (await page.locator('[data-testid="panorama"]').count()) {
    await page.getByTestId('panorama').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('panorama')).toHaveAttribute('data-loaded', 'true');
  }
}
