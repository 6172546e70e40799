/**
 * Facts about the site that the browser tests check, derived from the
 * sources (routes list, front matter, config) so the tests follow the content.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import createConfig from '../../docusaurus.config';

import {locales, type SiteLocale as Locale} from '../../config/locale';

export {locales, type Locale};

const root = path.resolve(__dirname, '..', '..');

/**
 * Routes of the default locale that must exist (e2e/routes.txt): the site's original routes,
 * kept working for old links and bookmarks. A fork may add pages; these stay.
 */
export function requiredRoutes(): string[] {
  return readFileSync(path.join(root, 'e2e/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The URL of a route in a locale. */
export function localized(route: string, locale: Locale): string {
  if (locale === locales[0]) return route;
  return route === '/' ? `/${locale}/` : `/${locale}${route}`;
}

export function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  return match ? ((yaml.load(match[1]!) as Record<string, unknown>) ?? {}) : {};
}

const docsRoot: Record<Locale, string> = {
  zh: path.join(root, 'docs'),
  en: path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current'),
};
const blogRoot: Record<Locale, string> = {
  zh: path.join(root, 'blog'),
  en: path.join(root, 'i18n/en/docusaurus-plugin-content-blog'),
};

/** Source file of a doc route (/docs/x → docs/x.md, /docs/x/ → docs/x/index.md or README.md). */
export function docSource(route: string, locale: Locale = 'zh'): string | undefined {
  const rel = route.replace(/^\/docs\//, '');
  const candidates = rel.endsWith('/')
    ? [`${rel}index.md`, `${rel}index.mdx`, `${rel}README.md`, `${rel}README.mdx`]
    : [`${rel}.md`, `${rel}.mdx`];
  return candidates.map((c) => path.join(docsRoot[locale]!, c)).find((file) => existsSync(file));
}

/** Source file of a blog post by its slug. */
export function blogSource(slug: string, locale: Locale = 'zh'): string | undefined {
  const dir = blogRoot[locale];
  return readdirSync(dir!)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir!, f))
    .find((file) => frontMatter(file).slug === slug);
}

export function blogPosts(locale: Locale = 'zh'): string[] {
  const dir = blogRoot[locale];
  return readdirSync(dir!)
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir!, f));
}

const blogPages = new Set(['/blog', '/blog/archive', '/blog/authors', '/blog/tags']);

/** The source file behind a content route, if the route is one page of Markdown. */
export function sourceOf(route: string, locale: Locale): string | undefined {
  if (route.startsWith('/docs/') && !route.startsWith('/docs/tags')) return docSource(route, locale);
  if (route.startsWith('/blog/') && !blogPages.has(route) && !route.startsWith('/blog/tags')) {
    return blogSource(route.slice('/blog/'.length), locale);
  }
  if (route === '/markdown-page') {
    return locale === 'zh'
      ? path.join(root, 'src/pages/markdown-page.md')
      : path.join(root, 'i18n/en/docusaurus-plugin-content-pages/markdown-page.md');
  }
  return undefined;
}

/** The blog options of docusaurus.config.ts (pagination, feeds). */
export const blogOptions = (
  createConfig().presets![0] as [string, {blog: {postsPerPage: number; feedOptions: {limit: number}}}]
)[1].blog;

/** A post's date: the date in its file name (YYYY-MM-DD-slug.md), as Docusaurus reads it. */
export function postDate(file: string): string {
  return /(\d{4}-\d{2}-\d{2})-[^/]*$/.exec(file)![1]!;
}

/** The posts of a locale, newest first, as the blog list, the feeds and the home page order them. */
export function postsNewestFirst(locale: Locale = 'zh'): string[] {
  return blogPosts(locale).sort((a, b) => postDate(b).localeCompare(postDate(a)));
}

/** The posts on the first page of the blog list (the blog paginates by postsPerPage). */
export function firstBlogPage(locale: Locale = 'zh'): string[] {
  return postsNewestFirst(locale).slice(0, blogOptions.postsPerPage);
}

/**
 * Labels of the docs folders whose `_category_.json`/`.yml` says `collapsed: false` and whose
 * parent folders are open too: the sidebar categories a reader sees open on the first page.
 */
export function openCategoryLabels(dir = path.join(root, 'docs')): string[] {
  const labels: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const folder = path.join(dir, entry.name);
    const meta = ['_category_.json', '_category_.yml', '_category_.yaml']
      .map((name) => path.join(folder, name))
      .find((file) => existsSync(file));
    const category = meta
      ? (yaml.load(readFileSync(meta, 'utf8')) as {label?: string; collapsed?: boolean})
      : {};
    if (category?.collapsed !== false) continue;
    labels.push(category.label ?? entry.name);
    labels.push(...openCategoryLabels(folder));
  }
  return labels;
}
