/**
 * "Only my way" (src/lib/chatWay.ts): where a step gives both ways to apply (the chat's, and
 * config/community.ts `otherContact`), the reader can show only theirs; the choice holds on every
 * page and after a reload, from the first paint, and a second press shows both again. Without
 * JavaScript there are no buttons and both ways show. A community without another way has neither
 * the buttons nor the head script.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from './lib/test';
import community, {type CommunityConfig} from '../config/community';
import {locales, localized, type Locale} from './lib/site';
import {BUILD, builtPages} from './lib/built';
import {newcomerPaths} from '../src/lib/newcomer';
import {withoutChatCase} from '../src/lib/otherContact';
import {CHAT_WAY_ATTRIBUTE, CHAT_WAY_JS_ATTRIBUTE, CHAT_WAY_KEY} from '../src/lib/chatWay';

const config = community as CommunityConfig;
const eitherWay = withoutChatCase(config, 'apply') === 'other';
// A home row with a whitelist step: the two ways are its lines.
const row = newcomerPaths(config).find((p) => p.steps.some((s) => s.id === 'whitelist'));

/**
 * Another page of `locale` with both ways and the choice, read from build/ (not crawled); the first
 * found is enough.
 */
function otherPageWithBothWays(locale: Locale): string | undefined {
  const prefix = localized('/', locale);
  const others = locales
    .filter((l) => l !== locale)
    .map((l) => localized('/', l))
    .filter((p) => p !== '/');
  const file = builtPages()
    .filter((f) => f.endsWith('/index.html'))
    .map((f) => ({f, url: '/' + f.replace(/index\.html$/, '')}))
    .filter(({url}) => url !== prefix && url.startsWith(prefix) && !others.some((o) => url.startsWith(o)))
    .find(({f}) => {
      const html = readFileSync(path.join(BUILD, f), 'utf8');
      // The build's HTML is minified: attribute values may come without their quotes.
      return /data-chat-branch="?chat\b/.test(html) && html.includes('data-chat-way-choice');
    });
  return file?.url;
}

/** Whether a doc of `locale` (its Markdown source) gives both ways to apply with <ContactWays use="apply">. */
function docsApplyEitherWay(locale: Locale): boolean {
  const dir = locale === locales[0] ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  if (!existsSync(dir)) return false;
  return (readdirSync(dir, {recursive: true}) as string[])
    .filter((file) => /\.mdx?$/.test(file))
    .some((file) => /<ContactWays use="apply"/.test(readFileSync(path.join(dir, file), 'utf8')));
}

/** Every element of `list` hidden, and at least one there. */
async function allHidden(list: Locator): Promise<void> {
  expect(await list.count()).toBeGreaterThan(0);
  for (const item of await list.all()) await expect(item).toBeHidden();
}

async function openRow(page: Page): Promise<Locator> {
  const details = page.locator(`details[data-path="${row!.id}"]`);
  await details.locator(':scope > summary').click();
  await expect(details).toHaveAttribute('open', '');
  return details;
}

