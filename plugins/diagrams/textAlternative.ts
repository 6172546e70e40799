/**
 * A diagram's text alternative, read from its Mermaid source at build time: a flowchart as an
 * outline of its steps in order, a question's answers as branches; a sequence diagram as its
 * messages and notes in order. For screen readers and for whoever reads the page as text. The drawing's own SVG text is in layout order (every edge
 * label, then every box), which reads as a list of unrelated labels; the figure hides the drawing
 * from screen readers and gives them this instead (src/components/Diagram).
 *
 * The author's own description wins: a diagram with `accDescr` (Mermaid's accessibility
 * description) is described by it. A diagram this reader does not understand (syntax it does
 * not know, or more steps than an outline can carry) gets no generated text, and the drawing stays
 * readable as before: nothing an author writes fails here.
 */
import type {DiagramText, TextBranch, TextMessage, TextSegment, TextStep} from '../../src/lib/diagrams';

type Edge = {from: string; to: string; label?: string};
type Graph = {labels: Map<string, string>; order: string[]; edges: Edge[]};

/** At most this many steps in the outline: beyond it a text is longer than a reader can hold. */
export const MAX_STEPS = 120;

const ID = String.raw`[A-Za-z0-9_\u00C0-\uFFFF]+(?:[-.][A-Za-z0-9_\u00C0-\uFFFF]+)*`;
/** Node shapes: opening and closing delimiters, longest first. */
const SHAPES: [string, string][] = [
  ['(((', ')))'],
  ['((', '))'],
  ['([', '])'],
  ['[[', ']]'],
  ['[(', ')]'],
  ['{{', '}}'],
  ['[/', '/]'],
  ['[/', '\\]'],
  ['[\\', '\\]'],
  ['[\\', '/]'],
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['>', ']'],
];
/** A whole link (`-->`, `---`, `-.->`, `==>`, `--o`, `~~~`…), optionally two-headed. */
const LINK = /^\s*(<)?(-{2,}>|-{3,}|={2,}>|={3,}|-\.+->|-\.+-|-{2,}[ox]\b|={2,}[ox]\b|~{3,})/;
/** A link with its label in the middle: `-- text -->`, `-. text .->`, `== text ==>`. */
const TEXT_LINK =
  /^\s*(<)?(--|==|-\.)\s+(.+?)\s*(-{2,}>|-{3,}|={2,}>|={3,}|\.+->|\.+-|-{2,}[ox]\b|={2,}[ox]\b)/;

/** A label as read: line breaks as spaces (none between Chinese characters), no markup. */
export function plainLabel(raw: string): string {
  const cjk = String.raw`[\u2E80-\u9FFF\uFF00-\uFFEF\u3000-\u303F]`;
  return raw
    .replace(/^"([\s\S]*)"$/, '$1')
    .replace(/^`([\s\S]*)`$/, '$1')
    .replace(/<br\s*\/?>|\\n/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\*\*|__/g, '')
    .replace(/#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(
      /#(quot|amp|lt|gt|nbsp);/g,
      (_, n: string) => ({quot: '"', amp: '&', lt: '<', gt: '>', nbsp: ' '})[n]!,
    )
    .replace(new RegExp(`(${cjk})\\s*\\n\\s*(?=${cjk})`, 'g'), '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads one node (`id`, `id["label"]`, `id{label}`, `id:::class`…) at the start of `text`. */
function readNode(text: string): {id: string; label?: string; rest: string} | undefined {
  const match = new RegExp(`^\\s*(${ID})`).exec(text);
  if (!match) return undefined;
  const id = match[1]!;
  let rest = text.slice(match[0].length);
  let label: string | undefined;
  const shape = SHAPES.find(([open]) => rest.startsWith(open));
  if (shape) {
    const [open, close] = shape;
    const inner = rest.slice(open.length);
    let end: number;
    if (inner.startsWith('"')) {
      const quote = inner.indexOf('"', 1);
      if (quote < 0 || !inner.startsWith(close, quote + 1)) return undefined;
      end = quote + 1;
    } else {
      end = inner.indexOf(close);
      if (end < 0) return undefined;
    }
    label = plainLabel(inner.slice(0, end));
    rest = inner.slice(end + close.length);
  } else if (rest.startsWith('@{')) {
    // Mermaid 11's shape syntax: A@{ shape: rect, label: "…" }.
    const end = rest.indexOf('}');
    if (end < 0) return undefined;
    const given = /\blabel\s*:\s*"([^"]*)"/.exec(rest.slice(0, end));
    if (given) label = plainLabel(given[1]!);
    rest = rest.slice(end + 1);
  }
  rest = rest.replace(/^:::[\w-]+/, '');
  return {id, label, rest};
}

