/**
 * A built page's sections, as the search indexes them: the page's opening (title, description,
 * keywords, the text before the first heading) and one section per `h2`/`h3` with an id (its
 * heading and text, linked by `#id`). Read from the built HTML, so every MDX component is
 * resolved into the text the reader sees. Left out: buttons and form controls, drawings (SVG:
 * diagrams and pictures repeat their text in several drawings), heading links, and anything marked
 * `data-search-ignore` (generated lists such as the change log's commits).
 */
import type {Element, ElementContent, Root} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {pageMain} from '../lib/pageMain';
import type {Section} from './build';

const SKIP = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
]);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'table',
  'tr',
  'td',
  'th',
  'pre',
  'blockquote',
  'section',
  'details',
  'summary',
  'figure',
  'figcaption',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'dl',
  'dt',
  'dd',
  'header',
]);

const classes = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/\s+/) : [];
};

function find(node: Root | Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function metaContent(root: Root, name: string): string {
  const meta = find(root, (el) => el.tagName === 'meta' && el.properties.name === name);
  return typeof meta?.properties.content === 'string' ? meta.properties.content : '';
}

type PageKind = 'doc' | 'post';

/** The element that holds a page's article text. */
function articleOf(root: Root, kind: PageKind): Element | undefined {
  return find(root, (el) =>
    kind === 'post'
      ? el.properties.id === '__blog-post-container'
      : classes(el).includes('theme-doc-markdown'),
  );
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The words of a page's address after its docs or blog root (`/docs/proxy/velocity-install` →
 * "proxy velocity install"): authors name files and slugs after what the page is about, often in
 * English beside a Chinese title (issue 49). Counted with the page's keywords.
 */
export function slugWords(url: string): string {
  let path = url.split(/[?#]/)[0]!;
  try {
    path = decodeURI(path);
  } catch {
    // Left as it is.
  }
  const segments = path.split('/').filter(Boolean);
  const root = segments.findIndex((segment) => segment === 'docs' || segment === 'blog');
  return segments
    .slice(root + 1)
    .join(' ')
    .replace(/[-_.]+/g, ' ')
    .trim();
}

/**
 * The sections of one built page. `url` is the page's path as links spell it; `title` its
 * title. Returns null when the page has no article (the caller names the page).
 */
export function pageSections(html: string, url: string, title: string, kind: PageKind): Section[] | null {
  const root = fromHtml(pageMain(html));
  const article = articleOf(root, kind);
  if (!article) return null;
  const sections: Section[] = [];
  let current: Section = {
    url,
    title,
    heading: '',
    text: '',
    keywords: [
      metaContent(root, 'keywords').replace(/,/g, ' '),
      metaContent(root, 'description'),
      slugWords(url),
    ]
      .filter(Boolean)
      .join(' '),
  };
  const parts: string[] = [];
  const close = () => {
    current.text = clean(parts.join(''));
    parts.length = 0;
    if (current.text || current.heading || sections.length === 0) sections.push(current);
  };
  const walk = (node: ElementContent) => {
    if (node.type === 'text') {
      parts.push(node.value);
      return;
    }
    if (node.type !== 'element') return;
    if (SKIP.has(node.tagName) || node.properties.dataSearchIgnore !== undefined) return;
    if (classes(node).includes('hash-link')) return;
    // The page's own title (a doc's <header><h1>) is the title field already.
    if (node.tagName === 'h1') return;
    if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof node.properties.id === 'string') {
      close();
      const heading = clean(node.children.map(textOf).join(''));
      current = {url: `${url}#${node.properties.id}`, title, heading, text: ''};
      return;
    }
    const block = BLOCK.has(node.tagName);
    if (block) parts.push(' ');
    for (const child of node.children) walk(child);
    if (block) parts.push(' ');
  };
  for (const child of article.children) walk(child);
  close();
  return sections;
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' || SKIP.has(node.tagName) || classes(node).includes('hash-link')) return '';
  return node.children.map(textOf).join('');
}
