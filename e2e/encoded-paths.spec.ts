/**
 * Links whose path arrives percent-encoded (chat apps encode `&`, some tools write lowercase hex)
 * show their page after hydration, under the canonical address, without ever showing the
 * not-found page. The paths come from the built sitemaps, so they follow the content.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {hostileSpellingsSample} from '../tests/lib/hostile-paths';
import {BUILD, sitemapPaths} from './lib/built';
import {expect, settled, test, withoutServiceWorkers, type Page} from './lib/test';
import {clickBrand} from './lib/navbar';

/** Every character of the path other than `/` and unreserved ASCII percent-encoded, in lowercase hex when asked. */
function encodeEverything(pathname: string, lowercase = false): string {
  const decoded = decodeURIComponent(pathname);
  const encoded = decoded
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*&]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
    )
    .join('/');
  return lowercase
    ? encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())
    : encoded.replace(/%[0-9a-f]{2}/gi, (e) => e.toUpperCase());
}

const h1Of = (html: string) =>
  /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
const notFoundHeadings = ['404.html', 'en/404.html'].map((file) =>
  h1Of(readFileSync(path.join(BUILD, file), 'utf8'))!,
);

/** Records every heading the page shows from its first paint on, to catch a flash of the not-found page. */
async function watchHeadings(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {seenHeadings: string[]}).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h1 of Array.from(document.querySelectorAll('h1'))) {
        const text = h1.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document, {childList: true, subtree: true, characterData: true});
  });
}

const all = sitemapPaths();
const withAmpersand = all.filter((p) => p.includes('&'));
const withNonAscii = all.filter((p) => /%[0-9A-F]{2}/i.test(p) && p.includes('/tags/'));

test('the sitemaps have pages with "&" in both locales and encoded tag pages', () => {
  expect(withAmpersand.filter((p) => !p.startsWith('/en/')).length).toBeGreaterThan(0);
  expect(withAmpersand.filter((p) => p.startsWith('/en/')).length).toBeGreaterThan(0);
  expect(withNonAscii.length).toBeGreaterThan(0);
});

const cases = [
  ...withAmpersand.map((canonical) => ({canonical, spelling: canonical.replace(/&/g, '%26')})),
  // One tag page per locale with lowercase hex digits, and one with everything encoded.
  ...['/', '/en/'].flatMap((prefix) => {
    const tag = withNonAscii.find((p) => (prefix === '/' ? !p.startsWith('/en/') : p.startsWith('/en/')));
    return tag
      ? [
          {canonical: tag, spelling: encodeEverything(tag, true)},
          // Needlessly encoded letters, mixed-case hex digits.
          {
            canonical: tag,
            spelling: encodeEverything(tag)
              .replace('/tags/', '/t%61gs/')
              .replace(/%E([0-9A-F])/, '%e$1'),
          },
        ]
      : [];
  }),
];

for (const {canonical, spelling} of cases) {
  test(`${spelling} shows ${decodeURIComponent(canonical)}`, async ({page, request}) => {
    expect(spelling).not.toBe(canonical);
    const expectedH1 = h1Of(await (await request.get(canonical)).text());
    expect(expectedH1).toBeTruthy();
    await watchHeadings(page);
    await page.goto(spelling);
    await expect(page.locator('h1')).toHaveText([expectedH1!]);
    expect(new URL(page.url()).pathname).toBe(canonical);
    const seen = await page.evaluate(() => (window as unknown as {seenHeadings: string[]}).seenHeadings);
    for (const heading of notFoundHeadings) expect(seen).not.toContain(heading);
    // Client-side navigation from the normalised page still works.
    await clickBrand(page);
    await expect(page).toHaveURL(/\/(en\/)?$/);
  });
}

