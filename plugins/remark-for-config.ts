/**
 * Remark plugin: settles `<ForConfig login="…" admission="…" status="on|off" contact="other|none" port="other|default" player="atSignup|after" check="on|off">` blocks at build time, against
 * config/community.ts. A block that matches the configuration is replaced by its content, one
 * that does not is dropped, so a page ships only the text (and diagrams) of the community's own
 * settings instead of every variant. The <ForConfig> component makes the same decision at run
 * time (src/lib/newcomer.ts, `forConfigMatches`), so a block this plugin leaves alone — one whose
 * attributes are expressions — still shows correctly.
 */
import community, {type CommunityConfig} from '../config/community';
import {forConfigMatches, type ForConfigCondition, type PathConfig} from '../src/lib/newcomer';

type Node = {
  type: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
};

const CONDITIONS = new Set(['login', 'admission', 'status', 'contact', 'port', 'player', 'check']);

/** The block's conditions, or undefined when it is not a ForConfig block this plugin can settle. */
function conditionOf(node: Node): ForConfigCondition | undefined {
  if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'ForConfig') {
    return undefined;
  }
  const condition: ForConfigCondition = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !CONDITIONS.has(attribute.name ?? '')) return undefined;
    if (typeof attribute.value !== 'string') return undefined;
    condition[attribute.name as keyof ForConfigCondition] = attribute.value;
  }
  return condition;
}

/** Settles every ForConfig block below `node`, innermost last (a kept block's content is settled too). */
function settleForConfig(node: Node, config: PathConfig): void {
  if (!node.children) return;
  const settled: Node[] = [];
  // Where a block was: the seams before and after its content (or where it was dropped).
  const seams: number[] = [];
  for (const child of node.children) {
    const condition = conditionOf(child);
    if (condition === undefined) {
      settleForConfig(child, config);
      settled.push(child);
    } else {
      seams.push(settled.length);
      if (forConfigMatches(condition, config)) {
        const content: Node = {type: 'fragment', children: blockContent(child)};
        settleForConfig(content, config);
        settled.push(...(content.children ?? []));
        seams.push(settled.length);
      }
    }
  }
  node.children = joinLists(settled, seams);
}

/** Markdown's inline nodes: what a paragraph holds. */
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'mdxJsxTextElement',
  'mdxTextExpression',
]);

/**
 * What a kept block leaves in its place. A block on a line of its own with its text on that line
 * (`<ForConfig contact="other">Write to … see [a link](#x).</ForConfig>`) holds inline nodes
 * only: put where the block was, they would stand between paragraphs unwrapped, which MDX
 * separates with line breaks (a reader saw "see Applying without QQ ." and no paragraph). They
 * become a paragraph, as a line of text between paragraphs is in Markdown.
 */
function blockContent(block: Node): Node[] {
  const children = block.children ?? [];
  const inline = children.length > 0 && children.every((child) => PHRASING.has(child.type));
  return block.type === 'mdxJsxFlowElement' && inline ? [{type: 'paragraph', children}] : children;
}

/**
 * A block between the items of a list (`- a`, the block with `- b`, `- c`) splits the list in three;
 * once settled, the lists on either side of where it was join again, so the page has one list, with
 * or without the block's items, as if the author had written the items for the configuration alone.
 */
function joinLists(nodes: Node[], seams: number[]): Node[] {
  for (const seam of [...new Set(seams)].sort((a, b) => b - a)) {
    const before = nodes[seam - 1] as (Node & {ordered?: boolean}) | undefined;
    const after = nodes[seam] as (Node & {ordered?: boolean}) | undefined;
    if (before?.type === 'list' && after?.type === 'list' && before.ordered === after.ordered) {
      before.children = [...(before.children ?? []), ...(after.children ?? [])];
      nodes.splice(seam, 1);
    }
  }
  return nodes;
}

export default function remarkForConfig(options: {config?: PathConfig} = {}) {
  const config = options.config ?? (community as CommunityConfig);
  return (tree: Node): void => settleForConfig(tree, config);
}
