/**
 * Rehype plugin: makes each Markdown table reachable by keyboard (`tabindex="0"`). Infima makes
 * every table its own scroll box (`display: block; overflow: auto`), so a table wider than the
 * screen scrolls sideways; a keyboard user can scroll it only if it, or something in it, can take
 * the focus. A table of plain text could not: axe reports it (scrollable-region-focusable,
 * serious), found when the accessibility check reached an imported page with a wide table
 * (issue 49). Tables written as JSX, and the site's ScrollTable (a focusable, labelled region),
 * are left as they are.
 */

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function visit(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (child.type === 'element' && child.tagName === 'table' && child.properties?.tabIndex === undefined) {
      child.properties = {...child.properties, tabIndex: 0};
    }
    visit(child);
  }
}

export default function rehypeTableFocus() {
  return (tree: HastNode): void => visit(tree);
}