test('an unknown encoded path still gets the not-found page', async ({page}) => {
  const response = await page.goto('/docs/Q%26A/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(notFoundHeadings[0]!);
});

test('an encoded path the host does not decode is loaded again under its canonical address', async ({
  page,
}) => {
  // The not-found page served for a path the host could not map: the page goes to the canonical path.
  const canonical = withAmpersand[0]!;
  const expectedH1 = h1Of(
    readFileSync(path.join(BUILD, decodeURIComponent(canonical), 'index.html'), 'utf8'),
  );
  await page.route(`**${canonical.replace(/&/g, '%26')}`, (route) =>
    route.fulfill({
      status: 404,
      contentType: 'text/html',
      body: readFileSync(path.join(BUILD, '404.html'), 'utf8'),
    }),
  );
  await page.goto(canonical.replace(/&/g, '%26'));
  await expect(page).toHaveURL((url) => url.pathname === canonical);
  await expect(page.locator('h1')).toHaveText([expectedH1!]);
});

// A link that starts with the site's own address must never take the reader to another site
// (an open redirect: "download the launcher" links in a chat), and nothing the page builds from
// its address may link elsewhere (issue 50: the language offer linked `/en//evil/phish` to
// `//evil/phish`; the locale menu, canonical and share addresses are built the same way). The
// host is made up. Each spelling gets a tab of its own, all open at once, so that the wait for a
// late redirect is spent once; a failure names its spelling. A tab prefers the other language
// than its path's, so that the language offer shows.
const OTHER_HOST = 'other-site.invalid';
const spellings = hostileSpellingsSample(OTHER_HOST);
/** Origins the site's own pages link to (its configured links), read from the built not-found pages. */
const linkedOrigins = new Set(
  ['404.html', 'en/404.html', 'index.html', 'en/index.html'].flatMap((file) =>
    [
      ...readFileSync(path.join(BUILD, file), 'utf8').matchAll(
        /\b(?:href|content)=["']?(https?:\/\/[^"'\s>/]+)/g,
      ),
    ].map((m) => new URL(m[1]!).origin),
  ),
);
test(`${spellings.length} hostile spellings of a link to another host stay on the site, and so do their pages' links`, async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000 + spellings.length * 10_000);
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[][] = spellings.map(() => []);
  const visited: string[][] = spellings.map(() => []);
  const contexts = {
    zh: await browser.newContext({baseURL, locale: 'zh-CN'}),
    en: await browser.newContext({baseURL, locale: 'en-US'}),
  };
  for (const context of Object.values(contexts)) await withoutServiceWorkers(context); // as lib/test.ts
  // A path under /en/ is an English page: its tab prefers Chinese, and the others English.
  const pages = await Promise.all(
    spellings.map((spelling) => contexts[/^\/en(?:\/|$)/.test(spelling) ? 'zh' : 'en'].newPage()),
  );
  // Any request that leaves the site is recorded and stopped.
  for (const [i, page] of pages.entries()) {
    await page.route(
      (url) => url.origin !== origin,
      async (route) => {
        elsewhere[i]!.push(route.request().url());
        await route.abort();
      },
    );
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited[i]!.push(frame.url());
    });
  }
  // The whole address as a string, as a chat link has it: Playwright would resolve a path
  // against baseURL itself, and the browser reads a leading "/\\" as another host.
  await Promise.all(
    pages.map(async (page, i) => {
      await page.goto(origin + spellings[i]!);
      await settled(page);
    }),
  );
  // The old module redirected about a second after load; give it twice that (the language offer
  // shows when the browser is idle, within 2 s).
  await pages[0]!.waitForTimeout(2_000);
  for (const [i, page] of pages.entries()) {
    const spelling = JSON.stringify(spellings[i]);
    expect.soft(new URL(page.url()).origin, `${spelling}: the address stays on the site`).toBe(origin);
    expect
      .soft(
        visited[i]!.filter((url) => new URL(url).origin !== origin),
        `${spelling}: no navigation to another host`,
      )
      .toEqual([]);
    expect.soft(elsewhere[i], `${spelling}: no request to another host`).toEqual([]);
    // The page is the site's (its not-found page, or a page of the site), hydrated.
    await expect
      .soft(page.locator('nav.navbar a.navbar__brand'), `${spelling}: the site's page`)
      .toBeVisible();
    await expect
      .soft(page.locator('[data-language-offer] a'), `${spelling}: the language offer`)
      .toHaveCount(1);
    // Every address in the page: links (the offer's and the locale menu's among them), the
    // canonical and alternate links, the share address.
    const addresses = await page.evaluate(() =>
      [
        ...Array.from(document.querySelectorAll('a[href], link[href]')).map((el) => el.getAttribute('href')!),
        ...Array.from(document.querySelectorAll('meta[property="og:url"]')).map((el) =>
          el.getAttribute('content')!,
        ),
      ].map((href) => new URL(href, window.location.href).href),
    );
    expect
      .soft(
        addresses.filter((href) => {
          const url = new URL(href);
          return (
            url.hostname.includes(OTHER_HOST) || (url.origin !== origin && !linkedOrigins.has(url.origin))
          );
        }),
        `${spelling}: addresses that leave the site`,
      )
      .toEqual([]);
  }
  for (const context of Object.values(contexts)) await context.close();
});

/**
 * Issue 50: an escape that is not UTF-8 in the path (`/%C0%AF%C0%AFevil.com.html`) threw
 * `URIError: URI malformed` in Docusaurus's preloader, and the page never hydrated. On each kind
 * of page (a doc, a post, a tag page, the search page, English, the not-found page), malformed
 * escapes in the path, query and fragment: no page error, a hydrated page of the site.
 */
const malformedCases = [
  '/%C0%AF%C0%AFevil.com.html',
  '/docs/%E4',
  `${all.find((p) => p.startsWith('/docs/') && !p.endsWith('/'))!}%C0`,
  `${all.find((p) => p.startsWith('/blog/') && !p.includes('/tags/') && p.split('/').length > 3)!}/%FF%FE`,
  `${withNonAscii[0]!.replace(/%[0-9A-F]{2}$/i, '')}`,
  '/search?q=%E4%ZZ&ctx=%C0%AF#%E4',
  '/en/docs/%C3%28',
  '/en/search?q=%C0%AF',
  `${all.find((p) => p.startsWith('/docs/'))!}?_highlight=%E4%B8#%C0`,
];
test(`malformed escapes on ${malformedCases.length} kinds of address: no page error, a hydrated page`, async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const address of malformedCases) {
    await test.step(address, async () => {
      await page.goto(address);
      await expect.soft(page.locator('html'), address).toHaveAttribute('data-has-hydrated', 'true');
      await expect.soft(page.locator('nav.navbar a.navbar__brand'), address).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
});
