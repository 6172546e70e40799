/**
 * A check for active content in SVG that the site puts into its pages as markup (the Mermaid
 * drawings of diagram-cache/, through dangerouslySetInnerHTML in src/components/Diagram) or serves
 * from its own origin (static/). Such an SVG runs with the page's privileges, so the build refuses
 * one that contains:
 *
 * - a `<script>` element, or an element that loads another document or changes the page's URLs
 *   (`<foreignObject>`, whose HTML content can carry anything; `<iframe>`, `<object>`, `<embed>`,
 *   `<base>`, `<meta>`, `<link>`);
 * - an event handler attribute (`on*=`), in any case;
 * - a `javascript:` or `vbscript:` URL, or a `data:` URL other than a raster image, in any
 *   attribute (href, xlink:href, an animation's values/from/to…), also when spelled with
 *   character references, tabs, newlines or other control characters inside (`java&#x09;script:`),
 *   as a browser reads it;
 * - an animation (`<animate>`, `<set>`) of an `href` or an event handler, which could swap in
 *   such a URL after the page loads.
 *
 * The SVG is parsed as the browser parses the page's HTML (hast-util-from-html, parse5), so
 * character references are decoded and markup that breaks out of the SVG is seen too.
 */
import {fromHtml} from 'hast-util-from-html';

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** Elements that run script, hold HTML, or load or redirect to other documents. */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'handler',
  'listener',
]);

/** The attribute a hast property name stands for, near enough to name it in a message. */
function attributeName(property: string): string {
  if (property === 'xLinkHref') return 'xlink:href';
  return property.toLowerCase();
}

/**
 * A URL as the browser's URL parser sees its scheme: without ASCII whitespace and control
 * characters anywhere (the parser drops tabs and newlines inside it, and spaces and controls
 * around it), lower case.
 */
function compact(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
}

/** Why a value is a dangerous URL (or one item of a `values` list), or undefined. */
export function dangerousUrl(value: string): string | undefined {
  for (const item of value.split(';')) {
    const url = compact(item);
    const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
    if (scheme === 'javascript' || scheme === 'vbscript') return `a ${scheme}: URL`;
    if (scheme === 'data' && !/^data:image\/(png|jpeg|gif|webp|avif)([;,]|$)/.test(url)) {
      return `a data: URL that is not a raster image (${url.slice(0, 30)})`;
    }
  }
  return undefined;
}

/** Each piece of active content in an SVG (empty when there is none), in document order. */
export function activeContent(svg: string): string[] {
  const problems: string[] = [];
  const visit = (node: HastNode): void => {
    if (node.type === 'element' && node.tagName) {
      const tag = node.tagName;
      if (FORBIDDEN_ELEMENTS.has(tag.toLowerCase())) problems.push(`a <${tag}> element`);
      for (const [property, raw] of Object.entries(node.properties ?? {})) {
        const name = attributeName(property);
        if (name.startsWith('on')) {
          problems.push(`an event handler attribute ${name}= on <${tag}>`);
          continue;
        }
        const value = Array.isArray(raw) ? raw.join(' ') : String(raw);
        const why = dangerousUrl(value);
        if (why) problems.push(`${why} in ${name}= on <${tag}>`);
      }
      const animated = node.properties?.attributeName;
      if (/^(animate|set)$/i.test(tag) && typeof animated === 'string') {
        const target = compact(animated);
        if (/^(xlink:)?href$/.test(target) || target.startsWith('on')) {
          problems.push(`an <${tag}> of ${animated}`);
        }
      }
    }
    node.children?.forEach(visit);
  };
  visit(fromHtml(svg, {fragment: true}) as HastNode);
  return problems;
}

/** Throws, naming the file and what was found, when an SVG has active content. */
export function assertSafeSvg(svg: string, file: string): void {
  const problems = activeContent(svg);
  if (problems.length === 0) return;
  throw new Error(
    `${file}: an SVG that the site puts into its pages must not contain active content, and this ` +
      `one has ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}. ` +
      'Remove it (for a Mermaid drawing, fix the diagram and run `npm run diagrams` again).',
  );
}
