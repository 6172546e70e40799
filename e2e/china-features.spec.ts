/**
 * Issue 29, "where Chinese players really are", in a real browser against the production build:
 * QQ and WeChat in-app browsers, paste the message and get the fix, the other language offered,
 * report a problem and everyone who changed a page, and dragging the skin site into a launcher.
 * Expectations come from config/community.ts, data/game-messages.yml, the pages' sources and git.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import {expect, test, withoutServiceWorkers, type Page} from './lib/test';
import {axeOf} from './lib/a11y';
import {layoutShift, layoutShifts, recordLayoutShift} from './lib/layoutShift';
import {localized, locales, type Locale} from './lib/site';
import community from '../config/community';
import {shownAuthor} from '../src/lib/authorNames';
import {fillMessage, type GameMessages} from '../src/lib/gameMessages';
import {ROUTES} from '../src/lib/newcomer';
import {skinApiAddress, skinDragData} from '../src/lib/skinSite';
import {SEARCH_BOX} from '../scripts/lib/searchLatency';
import {PHONE} from './lib/screens';

const english = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const messages = (yaml.load(readFileSync('data/game-messages.yml', 'utf8')) as GameMessages).messages;

/** User agents as the apps send them (from the public user-agent parser issues cited in src/lib/inAppBrowser.ts). */
const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 7.1.2; Redmi 4X Build/N2G47H; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/66.0.3359.126 MQQBrowser/6.2 TBS/045131 Mobile Safari/537.36 MMWEBID/9286 MicroMessenger/7.0.13.1640(0x27000D37) Process/tools NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.22(0x18001626) NetType/WIFI Language/zh_CN',
  qqAndroid:
    'Mozilla/5.0 (Linux; Android 9; ONEPLUS A6000 Build/PKQ1.180716.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/74.0.3729.157 Mobile Safari/537.36 V1_AND_SQ_7.7.6_899_GM_D QQ/7.7.6.3680 NetType/WIFI WebP/0.4.1 Pixel/1080',
  qqIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/9.0.85.612 V1_IPH_SQ_9.0.85_1_APP_A Pixel/1179 Core/WKWebView Device/Apple(iPhone X) NetType/WIFI QBWebViewType/1 WKType/1',
  /** The standalone QQ Browser app: an ordinary browser, no hint. */
  qqBrowserApp:
    'Mozilla/5.0 (Linux; U; Android 6.0.1; zh-cn; MI 4LTE Build/MMB29M) AppleWebKit/537.36 (KHTML, like Gecko)Version/4.0 Chrome/37.0.0.0 MQQBrowser/7.0 Mobile Safari/537.36',
};

/** A Chinese message of the source (a component's default) or its English translation. */
const say = (locale: Locale, id: string, zh: string) => (locale === 'en' ? english[id]!.message : zh);

/** Whether a click on the link reaches the link itself without being cancelled first. */
async function clickReachesLink(
  page: Page,
  selector: string,
): Promise<{reached: boolean; prevented: boolean}> {
  return page.evaluate((sel) => {
    const link = document.querySelector(sel)!;
    const seen = {reached: false, prevented: false};
    link.addEventListener(
      'click',
      (event) => {
        seen.reached = true;
        seen.prevented = event.defaultPrevented;
        event.preventDefault(); // the test does not follow it
      },
      {once: true},
    );
    (link as HTMLElement).click();
    return seen;
  }, selector);
}

const BEDROCK = '[data-testid="bedrock-add-link"]';
const DOWNLOAD_PAGE = '/docs/Other/server-download/historical-server-download';
const DOWNLOAD = 'article table a[href$=".jar"]';

