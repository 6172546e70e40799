import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import {builtFileFor, sitemapPaths} from './lib/built';
import community from '../config/community';
import footerConfig, {copyrightYears} from '../config/footer';
import {openCategoryLabels} from './lib/site';
import {textIn} from '../config/locale';

test.describe('not-found page', () => {
  test('an unknown path in zh says the link is broken', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('找不到页面');
    await expect(page.getByText('请联系原始链接来源网站的所有者，并告知他们链接已损坏。')).toBeVisible();
  });

  test('an unknown path in en says the same in English', async ({page}) => {
    await page.goto('/en/docs/no-such-doc');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.getByText(/contact the owner of the site that linked you/)).toBeVisible();
  });
});

test.describe('.html suffixes', () => {
  for (const [url, path] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/clerk/index.html', '/docs/clerk/'],
    ['/en/blog/README.html', '/en/blog/README'],
    ['/blog/frpUse.html?x=1#top', '/blog/frpUse?x=1#top'],
  ] as const) {
    test(`${url} shows ${path}`, async ({page, request}) => {
      const expected = await request.get(path.replace(/[?#].*$/, ''));
      const expectedH1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(await expected.text())?.[1];
      await page.goto(url);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('h1')).toHaveText([expectedH1!]);
    });
  }
});

test.describe('navbar', () => {
  test('external links open in a new tab without an opener', async ({page}) => {
    await page.goto('/');
    for (const href of [community.skinSite.url, community.repository.url]) {
      const link = page.locator(`.navbar a[href="${href}"]`).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('has the home, docs and blog entries and switches language on the same page', async ({page}) => {
    await page.goto('/docs/intro');
    const navbar = page.locator('nav.navbar');
    const item = (name: string) => navbar.getByRole('link', {name, exact: true});
    await expect(item('首页')).toHaveAttribute('href', '/');
    await expect(item('文档')).toHaveAttribute('href', '/docs/intro');
    await expect(item('相关教程')).toHaveAttribute('href', '/blog');
    await navbar.locator('.dropdown').filter({hasText: '简体中文'}).hover();
    await navbar.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/en\/docs\/intro$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toBeVisible();
    await expect(page.locator('.navbar__brand')).toContainText(textIn(community.siteTitle, 'en'));
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/docs/intro');
    await page.evaluate(() => {
      // Make sure the page is long enough to scroll on every content size.
      document.body.style.minHeight = '4000px';
    });
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    for (const y of [100, 400, 800]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('below 996 px uses a drawer that closes itself at desktop width', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto('/docs/intro');
    const toggle = page.locator('button.navbar__toggle');
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items--right .navbar__link').first()).toBeHidden();
    await toggle.click();
    const drawer = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(drawer.getByRole('link', {name: '相关教程'})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 800}, isMobile: true, hasTouch: true});

  test('the drawer is built when wanted: focusing the menu button builds it, Enter opens it on the doc', async ({
    page,
  }) => {
    await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const drawer = page.locator('.navbar-sidebar');
    await expect(drawer).toHaveCount(0);
    await page.locator('button.navbar__toggle').focus();
    await expect(drawer).toHaveCount(1);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await page.keyboard.press('Enter');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    const current = drawer.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
    await expect(current).toHaveAttribute('href', '/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    await expect(current).toBeVisible();
  });
});

test.describe('on a phone, with a screen reader', () => {
  test.use({viewport: {width: 390, height: 800}, isMobile: true, hasTouch: true});

  test('a click on the menu button with no pointer or focus before it opens the drawer', async ({page}) => {
    await page.goto('/docs/intro');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    // As a screen reader activates a button: a click event alone.
    await page.locator('button.navbar__toggle').dispatchEvent('click');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: '相关教程'})).toBeVisible();
  });
});

// Parts a phone never shows (the theme hides them under 997 px). At 390 px they are out of sight and out of the
// accessibility tree; on a desktop, and in a phone-sized window widened past the breakpoint,
// they are shown and work: a sidebar link opens its page without reloading the site, a table of
// contents link marks its heading as the one being read.
const DESKTOP_PARTS = [
  {
    name: 'the doc sidebar',
    url: '/docs/First/Readme/java-an-zhuang-ji-shi-yong',
    part: 'aside .theme-doc-sidebar-menu',
    kind: 'navigation',
  },
  {
    name: "the doc's table of contents",
    url: '/docs/First/Readme/java-an-zhuang-ji-shi-yong',
    part: '.theme-doc-toc-desktop',
    kind: 'contents',
  },
  {
    name: "the post's table of contents",
    url: '/blog/frpUse',
    part: 'main ~ div .table-of-contents',
    kind: 'contents',
  },
  {name: 'the blog sidebar', url: '/blog/frpUse', part: 'aside nav', kind: 'navigation'},
] as const;

async function expectWorking(
  page: import('@playwright/test').Page,
  {url, part, kind}: (typeof DESKTOP_PARTS)[number],
): Promise<void> {
  const links = page.locator(part).getByRole('link');
  await expect(links.first()).toBeVisible();
  if (kind === 'navigation') {
    // Another page than this one, opened by the site's router: the window is the same.
    const target = links.and(page.locator(`:not([href="${url}"]):not([aria-current])`)).first();
    const href = await target.getAttribute('href');
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    await target.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  } else {
    const second = links.nth(1);
    await second.click();
    await expect(second).toHaveClass(/table-of-contents__link--active/);
  }
}

for (const desktopPart of DESKTOP_PARTS) {
  const {name, url, part} = desktopPart;
  test.describe(`${name} (${url})`, () => {
    test('at 390 px is out of sight and out of the accessibility tree; widened, it shows and works', async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(url);
      // Not shown, and nothing for a screen reader.
      await expect(page.locator(part)).toBeHidden();
      await expect(page.locator(part).getByRole('link')).toHaveCount(0);
      await page.setViewportSize({width: 1280, height: 800});
      await expectWorking(page, desktopPart);
      expect(errors).toEqual([]);
    });

    test('at 1280 px shows and works', async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(url);
      await expectWorking(page, desktopPart);
      expect(errors).toEqual([]);
    });
  });
}

test('a skip-to-content link is the first thing the keyboard reaches', async ({page}) => {
  await page.goto('/docs/intro');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveText('跳到主要内容');
  await page.keyboard.press('Enter');
  await expect(page.locator('main, [id="__docusaurus_skipToContent_fallback"]').first()).toBeVisible();
});

test('footer has the docs, community and friendly-links groups and the copyright', async ({page}) => {
  // The groups' titles as config/footer.ts names them, in English as the translation file says.
  const titles = footerConfig().links.map((group) => String('title' in group ? (group.title ?? '') : ''));
  const english = JSON.parse(readFileSync('i18n/en/docusaurus-theme-classic/footer.json', 'utf8')) as Record<
    string,
    {message: string}
  >;
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.locator('.footer__title')).toHaveText(titles);
  await expect(footer).toContainText(
    `Copyright © ${copyrightYears(community)} ${community.copyrightHolder.zh}`,
  );
  await page.goto('/en/');
  await expect(page.locator('footer .footer__title')).toHaveText(
    titles.map((title) => english[`link.title.${title}`]!.message),
  );
  await expect(page.locator('footer')).toContainText(
    `Copyright © ${copyrightYears(community)} ${community.copyrightHolder.en}`,
  );
});

/** Closed sidebar categories the test below opens one after another (all, in a smaller sidebar). */
const SIDEBAR_CATEGORIES_OPENED = 12;

test('the docs sidebar opens what its folders ask, and opening one category closes none', async ({page}) => {
  await page.goto('/docs/intro');
  const category = '.theme-doc-sidebar-menu .theme-doc-sidebar-item-category';
  const expandedLabels = () =>
    page
      .locator(`${category}:not(.menu__list-item--collapsed) > .menu__list-item-collapsible`)
      .evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
  // Every folder whose _category_ says `collapsed: false` (under open folders) starts open.
  const open = openCategoryLabels();
  expect(open.length).toBeGreaterThan(0);
  expect(await expandedLabels()).toEqual(expect.arrayContaining(open));
  const toggle = (item: ReturnType<typeof page.locator>) =>
    item.locator('> .menu__list-item-collapsible').locator('button, a.menu__link--sublist').last();
  // Not auto-collapsed: closing and reopening the first category leaves its open siblings open…
  const start = await expandedLabels();
  const top = page.locator(`.theme-doc-sidebar-menu > ${category.split(' ')[1]}`).first();
  if (!(await top.getAttribute('class'))?.includes('menu__list-item--collapsed')) {
    await toggle(top).click();
    await expect(top).toHaveClass(/menu__list-item--collapsed/);
  }
  await toggle(top).click();
  await expect(top).not.toHaveClass(/menu__list-item--collapsed/);
  expect(await expandedLabels()).toEqual(expect.arrayContaining(start));
  // …and so does opening each closed category in turn: the first dozen (a community's wiki has
  // hundreds of folders, and every one more is the same check; issue 49), all of a smaller sidebar.
  const collapsed = page.locator(`${category}.menu__list-item--collapsed`);
  let opened = 0;
  for (; opened < SIDEBAR_CATEGORIES_OPENED; opened++) {
    const before = await expandedLabels();
    const closed = page
      .locator(`${category}.menu__list-item--collapsed > .menu__list-item-collapsible`)
      .first();
    if ((await closed.count()) === 0) break;
    const button = closed.locator('button, a.menu__link--sublist-caret, a.menu__link--sublist').last();
    await button.click();
    await expect.poll(async () => (await expandedLabels()).length).toBeGreaterThan(before.length);
    expect(await expandedLabels()).toEqual(expect.arrayContaining(before));
  }
  if (opened < SIDEBAR_CATEGORIES_OPENED) await expect(collapsed).toHaveCount(0);
});

/**
 * A titled admonition shows its title as written (src/css/custom.css): the theme set it in capitals,
 * which turned "Java" into "JAVA" on Chinese pages and whole English warnings into shouting. The page
 * is the first doc of the build with a titled admonition, so a fork's own pages serve too.
 */
test('an admonition title keeps the case it was written in', async ({page}) => {
  const withTitle = sitemapPaths()
    .filter((p) => p.startsWith('/docs/'))
    .find((p) =>
      /theme-admonition[^>]*><div class="?admonitionHeading/.test(readFileSync(builtFileFor(p)!, 'utf8')),
    );
  test.skip(!withTitle, 'no doc with a titled admonition');
  await page.goto(withTitle!);
  const heading = page.locator('.theme-admonition > div:first-child').first();
  await expect(heading).toHaveCSS('text-transform', 'none');
});
