/**
 * Ids in a copy of a picture (the zoom dialog's, zoom.ts). The copy must not repeat the page's
 * ids, but a drawing may need its own: a Mermaid diagram's <style> is scoped by its root id
 * (`#diagram-<key>-main-light .marker {…}`), its arrowheads are markers used as
 * `marker-end="url(#…)"`, a gradient is a `fill="url(#…)"`, a title is an `aria-labelledby`.
 * So the copy keeps its ids with a suffix, and every reference to them follows.
 *
 * Only ids written as plain CSS identifiers ([A-Za-z0-9_-]) are followed in style text; an id
 * that needs escaping in CSS keeps its suffix but a selector that escapes it is left as is.
 */

/** The text with each `#id` of a renamed id (url(#…), href="#…", CSS selectors) renamed. */
export function renameIdRefs(text: string, renamed: ReadonlyMap<string, string>): string {
  return text.replace(/#([\w-]+)/g, (whole, id: string) => {
    const to = renamed.get(id);
    return to === undefined ? whole : `#${to}`;
  });
}

/**
 * The style text with its id attribute selectors following the renamed ids: `[id$="-arrowhead"]`
 * (how Mermaid's sequence diagrams colour their arrowheads) and `[id="…"]` match a renamed id with
 * its suffix. Selectors that match no renamed id stay as they are.
 */
export function renameIdSelectors(css: string, renamed: ReadonlyMap<string, string>, suffix: string): string {
  const ids = [...renamed.keys()];
  // Quoted or not (the built page's minified style drops the quotes).
  return css.replace(/\[id(\$?=)(["']?)([\w-]+)\2\]/g, (whole, op: string, quote: string, value: string) =>
    ids.some((id) => (op === '=' ? id === value : id.endsWith(value)))
      ? `[id${op}${quote}${value}${suffix}${quote}]`
      : whole,
  );
}

/** A space-separated list of ids (aria-labelledby, aria-describedby…) with renamed ids renamed. */
export function renameIdList(list: string, renamed: ReadonlyMap<string, string>): string {
  return list
    .split(/\s+/)
    .map((id) => renamed.get(id) ?? id)
    .join(' ');
}

/** Attributes that hold a list of ids rather than `#id` references. */
const ID_LISTS = new Set(['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'for']);

/**
 * Gives every id inside `root` (and its own) the suffix, and rewrites the references to them in
 * attributes and <style> elements of the same subtree, so the copy draws as the original does.
 */
export function suffixIds(root: Element, suffix: string): void {
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    if (element.id) renamed.set(element.id, element.id + suffix);
  }
  if (renamed.size === 0) return;
  for (const element of elements) {
    for (const attribute of Array.from(element.attributes)) {
      const {name, value} = attribute;
      const next =
        name === 'id'
          ? renamed.get(value)
          : ID_LISTS.has(name)
            ? renameIdList(value, renamed)
            : value.includes('#')
              ? renameIdRefs(value, renamed)
              : undefined;
      if (next !== undefined && next !== value) attribute.value = next;
    }
    if (element.localName === 'style' && element.textContent) {
      element.textContent = renameIdSelectors(renameIdRefs(element.textContent, renamed), renamed, suffix);
    }
  }
}
