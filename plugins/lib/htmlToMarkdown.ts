/**
 * A page's rendered article (built HTML) as Markdown, for the Markdown copy served beside each
 * page (plugins/llms-txt.ts). Working from the built HTML means every MDX component is already
 * resolved: config values, the data-driven tables (commands, Java versions, builds, OPs) and the
 * address card come out as the reader sees them. The theme's widgets are turned back into plain
 * Markdown: code blocks (language and title), tabs (a bold label before each panel), admonitions
 * (a quote headed by their label), diagrams (their Mermaid source, found by the key the figure's
 * data-diagram holds: a diagram of an imported partial, or one of several variants, comes out
 * right), pictures drawn in SVG (their text alternative, for a picture of a program's screen
 * also instead of its caption), images that open larger (the image); buttons, form fields, icons and
 * heading links are dropped, and so are table columns left empty by that (the copy buttons).
 */
import type {Element, ElementContent, Nodes, Root as HastRoot} from 'hast';
import type {Code, Nodes as MdastNodes, Table} from 'mdast';
import {fromHtml} from 'hast-util-from-html';
import {pageMain} from './pageMain';
import {toMdast} from 'hast-util-to-mdast';
import {toText} from 'hast-util-to-text';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';

type Parent = HastRoot | Element;

const classes = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};
/** CSS-module class names carry a hash suffix: match on the prefix. */
const hasClass = (node: Element, prefix: string): boolean =>
  classes(node).some((name) => name === prefix || name.startsWith(`${prefix}_`));
const isElement = (node: Nodes | ElementContent | undefined): node is Element => node?.type === 'element';

function find(node: Parent, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function findAll(node: Parent, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    else findAll(child, test, out);
  }
  return out;
}

const h = (
  tagName: string,
  children: ElementContent[] = [],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({type: 'text', value});

const DROP_TAGS = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'script',
  'style',
  'noscript',
  'template',
]);

/** The accessible name of a picture (role="img"): aria-label, aria-labelledby, or its <title>. */
function pictureName(node: Element, root: Parent): string {
  if (typeof node.properties.ariaLabel === 'string') return node.properties.ariaLabel;
  const ids = node.properties.ariaLabelledBy;
  if (ids) {
    const wanted = new Set((Array.isArray(ids) ? ids : String(ids).split(/\s+/)).map(String));
    const named = findAll(root, (el) => wanted.has(String(el.properties.id ?? '')));
    if (named.length > 0) return named.map((el) => toText(el)).join(' ');
  }
  const title = find(node, (el) => el.tagName === 'title');
  return title ? toText(title) : '';
}

interface Context {
  root: Parent;
  /** Mermaid sources of the site's diagrams, by the key their figure's data-diagram holds. */
  diagrams: Record<string, string>;
  /** URL path of the page, for resolving relative links. */
  pagePath: string;
}

/** Rewrites the theme's widgets into plain elements (see the file comment); returns the new children. */
function simplify(node: Parent, ctx: Context): ElementContent[] {
  const out: ElementContent[] = [];
  for (const child of node.children as ElementContent[]) {
    if (!isElement(child)) {
      if (child.type !== 'comment') out.push(child);
      continue;
    }
    const el = child;
    const aria = el.properties;
    // A picture of a program's screen (src/components/Screen): its text alternative says what it
    // shows and what each numbered mark asks, so it stands for the figure and its caption.
    if (el.tagName === 'figure' && el.properties.dataPicture !== undefined) {
      // (Drawn at build time, it is an <img> with that text as alt; an older drawing was SVG.)
      const picture = find(el, (e) => e.properties.role === 'img' || e.tagName === 'img');
      const name = !picture
        ? ''
        : picture.tagName === 'img'
          ? String(picture.properties.alt ?? '')
          : pictureName(picture, ctx.root);
      const note = find(el, (e) => e.tagName === 'small');
      if (name) out.push(h('p', [h('em', [text(`[${name}]`)])]));
      if (note) out.push(h('p', [text(toText(note).trim())]));
      continue;
    }
    // A diagram (which opens larger too): its Mermaid source.
    if (el.properties.dataDiagram !== undefined) {
      const source = ctx.diagrams[String(el.properties.dataDiagram)];
      if (source !== undefined) out.push(h('pre', [h('code', [text(source)])], {dataLang: 'mermaid'}));
      continue;
    }
    // An image that opens larger (a button round it): the image, without the button.
    if (el.properties.dataZoomable !== undefined) {
      const pictures = findAll(el, (e) => e.tagName === 'img' || e.properties.role === 'img');
      out.push(...simplify({...el, children: pictures}, ctx));
      continue;
    }
    if (DROP_TAGS.has(el.tagName) || hasClass(el, 'hash-link') || aria.ariaHidden === 'true') continue;
    if (aria.role === 'img') {
      const name = pictureName(el, ctx.root);
      if (name) out.push(h('p', [h('em', [text(`[${name}]`)])]));
      continue;
    }
    if (el.tagName === 'svg') continue;
    if (hasClass(el, 'theme-code-block')) {
      const lang = classes(el)
        .find((name) => name.startsWith('language-'))
        ?.slice('language-'.length);
      const title = find(el, (e) => hasClass(e, 'codeBlockTitle'));
      const code = find(el, (e) => e.tagName === 'code');
      const lines = code ? findAll(code, (e) => hasClass(e, 'token-line')) : [];
      const value =
        lines.length > 0
          ? lines.map((line) => toText(line).replace(/\n$/, '')).join('\n')
          : code
            ? toText(code)
            : '';
      out.push(
        h('pre', [h('code', [text(value.replace(/\n$/, ''))])], {
          dataLang: lang && lang !== 'text' ? lang : undefined,
          dataTitle: title ? toText(title) : undefined,
        }),
      );
      continue;
    }
    if (hasClass(el, 'tabs-container')) {
      const tabs = findAll(el, (e) => e.properties.role === 'tab');
      const panels = findAll(el, (e) => e.properties.role === 'tabpanel');
      panels.forEach((panel, i) => {
        const label = tabs[i] ? toText(tabs[i]!).trim() : '';
        if (label) out.push(h('p', [h('strong', [text(label)])]));
        out.push(...simplify(panel, ctx));
      });
      continue;
    }
    if (hasClass(el, 'theme-admonition')) {
      const heading = find(el, (e) => hasClass(e, 'admonitionHeading'));
      const content = find(el, (e) => hasClass(e, 'admonitionContent'));
      const label = heading ? toText({...heading, children: simplify(heading, ctx)}).trim() : '';
      out.push(
        h('blockquote', [
          ...(label ? [h('p', [h('strong', [text(label)])])] : []),
          ...(content ? simplify(content, ctx) : []),
        ]),
      );
      continue;
    }
    if (el.properties.hidden !== undefined && el.properties.hidden !== false) continue;
    if (el.tagName === 'table') {
      const caption = find(el, (e) => e.tagName === 'caption');
      if (caption) out.push(h('p', [h('strong', [text(toText(caption).trim())])]));
    }
    // A row's own permalink ("#") in a table: the page links to the row elsewhere if it matters.
    if (el.tagName === 'a' && toText(el).trim() === '#') continue;
    if (el.tagName === 'td' || el.tagName === 'th') {
      out.push({...el, children: inline(simplify(el, ctx))});
      continue;
    }
    if (el.tagName === 'a' && typeof el.properties.href === 'string') {
      el.properties.href = absoluteHref(el.properties.href, ctx.pagePath);
    }
    if (el.tagName === 'img' && typeof el.properties.src === 'string') {
      el.properties.src = absoluteHref(el.properties.src, ctx.pagePath);
    }
    out.push({...el, children: simplify(el, ctx)});
  }
  return out;
}