test.describe('QQ and WeChat in-app browsers', () => {
  test.skip(!community.inAppBrowserHint.enabled, 'inAppBrowserHint is off in config/community.ts');

  for (const [name, userAgent] of Object.entries(UA).filter(([n]) => n !== 'qqBrowserApp')) {
    const app = name.startsWith('wechat') ? '微信' : 'QQ';
    test(`${name}: a tap on the Bedrock button or a download explains how to open the browser`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        userAgent,
        viewport: PHONE,
        hasTouch: true,
      });
      await withoutServiceWorkers(context);
      const page = await context.newPage();
      await page.goto('/');
      if (community.bedrockLink.enabled) {
        const before = page.url();
        await page.locator(BEDROCK).first().click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('heading')).toContainText(app);
        await expect(dialog).toContainText('···');
        expect(page.url()).toBe(before);
        // Escape closes it and gives focus back to the button.
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(page.locator(BEDROCK).first()).toBeFocused();
      }
      await page.goto(DOWNLOAD_PAGE);
      await page.locator(DOWNLOAD).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', {name: '知道了'}).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Nothing changes elsewhere: an ordinary link still navigates.
      await page.locator('article a[href^="/docs/"]').first().click();
      await expect(page).not.toHaveURL(new RegExp(`${DOWNLOAD_PAGE}$`));
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await context.close();
    });
  }

  test('in English, the explanation is in English', async ({browser}) => {
    const context = await browser.newContext({userAgent: UA.wechatIphone});
    await withoutServiceWorkers(context);
    const page = await context.newPage();
    await page.goto(localized(DOWNLOAD_PAGE, 'en'));
    await page.locator(DOWNLOAD).first().click();
    await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(
      english['inAppBrowser.title']!.message.replace('{app}', english['inAppBrowser.app.wechat']!.message),
    );
    await context.close();
  });

  for (const [name, userAgent] of [
    ['an ordinary browser', undefined],
    ['the standalone QQ Browser app', UA.qqBrowserApp],
  ] as const) {
    test(`${name}: links are left alone`, async ({browser}) => {
      const context = await browser.newContext(userAgent ? {userAgent} : {});
      await withoutServiceWorkers(context);
      const page = await context.newPage();
      await page.goto(DOWNLOAD_PAGE);
      expect(await clickReachesLink(page, DOWNLOAD)).toEqual({reached: true, prevented: false});
      await page.goto('/');
      if (community.bedrockLink.enabled) {
        expect(await clickReachesLink(page, BEDROCK)).toEqual({reached: true, prevented: false});
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.dataset.inAppBrowser)).toBeUndefined();
      await context.close();
    });
  }
});

/** The message table of a locale's can't-get-in page: each row's message ids and its section anchor. */
function tableRows(locale: Locale): {ids: string[]; anchor: string}[] {
  const file =
    locale === 'zh'
      ? 'docs/Q&A/jin-bu-qu-de-yuan-yin.md'
      : 'i18n/en/docusaurus-plugin-content-docs/current/Q&A/jin-bu-qu-de-yuan-yin.md';
  const text = readFileSync(file, 'utf8');
  const table = text.slice(text.indexOf('{#messages}'), text.indexOf('\n## ', text.indexOf('{#messages}')));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| <GameMessage'))
    .map((line) => ({
      ids: [...line.matchAll(/<GameMessage id="([^"]+)"/g)].map((m) => m[1]!),
      anchor: /\]\(#([^)]+)\)/.exec(line)![1]!,
    }));
}

/** What a player pastes: colour codes, the placeholders filled in, the end cut off when long. */
function pasted(id: string, locale: Locale): string {
  const m = messages.find((message) => message.id === id)!;
  const text = fillMessage(locale === 'zh' && m.zh ? m.zh : m.en, [community.gameVersion]);
  const cut = [...text].length > 24 ? [...text].slice(0, Math.ceil([...text].length * 0.8)).join('') : text;
  return `§c${cut}§r`;
}

