import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from './lib/test';
import {localized, locales, sourceOf, type Locale} from './lib/site';
import community from '../config/community';
import {cardSettings, PAGE_CARD, PAGE_CARD_MAX_BYTES, pageCardPath} from '../plugins/lib/shareCards';
import {localize} from '../src/lib/localized';
import {PHONE} from './lib/screens';

/**
 * Link previews and the join card (plugins/share-cards.ts) in the built site: every doc and post
 * names its own card in og:image and twitter:image (absolute, from siteUrl), the card is there
 * and small; the home page and the admin page offer the join card for download.
 */

const settings = cardSettings(community);
const origin = new URL(community.siteUrl).origin;
const root = path.resolve(__dirname, '..');

/** Docs and posts to look at: the newcomer start page, a join page and a post. */
const ROUTES = ['/docs/intro', '/docs/serverDocs/java-ban-jia-ru-fu-wu-qi', '/blog/frpUse'];

const message = (locale: Locale, id: string, fallback: string): string => {
  if (locale === 'zh') return fallback;
  const file = JSON.parse(readFileSync(path.join(root, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return file[id]?.message ?? fallback;
};

for (const locale of locales) {
  test(`${locale}: each doc and post has its own link-preview card`, async ({page}) => {
    test.skip(!settings.pageCards, 'shareCards.pageCards is off');
    const seen = new Set<string>();
    for (const route of ROUTES) {
      await page.goto(localized(route, locale));
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      const twitter = await page.locator('meta[name="twitter:image"]').getAttribute('content');
      expect(twitter).toBe(og);
      const source = sourceOf(route, locale);
      expect(source, route).toBeDefined();
      const card = pageCardPath(path.relative(root, source!))!;
      expect(og).toBe(`${origin}${localized(card, locale)}`);
      seen.add(og!);
      const response = await page.request.get(new URL(og!).pathname);
      expect(response.status(), og!).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect(png.length).toBeLessThanOrEqual(PAGE_CARD_MAX_BYTES);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([PAGE_CARD.width, PAGE_CARD.height]);
    }
    expect(seen.size).toBe(ROUTES.length);
  });

  test(`${locale}: the home page offers the join card ("share with a friend")`, async ({page}) => {
    test.skip(!settings.joinCard, 'shareCards.joinCard is off');
    await page.goto(localized('/', locale));
    const section = page.locator('[data-join-card]');
    await expect(
      section.getByRole('heading', {name: message(locale, 'joinCard.title', '分享给朋友')}),
    ).toBeVisible();
    const png = section.locator('[data-join-card-png]');
    await expect(png).toHaveAttribute('href', localized('/img/join-card.png', locale));
    await expect(png).toHaveAttribute('download', /\.png$/);
    // Keyboard: the download link is reachable and named.
    await png.focus();
    await expect(png).toBeFocused();
    const download = page.waitForEvent('download');
    await png.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.png$/);
    const svg = section.locator('[data-join-card-svg]');
    await expect(svg).toHaveAttribute('href', localized('/img/join-card.svg', locale));
    const svgResponse = await page.request.get(localized('/img/join-card.svg', locale));
    expect(svgResponse.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const svgText = await svgResponse.text();
    // The print version names the server, both addresses and the version (in its description).
    for (const value of [
      localize(community.serverName, locale),
      community.java.host,
      String(community.java.port),
      community.bedrock.host,
      String(community.bedrock.port),
      community.gameVersion,
    ])
      expect(svgText).toContain(value);
  });

  test(`${locale}: on a phone the join card's buttons stay inside the card`, async ({page}) => {
    test.skip(!settings.joinCard, 'shareCards.joinCard is off');
    await page.setViewportSize(PHONE);
    await page.goto(localized('/', locale));
    const section = page.locator('[data-join-card]');
    await section.scrollIntoViewIfNeeded();
    const card = (await section.boundingBox())!;
    for (const button of await section.locator('[data-join-card-png], [data-join-card-svg]').all()) {
      const box = (await button.boundingBox())!;
      expect(box.x, 'left edge').toBeGreaterThanOrEqual(card.x);
      expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(card.x + card.width);
    }
  });

  test(`${locale}: the admin page links the join card`, async ({page}) => {
    test.skip(!settings.joinCard, 'shareCards.joinCard is off');
    await page.goto(localized('/docs/Other/site-hosting/use-this-site', locale));
    await expect(page.locator('[data-join-card-png]')).toHaveAttribute(
      'href',
      localized('/img/join-card.png', locale),
    );
  });
}