const BLOCK = new Set([
  'p',
  'div',
  'section',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'br',
]);

/**
 * Block content of a table cell as one line (a Markdown table row is one line): blocks become
 * their content separated by spaces, list items by "; ".
 */
function inline(nodes: ElementContent[]): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (isElement(node) && BLOCK.has(node.tagName)) {
      if (out.length > 0) out.push(text(node.tagName === 'li' ? '; ' : ' '));
      out.push(...inline(node.children));
    } else {
      out.push(node);
    }
  }
  return out;
}

/** A link relative to the page as a path from the site root (other schemes unchanged). */
function absoluteHref(href: string, pagePath: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return href;
  const url = new URL(href, `http://site${pagePath}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Drops table columns whose body cells are all empty (the copy-button column). */
function dropEmptyColumns(node: MdastNodes): void {
  if (node.type === 'table') {
    const table = node as Table;
    const width = Math.max(...table.children.map((row) => row.children.length));
    const empty = new Set<number>();
    for (let col = 0; col < width; col++) {
      const body = table.children.slice(1);
      if (
        body.length > 0 &&
        body.every((row) => !row.children[col] || row.children[col]!.children.length === 0)
      ) {
        empty.add(col);
      }
    }
    if (empty.size > 0) {
      for (const row of table.children) row.children = row.children.filter((_, col) => !empty.has(col));
      table.align = table.align?.filter((_, col) => !empty.has(col));
    }
    return;
  }
  if ('children' in node) for (const child of node.children) dropEmptyColumns(child as MdastNodes);
}

/**
 * The article element of a built page as Markdown. `html` is the whole built page, `selector`
 * picks the article: the doc's `.theme-doc-markdown` or the post's `#__blog-post-container`;
 * `diagrams` gives the Mermaid sources by key (diagramSources of plugins/diagrams/cache.ts).
 */
export function articleToMarkdown(
  html: string,
  options: {article: (el: Element) => boolean; pagePath: string; diagrams?: Record<string, string>},
): string | null {
  const page = fromHtml(pageMain(html));
  const article = find(page, options.article);
  if (!article) return null;
  const ctx: Context = {
    root: page,
    diagrams: options.diagrams ?? {},
    pagePath: options.pagePath,
  };
  // The page title becomes the file's own heading.
  const body = simplify(article, ctx).filter(
    (node) =>
      !(
        isElement(node) &&
        (node.tagName === 'h1' || (node.tagName === 'header' && find(node, (e) => e.tagName === 'h1')))
      ),
  );
  const tree = toMdast(
    {type: 'root', children: body},
    {
      handlers: {
        pre(state, node: Element) {
          const result: Code = {
            type: 'code',
            lang: (node.properties.dataLang as string | undefined) ?? null,
            meta: node.properties.dataTitle ? `title="${String(node.properties.dataTitle)}"` : null,
            value: toText(node),
          };
          state.patch(node, result);
          return result;
        },
      },
    },
  );
  dropEmptyColumns(tree);
  return toMarkdown(tree, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    rule: '-',
    fences: true,
    listItemIndent: 'one',
    emphasis: '_',
  }).trim();
}
