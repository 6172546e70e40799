/**
 * What a required route (e2e/routes.txt) must serve: its own page in its locale, titled after its
 * Markdown source (or, for list pages, after the site's words), not the not-found page, and an
 * English page in English prose. Used by the crawl (crawl.spec.ts) for the routes in a sitemap,
 * and by routes.spec.ts for the others, so each route is loaded once: in the browser
 * (expectRoutePage) when the crawl loads the page there anyway, else on the page as served
 * (routePageProblems), the same checks on the HTML the server sends (issue 49: a browser load per
 * required route was a third of the crawl's loads, and a fork's required routes are the sample's).
 */
import {readFileSync} from 'node:fs';
import * as cheerio from 'cheerio';
import yaml from 'js-yaml';
import type {Page} from '@playwright/test';
import community from '../../config/community';
import {expect} from './test';
import {firstBlogPage, frontMatter, localized, requiredRoutes, sourceOf, type Locale} from './site';
import {localize} from '../../src/lib/localized';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/g;

const notFound = {zh: '找不到页面', en: 'Page Not Found'};

const englishTags: Record<string, string> = {
  blog: 'i18n/en/docusaurus-plugin-content-blog/tags.yml',
  docs: 'i18n/en/docusaurus-plugin-content-docs/current/tags.yml',
};

/** The labels of the English tags.yml files. */
const englishTagLabels = Object.values(englishTags).flatMap((file) =>
  Object.values(yaml.load(readFileSync(file, 'utf8')) as Record<string, {label: string}>).map((t) => t.label),
);

/** A tag page's title: the label of the tag with that permalink in a tags.yml. */
function tagLabel(file: string, permalink: string): string {
  const tags = yaml.load(readFileSync(file, 'utf8')) as Record<string, {label: string; permalink: string}>;
  const tag = Object.values(tags).find((t) => t.permalink === `/${permalink}`);
  if (!tag) throw new Error(`${file} has no tag with permalink /${permalink}`);
  return tag.label;
}

/** Title of a route that is not one Markdown page, per locale. */
function listTitle(route: string): Record<Locale, string> | undefined {
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

/** Every required route by its URL (decoded) in each locale. */
export function requiredPages(): Map<string, {route: string; locale: Locale}> {
  const pages = new Map<string, {route: string; locale: Locale}>();
  for (const locale of ['zh', 'en'] as const) {
    for (const route of requiredRoutes()) pages.set(decodeURI(localized(route, locale)), {route, locale});
  }
  return pages;
}

/** The title `route`'s page must have in `locale`, and its Markdown source if it has one. */
function expectedTitle(route: string, locale: Locale): {source?: string; title: string} {
  const source = sourceOf(route, locale);
  const title = source ? String(frontMatter(source).title) : listTitle(route)?.[locale];
  if (title === undefined) throw new Error(`no expected title known for ${route}`);
  return {source, title};
}

/** The share of CJK characters in the prose of an English page: below this, it is in English. */
const MAX_CJK_SHARE = 0.02;

const cjkShare = (text: string) => ({
  cjk: text.match(CJK) ?? [],
  share: (text.match(CJK) ?? []).length / Math.max(text.replace(/\s/g, '').length, 1),
});

/**
 * Checks that the loaded `page` is the page of `route` in `locale`: routePageProblems on its
 * document as it is now (hydrated), once its title is set.
 */
export async function expectRoutePage(page: Page, route: string, locale: Locale): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  expect(routePageProblems(await page.content(), route, locale), decodeURI(page.url())).toEqual([]);
}

/**
 * What keeps `html` (a page as served, or a loaded page's document) from being the page of `route`
 * in `locale`, or nothing: its language, a title that is not the not-found page's and is the
 * source's (or the list page's), its h1 (or the blog list's post titles), a docs sidebar, and an
 * English page's prose in English (proper names and Chinese-only UI labels given with an English
 * gloss may remain; quoted Chinese messages marked lang="zh-CN", code, diagrams, the sidebar and
 * tags no English tags.yml defines are left out, as is a page shown untranslated). Scripts,
 * styles and templates are removed before the prose is read.
 */
export function routePageProblems(html: string, route: string, locale: Locale): string[] {
  const $ = cheerio.load(html);
  const problems: string[] = [];
  const lang = locale === 'zh' ? 'zh-CN' : 'en';
  if ($('html').attr('lang') !== lang) problems.push(`lang is ${$('html').attr('lang')}, not ${lang}`);
  const title = $('head > title').first().text();
  if (title.includes(localize(notFound, locale))) problems.push(`the not-found page: ${title}`);
  const {source, title: expected} = expectedTitle(route, locale);
  if (!title.includes(expected)) problems.push(`title "${title}" lacks "${expected}"`);
  if (source) {
    const h1 = $('article h1').first().text().trim();
    if (h1 !== expected) problems.push(`article h1 "${h1}", not "${expected}"`);
  } else if (route === '/blog') {
    const count = $('article h2').length;
    if (count !== firstBlogPage(locale).length)
      problems.push(`${count} post titles, not ${firstBlogPage(locale).length}`);
  } else if ($('h1').length === 0) problems.push('no h1');
  if (
    route.startsWith('/docs/') &&
    !route.startsWith('/docs/tags') &&
    $('nav[aria-label] .menu__list').length === 0
  )
    problems.push('no sidebar');
  if (locale === 'en') {
    const main = $('.main-wrapper').first().clone();
    main
      .find(
        'script, style, template, noscript, pre, code, kbd, [lang]:not([lang="en"]), .mermaid, svg, .theme-doc-sidebar-container',
      )
      .remove();
    const unknownTag = (el: cheerio.Element) =>
      !englishTagLabels.includes(
        $(el)
          .text()
          .replace(/\s*\d+\s*$/, '')
          .trim(),
      );
    main.find('article').each((_, group) => {
      const tags = $(group).find('a[href*="/tags/"]').toArray();
      const onlyTags = $(group).find('a:not(.hash-link)').length === tags.length;
      if (tags.length > 0 && onlyTags && tags.every(unknownTag)) $(group).remove();
    });
    main.find('a[href*="/tags/"]').each((_, el) => {
      if (unknownTag(el)) $(el).remove();
    });
    // Block elements end a line as innerText ends them (the share counts characters, not words).
    const {cjk, share} = cjkShare(main.text());
    if (share >= MAX_CJK_SHARE) problems.push(`English prose: ${cjk.join('')}`);
  }
  return problems;
}