for (const locale of locales) {
  if (!eitherWay || !row) {
    test(`${locale}: no second way to apply, no choice and no head script`, async ({page}) => {
      await page.goto(localized('/', locale));
      await expect(page.locator('[data-chat-way-choice]')).toHaveCount(0);
      expect(await page.locator('html').getAttribute(CHAT_WAY_JS_ATTRIBUTE)).toBeNull();
    });
    continue;
  }

  // The bot page's two ways to apply are sections, heading and all: after a choice only that way's
  // section shows (a strict reading, Dec 2026: after "With QQ" the email's steps still came first).
  test(`${locale}: on the whitelist page, each choice leaves one way's section`, async ({page}) => {
    test.skip(community.admission.whitelist !== 'bot', 'no whitelist: no ways to apply');
    await page.goto(localized('/docs/clerk/', locale));
    const withoutChat = page.locator('#without-chat');
    const inGroup = page.locator('#whitelist-steps');
    await expect(withoutChat).toBeVisible();
    await expect(inGroup).toBeVisible();
    const choice = page.locator('[data-chat-way-choice]').first();
    await choice.locator('button[data-chat-pick="chat"]').click();
    await expect(withoutChat).toBeHidden();
    await expect(inGroup).toBeVisible();
    await choice.locator('button[data-chat-pick="other"]').click();
    await expect(inGroup).toBeHidden();
    await expect(withoutChat).toBeVisible();
  });

  test(`${locale}: showing only one way holds on every page and after a reload`, async ({page}) => {
    await page.goto(localized('/', locale));
    const details = await openRow(page);
    const choice = details.locator('[data-chat-way-choice]');
    await expect(choice).toBeVisible();
    const chat = details.locator('[data-chat-branch="chat"]');
    const other = details.locator('[data-chat-branch="other"]');
    await expect(chat).toBeVisible();
    await expect(other).toBeVisible();
    await expect(choice.locator('[data-chat-way-held]')).toBeHidden();

    const pickOther = choice.locator('button[data-chat-pick="other"]');
    await pickOther.click();
    await expect(pickOther).toHaveAttribute('aria-pressed', 'true');
    await expect(choice.locator('button[data-chat-pick="chat"]')).toHaveAttribute('aria-pressed', 'false');
    await expect(chat).toBeHidden();
    await expect(other).toBeVisible();
    await expect(choice.locator('[data-chat-way-held]')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), CHAT_WAY_KEY)).toBe('other');
    // The home page's community list opens with the other way, the chat's item after it, each once
    // (src/components/CommunityLinks).
    const shown = page.locator('section[aria-labelledby="community-links"] li:visible');
    await expect(shown.first().locator('[data-other-contact]')).toHaveCount(1);
    await expect(shown.locator(`a[href="${config.chat.url}"]`)).toHaveCount(1);
    await expect(shown.locator('[data-other-contact]')).toHaveCount(1);

    // Another page, loaded afresh: the chat's way is hidden before any script of the page has run.
    // A community whose own pages have no apply list at all has only the home page to show it.
    const elsewhere = otherPageWithBothWays(locale);
    if (docsApplyEitherWay(locale))
      expect(elsewhere, 'a doc with <ContactWays use="apply"> has both ways and the choice').toBeTruthy();
    if (elsewhere) {
      await page.goto(elsewhere, {waitUntil: 'domcontentloaded'});
      expect(await page.locator('html').getAttribute(CHAT_WAY_ATTRIBUTE)).toBe('other');
      await allHidden(page.locator('[data-chat-branch="chat"]'));
      // The "still stuck" box at the end says the other way alone (when the page has the box).
      const stuck = page.locator('article [data-still-stuck]');
      if (await stuck.count()) {
        await expect(stuck.locator('[data-chat-only="other"]')).toBeVisible();
        await expect(stuck.locator('[data-still-stuck-chat]')).toBeHidden();
      }
      await expect(page.locator('[data-chat-branch="other"]').first()).toBeVisible();
      // A list of the two ways, one left, reads as a line: no bullet (strict reading 74).
      const lists = await page.locator('ul[data-contact-ways]').all();
      if (docsApplyEitherWay(locale)) expect(lists.length).toBeGreaterThan(0);
      for (const list of lists)
        expect(await list.evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('none');
      // Every line written for that choice only (<OnlyWithoutChat>, the box's sentence) shows.
      for (const only of await page.locator('[data-chat-only="other"]').all())
        await expect(only).toBeVisible();
      // The buttons there show the choice once the page is hydrated.
      const there = page.locator('[data-chat-way-choice] button[data-chat-pick="other"]').first();
      await expect(there).toHaveAttribute('aria-pressed', 'true');
    }

    // Back on the home page after a reload, from the keyboard: a second press shows both ways.
    await page.goto(localized('/', locale));
    const again = await openRow(page);
    await expect(again.locator('[data-chat-branch="chat"]')).toBeHidden();
    const pressed = again.locator('[data-chat-way-choice] button[data-chat-pick="other"]');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await pressed.focus();
    await page.keyboard.press('Enter');
    await expect(pressed).toHaveAttribute('aria-pressed', 'false');
    await expect(again.locator('[data-chat-branch="chat"]')).toBeVisible();
    await expect(again.locator('[data-chat-branch="other"]')).toBeVisible();
    // Without a choice, the sentence for the other way alone is not shown anywhere.
    for (const only of await page.locator('[data-chat-only="other"]').all()) await expect(only).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CHAT_WAY_KEY)).toBeNull();
  });

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({javaScriptEnabled: false});
    test('no buttons, both ways', async ({page}) => {
      await page.goto(localized('/', locale));
      const details = await openRow(page);
      await expect(details.locator('[data-chat-way-choice]')).toBeHidden();
      await expect(details.locator('[data-chat-branch="chat"]')).toBeVisible();
      await expect(details.locator('[data-chat-branch="other"]')).toBeVisible();
    });
  });
}
