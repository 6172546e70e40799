import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import community from '../config/community';
import {siteTexts} from '../config/siteTexts';
import {localize} from '../src/lib/localized';
import {markdownPath} from '../src/lib/markdownPath';
import {diagramSources} from './diagrams/cache';
import {articleToMarkdown} from './lib/htmlToMarkdown';

/** A doc or post as llms.txt lists it. */
export interface ListedPage {
  kind: 'doc' | 'post';
  title: string;
  description: string;
  /** Path of the page, baseUrl included (`/en/docs/intro`). */
  permalink: string;
  /** Source file, absolute. */
  source: string;
}

interface DocLike {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  draft?: boolean;
}
interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: DocLike[]; sidebars: Record<string, SidebarItem[]>}[];
}
interface BlogContent {
  blogPosts: {metadata: DocLike & {date: Date | string}}[];
}

// The words of llms.txt: i18n/<locale>/site-text.json `llms`.
const SECTIONS = siteTexts.llms;

/** Doc ids in sidebar order (categories' own pages first), each once. */
export function sidebarOrder(items: SidebarItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc' && item.id) ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
      ids.push(...sidebarOrder(item.items ?? []));
    }
  }
  return [...new Set(ids)];
}

/** Every listed doc (in sidebar order, then the rest by path) and post (newest first). */
export function listedPages(docs: DocsContent | undefined, blog: BlogContent | undefined): ListedPage[] {
  const version = docs?.loadedVersions[0];
  const allDocs = (version?.docs ?? []).filter((doc) => !doc.unlisted && !doc.draft);
  const order = sidebarOrder(Object.values(version?.sidebars ?? {}).flat());
  const rank = (doc: DocLike) => (order.includes(doc.id) ? order.indexOf(doc.id) : order.length);
  const sortedDocs = [...allDocs].sort((a, b) => rank(a) - rank(b) || a.permalink.localeCompare(b.permalink));
  const posts = (blog?.blogPosts ?? [])
    .map((post) => post.metadata)
    .filter((post) => !post.unlisted && !post.draft)
    .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime());
  const entry = (kind: ListedPage['kind']) => (page: DocLike) => ({
    kind,
    title: page.title,
    description: page.description.replace(/\s+/g, ' ').trim(),
    permalink: page.permalink,
    source: page.source,
  });
  return [...sortedDocs.map(entry('doc')), ...posts.map(entry('post'))];
}

const escapeLinkText = (value: string) => value.replace(/[[\]\\]/g, '\\$&');

/** llms.txt (llmstxt.org): the site's name, its summary, then one list of docs and one of posts. */
export function llmsTxt(
  pages: ListedPage[],
  locale: string,
  siteUrl: string,
  otherLocales: {locale: string; url: string}[],
): string {
  const list = (kind: ListedPage['kind']) =>
    pages
      .filter((page) => page.kind === kind)
      .map((page) => {
        const note = page.description ? `: ${page.description}` : '';
        return `- [${escapeLinkText(page.title)}](${siteUrl}${markdownPath(page.permalink)})${note}`;
      });
  return [
    `# ${localize(community.siteTitle, locale)}`,
    '',
    `> ${localize(community.tagline, locale)}`,
    '',
    localize(SECTIONS.intro, locale),
    '',
    // The same list in each other language of the site, named in that language.
    ...otherLocales.flatMap((other) => [`${localize(SECTIONS.language, other.locale)}: ${other.url}`, '']),
    `## ${localize(SECTIONS.doc, locale)}`,
    '',
    ...list('doc'),
    '',
    `## ${localize(SECTIONS.post, locale)}`,
    '',
    ...list('post'),
    '',
  ].join('\n');
}

const isArticle = (kind: ListedPage['kind']) => (el: {properties: Record<string, unknown>}) =>
  kind === 'post'
    ? el.properties.id === '__blog-post-container'
    : Array.isArray(el.properties.className) && el.properties.className.includes('theme-doc-markdown');

/**
 * After the build of each locale: `<page>.md` beside every doc and post (its article converted
 * from the built HTML, plugins/lib/htmlToMarkdown.ts) and `llms.txt` listing them. A page whose
 * article cannot be found fails the build, naming it.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let pages: ListedPage[] = [];
  return {
    name: 'llms-txt',
    async allContentLoaded({allContent}) {
      pages = listedPages(
        allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
        allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined,
      );
    },
    async postBuild({outDir}) {
      const {baseUrl, i18n} = context;
      const locale = i18n.currentLocale;
      const inOutDir = (urlPath: string) => path.join(outDir, urlPath.slice(baseUrl.length));
      const diagrams = diagramSources(context.siteDir);
      for (const page of pages) {
        const built = [
          path.join(inOutDir(page.permalink), 'index.html'),
          `${inOutDir(page.permalink)}.html`,
        ].find((file) => existsSync(file));
        const body = built
          ? articleToMarkdown(readFileSync(built, 'utf8'), {
              article: isArticle(page.kind),
              pagePath: page.permalink,
              diagrams,
            })
          : null;
        if (body === null)
          throw new Error(`llms-txt: no built article for ${page.permalink} (${page.source})`);
        const description = page.description ? `> ${page.description}\n\n` : '';
        const file = inOutDir(markdownPath(page.permalink));
        mkdirSync(path.dirname(file), {recursive: true});
        writeFileSync(file, `# ${page.title}\n\n${description}${body}\n`);
      }
      const otherLocales = i18n.locales
        .filter((l) => l !== locale)
        .map((l) => ({
          locale: l,
          url: `${community.siteUrl}${l === i18n.defaultLocale ? '/' : `/${l}/`}llms.txt`,
        }));
      writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(pages, locale, community.siteUrl, otherLocales));
    },
  };
}
