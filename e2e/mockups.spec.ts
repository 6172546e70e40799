/**
 * The HTML pictures (src/components/ChatExchange, AdoptiumChoice, OfficialLauncher) on a phone:
 * shown where the newcomer path sends readers, in both languages and colour modes, with text of
 * at least 11 px, nothing wider than the screen, a caption marked as an illustration, and no
 * serious accessibility violation. Expectations come from config/ and data/.
 */
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './lib/test';
import {axeOf} from './lib/a11y';
import community from '../config/community';
import {locales, localized, type Locale} from './lib/site';
import {acceptsMicrosoft, ROUTES} from '../src/lib/newcomer';
import {javaFor, type JavaRange} from '../src/lib/javaVersions';
import {localize} from '../src/lib/localized';
import {inLocale} from '../src/lib/newcomerText';
import {siteTexts} from '../config/siteTexts';
import {PHONE} from './lib/screens';

const clerk = yaml.load(readFileSync('data/clerk-commands.yml', 'utf8')) as {
  name: Record<Locale, string>;
  commands: {id: string; syntax: string; aliases: string[]}[];
};
const adoptium = JSON.parse(readFileSync('data/adoptium.json', 'utf8')) as {
  labels: Record<string, Record<Locale, string>>;
};
const javaVersions = yaml.load(readFileSync('data/java-versions.yml', 'utf8')) as JavaRange[];
const serverJava = (() => {
  const found = javaFor(community.gameVersion, javaVersions);
  return found.kind === 'found' ? found.range.java : undefined;
})();
const wlApply = (locale: Locale) => {
  const c = clerk.commands.find((x) => x.id === 'wl-apply')!;
  return locale === 'en' ? c.aliases[0]! : c.syntax.split(' ')[0]!;
};
// The caption's "Illustration: " in the site's words (i18n/<locale>/site-text.json).
const kind = (locale: Locale) => {
  const words = inLocale(siteTexts.chatExchange, locale);
  return `${words.kind}${words.separator}`;
};
const launcher = JSON.parse(readFileSync('data/official-launcher.json', 'utf8')) as {
  labels: Record<string, Record<string, string>>;
};

async function checkOnPhone(page: Page, figure: Locator, locale: Locale): Promise<void> {
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).toHaveText(new RegExp(`^${kind(locale)}`));
  // Every piece of text is at least 11 px, and nothing is wider than the figure or the screen.
  const sizes = await figure.evaluate((el) => {
    const small: string[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent?.trim()) continue;
      const parent = n.parentElement!;
      if (parent.closest('[class*="visuallyHidden"]')) continue;
      const size = parseFloat(getComputedStyle(parent).fontSize);
      if (size < 11) small.push(`${size}px: ${n.textContent.trim().slice(0, 30)}`);
    }
    const box = el.getBoundingClientRect();
    const wide = Array.from(el.querySelectorAll('*'))
      .filter((c) => c.getBoundingClientRect().right > box.right + 1)
      .map((c) => c.className);
    return {small, wide, right: box.right, overflow: el.scrollWidth > el.clientWidth + 1};
  });
  expect(sizes.small).toEqual([]);
  expect(sizes.wide).toEqual([]);
  expect(sizes.overflow).toBe(false);
  expect(sizes.right).toBeLessThanOrEqual(page.viewportSize()!.width);
  const results = await axeOf(page)
    .include(await figure.evaluate((el) => `[data-mockup="${el.getAttribute('data-mockup')}"]`))
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

test.use({viewport: PHONE});

for (const locale of locales) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${locale} ${theme}: the whitelist chat on the bot page's whitelist section`, async ({page}) => {
      test.skip(community.admission.whitelist !== 'bot', 'no whitelist: the picture is not shown');
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${localized(ROUTES.bot, locale)}#whitelist`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const figure = page.locator('[data-mockup="whitelist-chat"]');
      await expect(figure).toHaveCount(1);
      await expect(figure).toContainText(clerk.name[locale]!);
      await expect(figure.locator('[data-chat-command]')).toContainText(wlApply(locale));
      await expect(figure).toContainText(localize(community.chat.label, locale));
      // It sits in the whitelist section the newcomer path links to.
      const section = await figure.evaluate(
        (el) =>
          Array.from(document.querySelectorAll('article h2'))
            .filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
            .at(-1)?.id,
      );
      expect(section).toBe('whitelist');
      await checkOnPhone(page, figure, locale);
    });

    test(`${locale} ${theme}: the Adoptium choice on the Java page`, async ({page}) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(localized(ROUTES.java, locale));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const figure = page.locator('[data-mockup="adoptium-choice"]');
      await expect(figure).toHaveCount(1);
      if (serverJava) await expect(figure).toHaveAttribute('data-java', String(serverJava));
      const picture = figure.locator('[role="img"]');
      await expect(picture).toHaveAttribute(
        'aria-label',
        new RegExp(`^${inLocale(siteTexts.adoptiumChoice, locale).kind}`),
      );
      for (const label of Object.values(adoptium.labels)) await expect(picture).toContainText(label[locale]!);
      // The mirror line after the picture (not its caption: strict reading 45) links to the mirror
      // section of the same page.
      await page.locator('[data-adoptium-mirror] a').click();
      await expect(page).toHaveURL(/#china-mirror$/);
      await checkOnPhone(page, figure, locale);
    });

    test(`${locale} ${theme}: the official launcher on the launcher page`, async ({page}) => {
      test.skip(
        !acceptsMicrosoft(community.login),
        'skin-site accounts only: the official launcher cannot sign in',
      );
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(`${localized(ROUTES.launchers, locale)}#official-launcher`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const figure = page.locator('[data-mockup="official-launcher"]');
      await expect(figure).toHaveCount(1);
      await expect(figure).toHaveAttribute('data-version', community.gameVersion);
      const picture = figure.locator('[role="img"]');
      await expect(picture).toHaveAttribute(
        'aria-label',
        new RegExp(`^${inLocale(siteTexts.officialLauncher, locale).kind}`),
      );
      for (const label of Object.values(launcher.labels))
        if (label[locale]) await expect(picture).toContainText(label[locale]!);
      await checkOnPhone(page, figure, locale);
    });
  }
}
