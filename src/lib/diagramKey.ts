/**
 * Key of a Mermaid diagram's source text (FNV-1a, 32 bit, hex), used to look
 * up its rendered size so the page can reserve the space before Mermaid runs.
 */
export function diagramKey(source: string): string {
  let hash = 0x811c9dc5;
  for (const char of source.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The ```mermaid blocks of a Markdown file, in order. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^(`{3,})mermaid[^\n]*\n([\s\S]*?)\n\1[ \t]*$/gm)].map((m) => m[2]!);
}
