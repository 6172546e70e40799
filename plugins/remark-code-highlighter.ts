/**
 * Remark plugin: a Markdown page with a fenced code block (other than a Mermaid diagram) or a
 * <CodeBlock> element imports the code highlighter (src/components/CodeHighlighter/register.tsx):
 * the theme's highlighted block, which the page's chunk then holds. Its Prism is the server's
 * (the page's HTML is highlighted); in the browser it is a chunk loaded only when a block is drawn
 * there (src/theme/CodeBlock/Content). Pages without code load neither, and neither is in the
 * main bundle.
 */
import {mdxImport} from './lib/mdxImport';

export const HIGHLIGHTER_MODULE = '@site/src/components/CodeHighlighter/register';

type Node = {
  type: string;
  lang?: string | null;
  name?: string | null;
  children?: Node[];
  value?: string;
  data?: unknown;
};

export function hasCodeBlock(node: Node): boolean {
  if (node.type === 'code' && node.lang !== 'mermaid') return true;
  if (node.type.startsWith('mdxJsx') && node.name === 'CodeBlock') return true;
  return (node.children ?? []).some(hasCodeBlock);
}

export default function remarkCodeHighlighter() {
  return (tree: Node): void => {
    if (hasCodeBlock(tree)) tree.children = [mdxImport(HIGHLIGHTER_MODULE), ...(tree.children ?? [])];
  };
}