test.describe('paste the message, get the fix', () => {
  test.skip(!community.messageLookup.enabled, 'messageLookup is off in config/community.ts');

  for (const locale of locales) {
    test(`every row of the message table: its message leads to its section (${locale})`, async ({page}) => {
      await page.goto(localized(ROUTES.cannotJoin, locale));
      const field = page.getByTestId('message-lookup-input');
      for (const {ids, anchor} of tableRows(locale)) {
        await field.fill(pasted(ids[0]!, locale));
        await field.press('Enter');
        await expect(page, ids[0]).toHaveURL(new RegExp(`#${anchor}$`));
        await expect(page.locator(`#${anchor}`)).toBeFocused();
        await expect(page.locator(`#${anchor}`)).toBeInViewport();
        await expect(page.getByTestId('message-lookup-result')).toContainText(
          (await page.locator(`#${anchor}`).innerText()).replace(/#$/, '').trim(),
        );
      }
    });

    test(`a message quoted under a hidden tab opens that tab (${locale})`, async ({page}) => {
      await page.goto(localized(ROUTES.cannotJoin, locale));
      // Messages whose first quote on the page sits in a tab panel the page does not show at first.
      const ids = await page.locator('article [data-message]').evaluateAll((quotes) => {
        const first = new Map<string, Element>();
        for (const q of quotes)
          if (!first.has(q.getAttribute('data-message')!)) first.set(q.getAttribute('data-message')!, q);
        return [...first]
          .filter(([, q]) => (q.closest('[role="tabpanel"]') as HTMLElement | null)?.hidden)
          .map(([id]) => id);
      });
      const field = page.getByTestId('message-lookup-input');
      for (const id of ids) {
        const m = messages.find((message) => message.id === id)!;
        await field.fill(fillMessage(locale === 'zh' && m.zh ? m.zh : m.en, [community.gameVersion]));
        await field.press('Enter');
        const result = page.getByTestId('message-lookup-result');
        await expect(result).not.toBeEmpty();
        if (await page.getByTestId('message-lookup-help').count()) continue; // matched nothing: another test's case
        await expect(page.locator(`article [data-message="${id}"]`).first(), id).toBeVisible();
        // The reader is taken to its section, not left at the table (the tab's switch kept the
        // page where it was).
        await expect(page.locator(':focus'), id).toBeInViewport();
      }
    });

    test(`a screen's title alone asks for the line under it; with that line, the line leads (${locale})`, async ({
      page,
    }) => {
      const titles = messages.filter((m) => m.screenTitle);
      test.skip(titles.length === 0, 'no message of data/game-messages.yml is a screen title');
      await page.goto(localized(ROUTES.cannotJoin, locale));
      const field = page.getByTestId('message-lookup-input');
      const result = page.getByTestId('message-lookup-result');
      for (const title of titles) {
        const text = locale === 'zh' && title.zh ? title.zh : title.en;
        await field.fill(text);
        await field.press('Enter');
        await expect(result).not.toBeEmpty();
        await expect(page.getByTestId('message-lookup-help')).toHaveCount(0);
        expect(new URL(page.url()).hash, text).toBe('');
      }
      // The reason under the title, as the game shows it: after the exception's class, before
      // the address; every message of a row that is not a title leads to the row's section.
      for (const {ids, anchor} of tableRows(locale)) {
        for (const id of ids.filter((i) => !titles.some((t) => t.id === i))) {
          const m = messages.find((message) => message.id === id)!;
          if (m.source !== 'network') continue;
          await field.fill(
            `${titles[0]!.en}\nio.netty.channel.AbstractChannel$AnnotatedConnectException: ${m.en}: mc.example.invalid/203.0.113.5:25565`,
          );
          await field.press('Enter');
          await expect(page, id).toHaveURL(new RegExp(`#${anchor}$`));
        }
      }
    });

    test(`an unknown message leads to "how to ask for help" with it filled in (${locale})`, async ({
      page,
    }) => {
      const unknown =
        'java.lang.IllegalStateException: Tried to read NBT tag with too high complexity, depth > 512';
      await page.goto(localized(ROUTES.cannotJoin, locale));
      await page.getByTestId('message-lookup-input').fill(unknown);
      await page.getByTestId('message-lookup-input').press('Enter');
      const help = page.getByTestId('message-lookup-help');
      await expect(help).toBeVisible();
      await help.click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.help.replace('&', '(&|%26)')}\\?message=`));
      await expect(page.getByTestId('help-message')).toHaveValue(
        new RegExp(unknown.replace(/[.$>]/g, '\\$&')),
      );
    });
  }

  test('the search box offers the lookup for a pasted game message, and only then', async ({page}) => {
    await page.goto('/');
    const box = page.locator(SEARCH_BOX);
    await box.click();
    await box.fill('服务器规则');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
    await expect(page.getByTestId('search-message-lookup')).toHaveCount(0);
    const whitelist = tableRows('zh').find((row) => row.ids.includes('spigot-whitelist'))!;
    await box.fill(pasted('spigot-whitelist', 'en'));
    const offer = page.getByTestId('search-message-lookup');
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(page).toHaveURL(new RegExp(`#${whitelist.anchor}$`));
    await expect(page.getByTestId('message-lookup-input')).toHaveValue(pasted('spigot-whitelist', 'en'));
  });

  test('without JavaScript the plain table stays, and the form leads to it', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    await withoutServiceWorkers(context);
    const page = await context.newPage();
    await page.goto(ROUTES.cannotJoin);
    // The most common messages' table, and the rest folded after it (reading 69): every row in the HTML.
    await expect(
      page.locator('#messages ~ div table tbody tr, #messages ~ details table tbody tr'),
    ).toHaveCount(tableRows('zh').length);
    await page.getByTestId('message-lookup-input').fill('anything');
    await page.getByTestId('message-lookup-input').press('Enter');
    await expect(page).toHaveURL(/#messages$/);
    await context.close();
  });
});

test.describe('the other language, offered not forced', () => {
  test.skip(!community.languageOffer.enabled, 'languageOffer is off in config/community.ts');

  const cases = [
    {browserLocale: 'en-US', page: '/docs/intro', offers: '/en/docs/intro', words: 'Read it in English'},
    {browserLocale: 'zh-CN', page: '/en/docs/intro', offers: '/docs/intro', words: '阅读中文版'},
  ];
  for (const c of cases) {
    test(`a ${c.browserLocale} browser on ${c.page} is offered ${c.offers}, until it says no`, async ({
      browser,
    }) => {
      const context = await browser.newContext({locale: c.browserLocale});
      await withoutServiceWorkers(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(e.message));
      await recordLayoutShift(page);
      await page.goto(c.page);
      const offer = page.locator('[data-language-offer]');
      await expect(offer.getByRole('link', {name: c.words})).toHaveAttribute('href', c.offers);
      // No redirect, outside React's root, no layout shift, no hydration error.
      expect(new URL(page.url()).pathname).toBe(c.page);
      expect(await offer.evaluate((el) => el.closest('#__docusaurus') === null)).toBe(true);
      expect(await layoutShift(page), await layoutShifts(page)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
      const axe = await axeOf(page).include('[data-language-offer]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      // It covers no text: at the page's end the footer's content ends above it.
      const gap = () =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const bar = document.querySelector('[data-language-offer]')!.getBoundingClientRect();
          const content = document.querySelector('footer.footer > :last-child')!.getBoundingClientRect();
          return bar.top - content.bottom;
        });
      await expect.poll(gap).toBeGreaterThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      // It follows a navigation inside the site.
      await page.locator('article a[href^="/"]').first().click();
      const path = new URL(page.url()).pathname;
      const otherPath = c.page.startsWith('/en/') ? path.replace(/^\/en\//, '/') : `/en${path}`;
      await expect(offer.getByRole('link')).toHaveAttribute('href', new RegExp(`^${otherPath}`));
      // Dismissed, it stays away.
      await offer.getByRole('button').click();
      await expect(offer).toHaveCount(0);
      await page.reload();
      await page.waitForTimeout(2500);
      await expect(offer).toHaveCount(0);
      await context.close();
    });
  }

  test('a browser that prefers the page’s own language is offered nothing', async ({browser}) => {
    for (const [browserLocale, route] of [
      ['zh-CN', '/docs/intro'],
      ['en-GB', '/en/docs/intro'],
    ] as const) {
      const context = await browser.newContext({locale: browserLocale});
      await withoutServiceWorkers(context);
      const page = await context.newPage();
      await page.goto(route);
      await page.waitForTimeout(2500);
      await expect(page.locator('[data-language-offer]')).toHaveCount(0);
      await context.close();
    }
  });
});

/**
 * Everyone git names as the author of a commit touching the file, bots left out: one name per
 * e-mail address, as most of that person's commits (in the whole history) spell it.
 */
function authorsOf(file: string): string[] {
  const log = (...args: string[]) =>
    execFileSync('git', ['log', '--format=%aN%x09%aE', '--no-renames', ...args], {encoding: 'utf8'})
      .split('\n')
      .map((line) => line.split('\t'))
      .filter(([name]) => name && !/\[bot\]$/.test(name));
  const keyOf = ([name, email]: string[]) => email?.toLowerCase() || name!;
  const spellings = new Map<string, Map<string, number>>();
  for (const entry of log()) {
    const names = spellings.get(keyOf(entry)) ?? new Map<string, number>();
    spellings.set(keyOf(entry), names.set(entry[0]!, (names.get(entry[0]!) ?? 0) + 1));
  }
  const spelled = (key: string) =>
    [...spellings.get(key)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en'))[0]![0];
  return [...new Set(log('--', file).map(keyOf))].map(spelled);
}

test.describe('report a problem, and everyone who changed the page', () => {
  for (const [route, source, locale] of [
    ['/docs/intro', 'docs/intro.md', 'zh'],
    ['/en/docs/intro', 'i18n/en/docusaurus-plugin-content-docs/current/intro.md', 'en'],
  ] as const) {
    test(`${route}: a new issue with the title and address, and every author`, async ({page}) => {
      await page.goto(route);
      const report = page.getByTestId('report-problem');
      if (!community.reportProblem.enabled) {
        await expect(report).toHaveCount(0);
      } else {
        await expect(report).toHaveText(say(locale, 'reportProblem.link', '报告此页的问题'));
        const href = new URL((await report.getAttribute('href'))!);
        const form = new URL(
          (community.reportProblem as {issueUrl?: string}).issueUrl ??
            `${community.repository.url}/issues/new`,
        );
        expect(`${href.origin}${href.pathname}`).toBe(`${form.origin}${form.pathname}`);
        const title = (await page.locator('article h1').first().innerText()).trim();
        expect(href.searchParams.get('title')).toContain(title);
        expect(href.searchParams.get('body')).toContain(`${new URL(community.siteUrl).origin}${route}`);
        // Beside "edit this page", in the same row.
        const row = page.locator('.theme-edit-this-page').locator('..');
        await expect(row.getByTestId('report-problem')).toBeVisible();
        // After a line saying whom they are for, naming the repository's host (strict readings 52–54).
        const host = new URL(community.repository.url).hostname.replace(/^www\./, '');
        await expect(row.getByTestId('for-editors')).toContainText(host);
      }
      const names = page.getByTestId('page-contributors');
      if (!community.pageContributors.enabled) {
        await expect(names).toHaveCount(0);
        return;
      }
      // Each as config authorNames names them in the page's language (the git name otherwise).
      const authors = authorsOf(source).map((name) => shownAuthor(name, locale, community.authorNames));
      expect(authors.length).toBeGreaterThan(0);
      for (const author of authors) await expect(names).toContainText(author);
      // Each person once.
      const shown = (await names.innerText()).split(/[:：]/).slice(1).join(':');
      for (const author of authors) expect(shown.split(author).length - 1, author).toBe(1);
    });
  }
});

test.describe('drag the skin site into the launcher', () => {
  test.skip(!community.skinSiteDrag.enabled, 'skinSiteDrag is off in config/community.ts');
  const data = skinDragData(skinApiAddress(community.skinSite.url));

  for (const route of [ROUTES.hmcl, ROUTES.pcl]) {
    test(`${route}: the drag carries authlib-injector's format, as a copy`, async ({page}) => {
      await page.goto(route);
      const drag = page.locator('article').getByTestId('skin-api-drag').first();
      await expect(drag).toBeVisible();
      await expect(drag).toHaveAttribute('draggable', 'true');
      const carried = await drag.evaluate((el) => {
        const transfer = new DataTransfer();
        // Outside a real drag the browser ignores effectAllowed: record what the page sets.
        let effect = 'unset';
        Object.defineProperty(transfer, 'effectAllowed', {
          get: () => effect,
          set: (value: string) => (effect = value),
        });
        el.dispatchEvent(
          new DragEvent('dragstart', {bubbles: true, cancelable: true, dataTransfer: transfer}),
        );
        return {text: transfer.getData('text/plain'), effect};
      });
      expect(carried).toEqual({text: data, effect: 'copy'});
    });
  }

  test('on a touch screen only the copy button', async ({browser}) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: PHONE,
    });
    await withoutServiceWorkers(context);
    const page = await context.newPage();
    await page.goto(ROUTES.hmcl);
    const box = page.locator('article [data-skin-api]').first();
    await expect(box.getByRole('button')).toBeVisible();
    await expect(box.getByTestId('skin-api-drag')).toBeHidden();
    await context.close();
  });
});
