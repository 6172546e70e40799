import community from '../config/community';
import {ADOPT_PAGE} from '../config/footer';
import {SEARCH_BOX, SUGGESTION} from '../scripts/lib/searchLatency';
import {docSource, frontMatter, locales, localized, type Locale} from './lib/site';
import {expect, test} from './lib/test';

/**
 * "Use this site for your community" (docs/Other/site-hosting/use-this-site.md): in every locale
 * it is reached from the footer, links to the source repository of config/community.ts and to
 * the hosting guide, and the search finds it by the words an admin would type.
 */
const SEARCHES: Record<Locale, string[]> = {zh: ['模板', '搭建文档', 'template'], en: ['template']};

for (const locale of locales) {
  const url = localized(ADOPT_PAGE, locale);
  const title = String(frontMatter(docSource(ADOPT_PAGE, locale)!).title);

  test(`${locale}: the footer leads to the page, which links to the repository of config/community.ts`, async ({
    page,
  }) => {
    await page.goto(localized('/', locale));
    const link = page.locator(`footer a[href="${url}"]`);
    await expect(link).toHaveCount(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('article h1')).toHaveText(title);
    const source = page.locator(`article a[href="${community.repository.url}"]`);
    await expect(source).toBeVisible();
    await expect(source).toHaveText(community.repository.url);
  });

  test(`${locale}: the page links to the hosting guide of its own language`, async ({page}) => {
    await page.goto(url);
    const guide = localized('/docs/Other/site-hosting/china-hosting', locale);
    const hrefs = await page
      .locator('article a[href*="/site-hosting/china-hosting"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(`${guide}#`) || href === guide, href).toBe(true);
  });

  for (const query of SEARCHES[locale]!) {
    test(`${locale}: searching “${query}” suggests the page among the first three`, async ({page}) => {
      await page.goto(localized('/docs/intro', locale));
      const box = page.locator(SEARCH_BOX);
      await box.click();
      await box.fill(query);
      await expect(page.locator(SUGGESTION).first()).toBeVisible();
      const shown = (
        await page
          .locator(`${SUGGESTION} a`)
          .evaluateAll((links) =>
            links.map((a) => ({href: a.getAttribute('href')!, text: a.firstElementChild?.textContent ?? ''})),
          )
      ).map(({href, text}) => ({href: href.replace(/[?#].*$/, ''), text}));
      const at = shown.findIndex(({href}) => href === url);
      const list = shown.map(({text}) => text).join(' | ');
      expect(at, `suggestions for “${query}”: ${list}`).toBeGreaterThanOrEqual(0);
      // Among the first three; below that only after pages that name the word where the page
      // does (its title or heading, its description or keywords): a community's own 公告模板
      // page rightly comes first.
      if (at >= 3) {
        for (const {href, text} of shown.slice(0, at)) {
          const head = await (await page.request.get(href)).text();
          // Quoted or not: the built HTML is minified.
          const meta = [
            ...head.matchAll(/<meta[^>]+name="?(?:description|keywords)"?\s[^>]*?content=("[^"]*"|[^\s>]+)/g),
          ]
            .map((m) => m[1])
            .join(' ');
          expect(`${text} ${meta}`.toLowerCase(), `suggestions for “${query}”: ${list}`).toContain(
            query.toLowerCase(),
          );
        }
      }
    });
  }
}
