import {expect, test} from './lib/test';
import {readFileSync} from 'node:fs';
import yaml from 'js-yaml';
import community from '../config/community';
import {firstBlogPage, frontMatter, locales, localized, sourceOf, requiredRoutes} from './lib/site';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const notFound = {zh: '找不到页面', en: 'Page Not Found'};

const englishTags: Record<string, string> = {
  blog: 'i18n/en/docusaurus-plugin-content-blog/tags.yml',
  docs: 'i18n/en/docusaurus-plugin-content-docs/current/tags.yml',
};

/** A tag page's title: the label of the tag with that permalink in a tags.yml. */
function tagLabel(file: string, permalink: string): string {
  const tags = yaml.load(readFileSync(file, 'utf8')) as Record<string, {label: string; permalink: string}>;
  const tag = Object.values(tags).find((t) => t.permalink === `/${permalink}`);
  if (!tag) throw new Error(`${file} has no tag with permalink /${permalink}`);
  return tag.label;
}

/** Title of a route that is not one Markdown page, per locale. */
function listTitle(route: string): Record<'zh' | 'en', string> | undefined {
  if (route === '/') return community.serverName;
  if (route === '/search') return {zh: '搜索', en: 'Search'};
  if (route === '/blog') return {zh: '相关教程', en: 'Tutorials'};
  if (route === '/blog/archive') return {zh: '历史博文', en: 'Archive'};
  if (route === '/blog/authors') return {zh: '作者', en: 'Authors'};
  if (route === '/blog/tags' || route === '/docs/tags') return {zh: '标签', en: 'Tags'};
  const [, plugin, tag] = /^\/(blog|docs)\/tags\/(.+)$/.exec(route) ?? [];
  if (plugin && tag)
    return {zh: tagLabel(`${plugin}/tags.yml`, tag), en: tagLabel(englishTags[plugin]!, tag)};
  return undefined;
}

for (const locale of locales) {
  test.describe(`every route of e2e/routes.txt in ${locale}`, () => {
    for (const route of requiredRoutes()) {
      const url = localized(route, locale);
      test(`${url} serves its page`, async ({page}) => {
        const response = await page.goto(url);
        expect(response?.status(), 'HTTP status').toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'en');
        await expect(page).not.toHaveTitle(new RegExp(notFound[locale]));
        const source = sourceOf(route, locale);
        const expected = source ? String(frontMatter(source).title) : listTitle(route)?.[locale];
        expect(expected, `no expected title known for ${route}`).toBeDefined();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(expected!)));
        if (source) await expect(page.locator('article h1').first()).toHaveText(expected!);
        // The blog list has no h1 of its own (Docusaurus default): it lists post titles.
        else if (route === '/blog')
          await expect(page.locator('article h2')).toHaveCount(firstBlogPage(locale).length);
        else await expect(page.locator('h1').first()).toBeVisible();
        if (route.startsWith('/docs/') && !route.startsWith('/docs/tags')) {
          await expect(page.locator('nav[aria-label] .menu__list').first()).toBeVisible();
        }
      });
    }
  });
}

test('/docs leads to the main doc', async ({page}) => {
  await page.goto('/docs');
  await expect(page).toHaveURL(/\/docs\/intro$/);
  await page.goto('/en/docs');
  await expect(page).toHaveURL(/\/en\/docs\/intro$/);
});
