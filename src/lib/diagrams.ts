/**
 * Mermaid diagrams drawn ahead of time: the fences of a Markdown file, and the size rules the
 * page applies to the SVGs (src/components/Diagram). The cache of SVGs itself is read and
 * written on the build side (plugins/diagrams/cache.ts).
 */

/**
 * A ```mermaid fence of a Markdown file: its text as remark gives it, and its 1-based line; with
 * the narrow drawing its author wrote for phones, if any: a ```mermaid narrow fence right after
 * it (nothing but blank lines between them), shown instead where the column is too narrow.
 */
type MermaidFence = {source: string; line: number; narrow?: {source: string; line: number}};

/** The info string of a fence that is the narrow drawing of the fence before it. */
export const NARROW_META = 'narrow';

/**
 * The ```mermaid (or ~~~mermaid) fences of a Markdown file, in order, also when indented in a
 * list item: the content loses the fence's indentation, as in the Markdown syntax tree. A
 * ```mermaid narrow fence right after one is its `narrow`; anywhere else it is a fence of its own
 * (the build then fails: plugins/diagrams/remark.ts).
 */
export function mermaidBlocks(markdown: string): MermaidFence[] {
  const lines = markdown.split(/\r?\n/);
  const fences: (MermaidFence & {meta: string; end: number})[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})[ \t]*mermaid(?:[ \t]+([^\n]*?))?[ \t]*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!.length;
    const marker = open[2]!;
    const close = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]!); j++) {
      const line = lines[j]!;
      const leading = /^[ \t]*/.exec(line)![0].length;
      body.push(line.slice(Math.min(indent, leading)));
    }
    const fence = {source: body.join('\n'), line: i + 1, meta: open[3] ?? '', end: j};
    const before = fences.at(-1);
    if (
      fence.meta === NARROW_META &&
      before &&
      !before.narrow &&
      before.meta !== NARROW_META &&
      lines.slice(before.end + 1, i).every((l) => l.trim() === '')
    ) {
      before.narrow = {source: fence.source, line: fence.line};
    } else fences.push(fence);
    i = j;
  }
  return fences.map(({source, line, narrow}) => (narrow ? {source, line, narrow} : {source, line}));
}

/** One drawing of a diagram in both colour modes, as cached (sizes in CSS pixels). */
export type DiagramVariant = {
  /** The SVG for the light colour mode (Mermaid theme of site/theme.ts). */
  light: string;
  /** The same layout drawn in the dark colour mode's theme. */
  dark: string;
  width: number;
  height: number;
  /** Font size of the diagram's text at full size, in px. */
  fontSize: number;
};

/**
 * One colour mode of a drawing as a page holds it (plugins/diagrams/svg-loader.cjs): the
 * address of its SVG file, and the SVG itself only where the page's HTML is made (the server's
 * bundle), not in the browser's JavaScript.
 */
export type DiagramSvg = {url: string; markup?: string};

/** A drawing as a page holds it: its sizes, and each colour mode as a file. */
export type PageVariant = Omit<DiagramVariant, 'light' | 'dark'> & {light: DiagramSvg; dark: DiagramSvg};

/**
 * The smallest text a diagram may show, in rem: 11 CSS px at the browser's default 16 px, the
 * least size a phone reader reads without zooming (issue 32). A drawing is never shrunk so that
 * its text gets smaller than this: a narrow drawing is shown instead, or it scrolls sideways.
 */
export const MIN_TEXT_REM = 11 / 16;

/** The narrowest width, in rem, at which a drawing's text is still MIN_TEXT_REM. */
export function readableWidthRem(variant: Pick<DiagramVariant, 'width' | 'fontSize'>): number {
  return (variant.width / variant.fontSize) * MIN_TEXT_REM;
}

/**
 * Steps, in rem, of the column widths from which the diagram as written is shown instead of its
 * narrow drawing (CSS container queries in src/components/Diagram/styles.module.css, one per
 * step from the first to the last). Past the last step no page column is wide enough: the widest,
 * a doc without a table of contents on a large screen, is about 65rem.
 */
export const WIDE_STEP_REM = 4;
export const WIDE_FIRST_REM = 20;
export const WIDE_LAST_REM = 72;

/** The step from which the diagram as written is readable, or null when no column is wide enough. */
export function wideFromRem(main: Pick<DiagramVariant, 'width' | 'fontSize'>): number | null {
  const step = Math.max(WIDE_FIRST_REM, Math.ceil(readableWidthRem(main) / WIDE_STEP_REM) * WIDE_STEP_REM);
  return step > WIDE_LAST_REM ? null : step;
}

/**
 * What a page shows of a cached diagram: the drawing as written (main) and, if there is one, the
 * narrow drawing for columns where the main one would need its text shrunk below MIN_TEXT_REM.
 * A main drawing no page column can show readably is left out, and so is a narrow one that is
 * never needed.
 */
export function pageDrawings<V extends Pick<DiagramVariant, 'width' | 'fontSize'>>(
  main: V,
  narrow?: V,
): {main?: V; narrow?: V; wideFromRem?: number} {
  if (!narrow) return {main};
  const from = wideFromRem(main);
  if (from === null) return {narrow};
  if (from <= WIDE_FIRST_REM) return {main};
  return {main, narrow, wideFromRem: from};
}

/** One step of a flowchart read as text: a box, the label of the arrow out of it, or the box it goes back to. */
export type TextStep = {text: string; answer?: string; again?: boolean};

/** Steps in order, then (after a question, its last step) one branch per answer. */
export type TextSegment = {steps: TextStep[]; branches?: TextBranch[]};

/** A question's branch: the answer (its arrow's label) and what follows it. */
export type TextBranch = TextSegment & {answer?: string};

/** A sequence diagram's line read as text: a message from one participant to another, a note, or a block's condition. */
export type TextMessage = {from?: string; to?: string; text: string; kind?: 'note' | 'block'};

/** A diagram's text alternative (plugins/diagrams/textAlternative.ts): its author's description, a flowchart's outline or a sequence diagram's messages. */
export type DiagramText = {title?: string} & (
  {description: string} | {outline: TextSegment[]} | {messages: TextMessage[]}
);
