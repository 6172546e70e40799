/**
 * The skin site's API address, wherever a launcher asks for it (the HMCL, PCL and skin-site
 * pages): shown as text worked out from config/community.ts, and copied exactly by its button,
 * by mouse and by keyboard, in both languages.
 */
import {readFileSync} from 'node:fs';
import {expect, test} from './lib/test';
import {axeOf} from './lib/a11y';
import community from '../config/community';
import {locales, localized, type Locale} from './lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {skinApiAddress} from '../src/lib/skinSite';

const english = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;
const source = readFileSync('src/components/SkinApiAddress/index.tsx', 'utf8');
/** The copy button's accessible name: the component's Chinese default, or its English translation. */
const buttonName = (locale: Locale) =>
  locale === 'en'
    ? english['skinApiAddress.copy']!.message
    : /id: 'skinApiAddress\.copy', message: '([^']+)'/.exec(source)![1]!;

/** What the button says once it has copied (src/components/CopyButton). */
const copied = (locale: Locale) =>
  locale === 'en'
    ? english['copyButton.copied']!.message
    : /id="copyButton\.copied">([^<]+)</.exec(
        readFileSync('src/components/CopyButton/index.tsx', 'utf8'),
      )![1]!;

const address = skinApiAddress(community.skinSite.url);
const pages = [ROUTES.hmcl, ROUTES.pcl, ROUTES.skin];

test.describe('skin site API address', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  for (const locale of locales) {
    for (const route of pages) {
      test(`${route} (${locale}): the address from config, copied exactly`, async ({page}) => {
        await page.goto(localized(route, locale));
        const boxes = page.locator('article [data-skin-api]');
        await expect(boxes.first()).toBeVisible();
        const count = await boxes.count();
        for (let i = 0; i < count; i++) {
          const box = boxes.nth(i);
          await expect(box.getByTestId('skin-api-address')).toHaveText(address);
          const button = box.getByRole('button', {name: buttonName(locale)});
          await page.evaluate(() => navigator.clipboard.writeText(''));
          if (i % 2 === 0) {
            await button.click();
          } else {
            await button.focus();
            await page.keyboard.press('Enter');
          }
          await expect(button).toHaveText(copied(locale));
          await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
        }
      });
    }
  }

  test('the address fits a phone screen with its button', async ({page}) => {
    await page.setViewportSize({width: 360, height: 800});
    await page.goto(localized(ROUTES.skin, 'zh'));
    const box = page.locator('article [data-skin-api]').first();
    const {scrollWidth, clientWidth} = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await box.scrollIntoViewIfNeeded();
    for (const part of [box.getByTestId('skin-api-address'), box.getByRole('button')]) {
      const rect = (await part.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(360);
    }
  });

  test('the large address to type from a phone breaks only after a slash', async ({page}) => {
    // Narrow enough that the sample's address takes two lines or more.
    await page.setViewportSize({width: 300, height: 800});
    for (const locale of locales) {
      for (const route of [ROUTES.hmcl, ROUTES.pcl]) {
        await page.goto(localized(route, locale));
        for (const typed of await page.locator('article [data-testid="skin-api-typed"]').all()) {
          if (!(await typed.isVisible())) continue;
          // The text, and where each line after the first starts in it.
          const {text, starts} = await typed.evaluate((el) => {
            let all = '';
            const tops: number[] = [];
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let i = 0; i < node.textContent!.length; i++) {
                const range = document.createRange();
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                tops.push(range.getBoundingClientRect().top);
                all += node.textContent![i];
              }
            }
            return {
              text: all,
              starts: tops.flatMap((top, i) => (i > 0 && top > tops[i - 1]! + 2 ? [i] : [])),
            };
          });
          expect(address.endsWith(text), text).toBe(true);
          for (const start of starts) expect(text[start - 1], `${route} (${locale}): "${text}"`).toBe('/');
        }
      }
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no accessibility violation around the address (${theme})`, async ({page}) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(localized(ROUTES.hmcl, 'zh'));
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await axeOf(page)
        .include('[data-skin-api]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