/** The graph of a flowchart's source; undefined for another diagram type or syntax not understood. */
export function readFlowchart(source: string): (Graph & {description?: string; title?: string}) | undefined {
  const lines = source.replace(/%%.*$/gm, '').split('\n');
  const header = lines.findIndex((l) => l.trim() !== '');
  if (header < 0 || !/^\s*(?:flowchart|graph)\b/.test(lines[header]!)) return undefined;
  const graph: Graph = {labels: new Map(), order: [], edges: []};
  let description: string | undefined;
  let title: string | undefined;
  const see = (id: string, label?: string) => {
    if (!graph.labels.has(id)) graph.order.push(id);
    if (label !== undefined || !graph.labels.has(id))
      graph.labels.set(id, label ?? graph.labels.get(id) ?? id);
  };
  const body = lines.slice(header + 1).join('\n');
  // accDescr { … } spans lines.
  const withoutBlock = body.replace(/^\s*accDescr\s*\{([\s\S]*?)\}/m, (_, text: string) => {
    description = plainLabel(text);
    return '';
  });
  for (const statement of withoutBlock.split(/\n|;/)) {
    const line = statement.trim();
    if (line === '') continue;
    const acc = /^(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (acc) {
      if (acc[1] === 'accTitle') title = plainLabel(acc[2]!);
      else description = plainLabel(acc[2]!);
      continue;
    }
    if (/^(subgraph|end|direction|classDef|class|style|linkStyle|click)\b/.test(line)) continue;
    let rest = line;
    let previous: string[] = [];
    let pendingLabel: string | undefined;
    for (;;) {
      const group: string[] = [];
      for (;;) {
        const node = readNode(rest);
        if (!node) return undefined;
        see(node.id, node.label);
        group.push(node.id);
        rest = node.rest;
        const and = /^\s*&/.exec(rest);
        if (!and) break;
        rest = rest.slice(and[0].length);
      }
      for (const from of previous) for (const to of group) graph.edges.push({from, to, label: pendingLabel});
      if (rest.trim() === '') break;
      const textLink = TEXT_LINK.exec(rest);
      const link = textLink ?? LINK.exec(rest);
      if (!link) return undefined;
      rest = rest.slice(link[0].length);
      pendingLabel = textLink ? plainLabel(textLink[3]!) : undefined;
      const piped = /^\s*\|([^|]*)\|/.exec(rest);
      if (piped) {
        pendingLabel = plainLabel(piped[1]!);
        rest = rest.slice(piped[0].length);
      }
      // An invisible link (~~~) places boxes; it says nothing about the order.
      previous = /~/.test(link[0]) ? [] : group;
      if (pendingLabel === '') pendingLabel = undefined;
    }
  }
  return {...graph, description, title};
}

/**
 * A graph as an outline: from each start (a box nothing leads to; else the first box), its boxes in
 * order while there is one way on; where there are several (a question), one branch per way, each
 * named by its arrow's label. A box reached again on the way is its branch's last step, marked
 * `again`; a box two branches reach is written in both. Undefined when the outline would pass
 * MAX_STEPS steps.
 */
function outlineOf(graph: Graph): TextSegment[] | undefined {
  const out = new Map<string, Edge[]>();
  for (const edge of graph.edges) out.set(edge.from, [...(out.get(edge.from) ?? []), edge]);
  const entered = new Set(graph.edges.map((e) => e.to));
  const reached = new Set<string>();
  let count = 0;
  const segment = (first: string, before: string[]): TextSegment | undefined => {
    const steps: TextStep[] = [];
    const route = [...before];
    for (let id: string | undefined = first; id !== undefined;) {
      if (++count > MAX_STEPS) return undefined;
      const text = graph.labels.get(id)!;
      if (route.includes(id)) {
        steps.push({text, again: true});
        break;
      }
      reached.add(id);
      route.push(id);
      const ways: Edge[] = out.get(id) ?? [];
      if (ways.length > 1) {
        const branches: TextBranch[] = [];
        for (const way of ways) {
          const next = segment(way.to, route);
          if (!next) return undefined;
          branches.push(way.label ? {answer: way.label, ...next} : next);
        }
        steps.push({text});
        return {steps, branches};
      }
      const way: Edge | undefined = ways[0];
      steps.push(way?.label ? {text, answer: way.label} : {text});
      id = way?.to;
    }
    return {steps};
  };
  const starts = graph.order.filter((id) => !entered.has(id));
  const outline: TextSegment[] = [];
  for (const start of starts.length > 0 ? starts : graph.order.slice(0, 1)) {
    const part = segment(start, []);
    if (!part) return undefined;
    outline.push(part);
  }
  // Boxes only a loop reaches (no start leads there): from the first of them.
  for (const id of graph.order) {
    if (reached.has(id)) continue;
    const part = segment(id, []);
    if (!part) return undefined;
    outline.push(part);
  }
  return outline;
}

/** The participants' names and a sequence diagram's lines as text; undefined for another type or syntax not understood. */
function readSequence(source: string): DiagramText | undefined {
  const lines = source.replace(/%%.*$/gm, '').split('\n');
  const header = lines.findIndex((l) => l.trim() !== '');
  if (header < 0 || !/^\s*sequenceDiagram\b/.test(lines[header]!)) return undefined;
  const names = new Map<string, string>();
  const name = (id: string) => names.get(id.trim()) ?? plainLabel(id);
  const messages: TextMessage[] = [];
  let title: string | undefined;
  let description: string | undefined;
  for (const raw of lines.slice(header + 1)) {
    const line = raw.trim();
    if (line === '' || /^(end|autonumber|activate|deactivate|rect|box|destroy|create)\b/.test(line)) continue;
    let m: RegExpExecArray | null;
    if ((m = /^(accTitle|accDescr|title)\s*:?\s*(.*)$/.exec(line))) {
      if (m[1] === 'accDescr') description = plainLabel(m[2]!);
      else title = plainLabel(m[2]!);
    } else if ((m = /^(?:participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$/.exec(line))) {
      names.set(m[1]!.trim(), plainLabel(m[2] ?? m[1]!));
    } else if ((m = /^note\s+(?:left of|right of|over)\s+[^:]+:\s*(.*)$/i.exec(line))) {
      messages.push({text: plainLabel(m[1]!), kind: 'note'});
    } else if ((m = /^(loop|alt|else|opt|par|and|critical|option|break)\b\s*(.*)$/.exec(line))) {
      if (m[2]) messages.push({text: plainLabel(m[2]), kind: 'block'});
    } else if (
      (m =
        /^([^-<>:]+?)\s*(?:-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\)|<<-{1,2}>>)\s*[+-]?\s*([^:]+?)\s*:\s*(.*)$/.exec(
          line,
        ))
    ) {
      messages.push({from: name(m[1]!), to: name(m[2]!), text: plainLabel(m[3]!)});
    } else return undefined;
  }
  if (description) return {title, description};
  return messages.some((message) => message.from) ? {title, messages} : undefined;
}

/** A flowchart's or sequence diagram's text alternative (see above); undefined where none is made. */
export function diagramText(source: string): DiagramText | undefined {
  const graph = readFlowchart(source);
  if (!graph) return readSequence(source);
  if (graph.description) return {title: graph.title, description: graph.description};
  if (graph.edges.length === 0) return undefined;
  const outline = outlineOf(graph);
  return outline && {title: graph.title, outline};
}
