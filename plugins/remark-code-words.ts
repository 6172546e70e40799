/**
 * Remark plugin: a short inline code with no space in it (a command word such as `#白名单申请` or
 * `#wl-status`, a file or key name) gets the class `code-word`, which src/css/custom.css keeps on
 * one line. On a phone a table squeezes its columns and Chinese allows a break between any two
 * characters, so `#白名单申请` broke into three lines and `#wl-status` at its hyphen. A longer code
 * (an address, a path) still wraps, so it never widens the page.
 */
type Node = {type: string; value?: string; children?: Node[]; data?: {hProperties?: Record<string, unknown>}};

/** The longest code kept on one line: 24 characters fit a phone's narrowest table column twice over. */
export const CODE_WORD_MAX = 24;

export const isCodeWord = (value: string): boolean => value.length <= CODE_WORD_MAX && !/\s/.test(value);

function mark(node: Node): void {
  if (node.type === 'inlineCode' && isCodeWord(node.value ?? '')) {
    node.data = {...node.data, hProperties: {...node.data?.hProperties, className: ['code-word']}};
  }
  node.children?.forEach(mark);
}

export default function remarkCodeWords() {
  return (tree: Node): void => mark(tree);
}
