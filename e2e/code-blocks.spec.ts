import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import {builtFileFor, sitemapPaths} from './lib/built';
import {darkCodeTheme, lightCodeTheme} from '../site/prism';
import {parseColor} from '../lib/contrast';

/** The lines of the first fenced block whose info string contains `marker`, from the Markdown source. */
function sourceLines(file: string, marker: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const start = markdown.indexOf('\n', markdown.indexOf(marker)) + 1;
  return markdown.slice(start, markdown.indexOf('\n```', start)).split('\n');
}

test.describe('code blocks', () => {
  const lines = sourceLines('blog/2025-06-21-frpUse.md', 'title="frps.toml"');

  test('show one row per source line, blank lines included, in valid markup', async ({page}) => {
    await page.goto('/blog/frpUse');
    const block = page.locator('.theme-code-block', {has: page.getByText('frps.toml', {exact: true})});
    const rows = block.locator('code > .token-line');
    await expect(rows).toHaveCount(lines.length);
    // <span> lines (phrasing content, valid in <code>) that lay out like the theme's <div> lines.
    const boxes = await rows.evaluateAll((spans) =>
      spans.map((span) => ({
        tag: span.tagName,
        display: getComputedStyle(span).display,
        top: span.getBoundingClientRect().top,
        height: span.getBoundingClientRect().height,
        text: (span as HTMLElement).innerText.replace(/\n$/, ''),
      })),
    );
    expect(boxes.map((b) => b.text)).toEqual(lines);
    for (const [i, box] of boxes.entries()) {
      expect(box.tag).toBe('SPAN');
      expect(box.display).toBe('block');
      expect(box.height).toBeCloseTo(boxes[0]!.height, 0);
      if (i > 0) expect(box.top).toBeCloseTo(boxes[i - 1]!.top + boxes[i - 1]!.height, 0);
    }
  });

  test('with showLineNumbers, number each line in a column of its own beside the code', async ({page}) => {
    const numbered = sourceLines('blog/2025-06-21-frpUse.md', 'showLineNumbers');
    const title = /title="([^"]+)"[^\n]*showLineNumbers/.exec(
      readFileSync('blog/2025-06-21-frpUse.md', 'utf8'),
    )![1]!;
    await page.goto('/blog/frpUse');
    const block = page.locator('.theme-code-block', {has: page.getByText(title, {exact: true})}).first();
    const rows = await block.locator('code > .token-line').evaluateAll((spans) =>
      spans.map((span) => {
        const [number, content] = Array.from(span.children) as HTMLElement[];
        return {
          tag: span.tagName,
          display: getComputedStyle(span).display,
          top: span.getBoundingClientRect().top,
          label: getComputedStyle(number!, '::before').content,
          numberRight: number!.getBoundingClientRect().right,
          contentLeft: content!.getBoundingClientRect().left,
          text: content!.innerText,
        };
      }),
    );
    expect(rows.map((r) => r.text.replace(/\n$/, ''))).toEqual(numbered);
    for (const [i, row] of rows.entries()) {
      // A <span> (valid in <code>) laid out as the theme's table row: number left, code right.
      expect([row.tag, row.display]).toEqual(['SPAN', 'table-row']);
      expect(row.label).toBe('counter(line-count)');
      expect(row.numberRight).toBeLessThanOrEqual(row.contentLeft + 0.5);
      if (i > 0) expect(row.top).toBeGreaterThan(rows[i - 1]!.top);
    }
  });

  test('copy their source text exactly', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/blog/frpUse');
    const block = page.locator('.theme-code-block', {has: page.getByText('frps.toml', {exact: true})});
    await block.hover();
    await block.getByRole('button', {name: '复制代码到剪贴板'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lines.join('\n'));
  });

  test('take their colours from the mode, dark from the first paint, and switch without a reload', async ({
    page,
  }) => {
    await page.goto('/blog/frpUse');
    await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
    await page.reload();
    const pre = page.locator('.theme-code-block pre').first();
    const background = () => pre.evaluate((el) => getComputedStyle(el).backgroundColor);
    const rgb = (hex: string) => `rgb(${parseColor(hex).join(', ')})`;
    expect(await background()).toBe(rgb(darkCodeTheme.plain.backgroundColor!));
    await page.locator('nav.navbar button[class*="toggleButton"]').first().click();
    await expect.poll(background).not.toBe(rgb(darkCodeTheme.plain.backgroundColor!));
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
    await page.reload();
    expect(await background()).toBe(rgb(lightCodeTheme.plain.backgroundColor!));
  });

  test('keep their server-rendered elements through hydration (no second render; outside tab groups, which the theme renders again)', async ({
    page,
  }) => {
    // Keep the server-rendered elements; a remount after hydration would detach them.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as {serverNodes: Element[]};
        // Lines too: Prism left in automatic mode would re-highlight every <code> (replacing them).
        w.serverNodes = Array.from(
          document.querySelectorAll('.theme-code-block pre, .theme-code-block .token-line'),
        ).filter((node) => !node.closest('[role=tabpanel]'));
      });
    });
    await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    const detached = await page.evaluate(() => {
      const nodes = (window as unknown as {serverNodes: Element[]}).serverNodes;
      return {count: nodes.length, detached: nodes.filter((n) => !n.isConnected).length};
    });
    expect(detached.count).toBeGreaterThan(3);
    expect(detached.detached).toBe(0);
  });

  const codeLines = (page: import('@playwright/test').Page) =>
    page.locator('.theme-code-block code .token-line').evaluateAll((lines) =>
      lines.map((line) => ({
        // Prism's colours: at least one token of the line has a colour of its own.
        tokenColours: new Set(
          Array.from(line.querySelectorAll('.token'), (token) => getComputedStyle(token).color),
        ).size,
      })),
    );

  test('are highlighted on page load, and the same after client-side navigation', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/blog/frpUse');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 200))));
    const onLoad = await codeLines(page);
    expect(onLoad.length).toBeGreaterThan(20);
    expect(onLoad.some((line) => line.tokenColours > 1)).toBe(true);
    // Client-side navigation: the blog list, then back to the post. The lines are built in the
    // browser, highlighted as on the server.
    await page.goto('/blog');
    await page.locator('article h2 a[href="/blog/frpUse"]').click();
    await expect(page).toHaveURL(/\/blog\/frpUse$/);
    await expect(page.locator('.theme-code-block code .token-line').first()).toBeVisible();
    // Plain lines until Prism has loaded (a page's first load has none), then highlighted.
    await expect
      .poll(async () => (await codeLines(page)).map((line) => line.tokenColours))
      .toEqual(onLoad.map((line) => line.tokenColours));
    expect(onLoad.some((line) => line.tokenColours > 1)).toBe(true);
    expect(errors).toEqual([]);
  });

  /** Every page of the build (both locales) with its HTML, and those with a code block. */
  const builtHtml = sitemapPaths().map((url) => ({url, html: readFileSync(builtFileFor(url)!, 'utf8')}));
  const withCode = builtHtml.filter((p) => p.html.includes('theme-code-block'));
  /** Those whose HTML has a highlighted token (not every language is highlighted: `text`). */
  const highlighted = withCode.filter((p) => /class="token (?!plain\b)/.test(p.html));

  /** Prism's grammars: only the chunk of the site's Prism (src/components/CodeHighlighter/prism.ts) has them. */
  const isPrism = (url: string) =>
    url.endsWith('.js') && readFileSync(`build${new URL(url).pathname}`, 'utf8').includes('languages.extend');

  for (const [kind, url] of [
    ['a blog post with code', highlighted.find((p) => /^\/blog\/(?!tags\/|page\/|archive)/.test(p.url))?.url],
    [
      'a doc with code in tabs',
      highlighted.find((p) => p.url.startsWith('/docs/') && p.html.includes('role=tabpanel'))?.url,
    ],
    ['an English doc with code', highlighted.find((p) => p.url.startsWith('/en/docs/'))?.url],
  ] as const) {
    test(`${kind} (${url}): the first load fetches no Prism, its blocks (also in tabs) keep the HTML's highlighting`, async ({
      page,
    }) => {
      test.skip(!url, `the build has no ${kind}`);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      // Each block's highlighted tokens as the HTML has them (tab panels included), before any
      // script runs; the same count after hydration, the theme's redrawing of its tab panels and
      // a click on every tab.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as {fromHtml: number[]}).fromHtml = Array.from(
            document.querySelectorAll('.theme-code-block code'),
            (code) => code.querySelectorAll('.token:not(.plain)').length,
          );
        });
      });
      await page.goto(url!, {waitUntil: 'networkidle'});
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 300))));
      // Tabs folded away in a <details> stay as the HTML has them (their blocks are counted all the same).
      for (const tab of await page.locator('[role=tab]').filter({visible: true}).all()) await tab.click();
      const fromHtml = await page.evaluate(() => (window as unknown as {fromHtml: number[]}).fromHtml);
      expect(fromHtml.length).toBeGreaterThan(0);
      expect(fromHtml.some((n) => n > 0)).toBe(true);
      const now = await page
        .locator('.theme-code-block code')
        .evaluateAll((codes) => codes.map((code) => code.querySelectorAll('.token:not(.plain)').length));
      expect(now).toEqual(fromHtml);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter(isPrism)).toEqual([]);
    });
  }

  // A page without code whose "next" link (a client-side navigation) leads to one with code.
  const codeUrls = new Set(highlighted.map((p) => p.url));
  const toCode = builtHtml
    .filter((p) => !p.html.includes('theme-code-block'))
    .map((p) => ({
      from: p.url,
      to: /<a class="pagination-nav__link pagination-nav__link--next" href=("?)([^"\s>]+)\1/.exec(
        p.html,
      )?.[2],
    }))
    .find((p) => p.to && codeUrls.has(decodeURI(p.to)));

  test('a client-side navigation to a page with code loads Prism then, once, and highlights it', async ({
    page,
  }) => {
    test.skip(!toCode, 'no page without code links to one with code as its next page');
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(toCode!.from);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.evaluate(() => Object.assign(window, {stayed: true}));
    await page.locator('a.pagination-nav__link--next').click();
    await expect.poll(() => decodeURI(new URL(page.url()).pathname)).toBe(decodeURI(toCode!.to!));
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    await expect.poll(() => scripts.filter(isPrism).length).toBe(1);
    await expect(page.locator('.theme-code-block code .token:not(.plain)').first()).toBeVisible();
  });

  // A host serving stale HTML: the server's lines are not the page's code, by a number or by a
  // single space (hydration meets other text and React renders the block again). The change
  // lands in the frps.toml block (its token.string holds the first "rand -hex 32" of the HTML).
  for (const [stale, difference] of [
    ['rand -hex 99', 'other text'],
    ['rand -hex32', 'one space less'],
  ] as const) {
    test(`replace server lines that are not the page's code (${difference})`, async ({page}) => {
      await page.route('**/blog/frpUse', async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        expect(html).toContain('rand -hex 32');
        await route.fulfill({response, body: html.replace('rand -hex 32', stale)});
      });
      await page.addInitScript((text) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as {staleBlocks: number}).staleBlocks = Array.from(
            document.querySelectorAll('.theme-code-block code'),
          ).filter((code) => code.textContent?.includes(text)).length;
        });
      }, stale);
      await page.goto('/blog/frpUse');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      // The server's block had the stale text; the reader gets the page's code.
      expect(await page.evaluate(() => (window as unknown as {staleBlocks: number}).staleBlocks)).toBe(1);
      const block = page.locator('.theme-code-block', {has: page.getByText('frps.toml', {exact: true})});
      await expect(block.locator('code')).toContainText('rand -hex 32');
      await expect(page.locator('.theme-code-block code', {hasText: stale})).toHaveCount(0);
    });
  }
});
