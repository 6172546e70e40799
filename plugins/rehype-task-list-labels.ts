/**
 * Rehype plugin: names each checkbox of a Markdown task list (`- [ ] Back up the world`) after
 * its item. GitHub-flavoured Markdown renders the box as a bare, disabled `<input
 * type="checkbox">` with no label, which axe reports as a serious violation (a form field without
 * a name) and a screen reader reads as "checkbox, not checked" without saying for what. Found when
 * the accessibility check reached an imported page with a checklist (issue 49).
 */

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/** The item's own text: without its checkbox and without the lists nested in it. */
function ownText(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  if (node.tagName === 'ul' || node.tagName === 'ol' || node.tagName === 'input') return '';
  return (node.children ?? []).map(ownText).join('');
}

/** The checkbox of a task-list item: its first child, or its first paragraph's (a loose list). */
function checkboxOf(item: HastNode): HastNode | undefined {
  const first = item.children?.find((child) => child.type === 'element');
  const box = first?.tagName === 'p' ? first.children?.find((child) => child.type === 'element') : first;
  return box?.tagName === 'input' && box.properties?.type === 'checkbox' ? box : undefined;
}

function label(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (child.tagName === 'li') {
      const box = checkboxOf(child);
      const text = ownText(child).replace(/\s+/g, ' ').trim();
      if (box && text && box.properties!.ariaLabel === undefined) box.properties!.ariaLabel = text;
    }
    label(child);
  }
}

export default function rehypeTaskListLabels() {
  return (tree: HastNode): void => label(tree);
}
