/**
 * A flowchart's text alternative (plugins/diagrams/textAlternative.ts), what the remark plugin puts
 * in the figure, and the content's own flowcharts: each has one that names every box.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {diagramText, MAX_STEPS, plainLabel, readFlowchart} from '../plugins/diagrams/textAlternative';
import {contentDiagrams} from '../plugins/diagrams/cache';
import type {DiagramText, TextSegment} from '../src/lib/diagrams';

const outline = (text: DiagramText | undefined): TextSegment[] => {
  assert.ok(text && 'outline' in text, JSON.stringify(text));
  return text.outline;
};
/** Every step's text, answers included, in reading order. */
const words = (segments: TextSegment[]): string[] =>
  segments.flatMap((s) => [
    ...s.steps.flatMap((step) => [step.text, ...(step.answer ? [step.answer] : [])]),
    ...(s.branches ?? []).flatMap((b) => [...(b.answer ? [b.answer] : []), ...words([b])]),
  ]);

describe('diagramText', () => {
  it('reads a straight flowchart as its steps in order, in any shape and arrow', () => {
    const text = diagramText(
      'flowchart LR\n  a(["开始"]) --> b[[二]]\n  b -.-> c{{"三"}} ==> d((四));\n  d --- e>五] --o f[/六/]',
    );
    assert.deepEqual(outline(text), [
      {steps: ['开始', '二', '三', '四', '五', '六'].map((t) => ({text: t}))},
    ]);
  });

  it("makes a question's ways out its branches, each named by its arrow's label (piped or in the arrow)", () => {
    const text = diagramText(
      'graph TD\n  q{"Which one?"} -->|"Java"| j["Install Java"]\n  q -- Bedrock --> b["Open the game"]\n  j --> done(["In"])\n  b --> done',
    );
    assert.deepEqual(outline(text), [
      {
        steps: [{text: 'Which one?'}],
        branches: [
          {answer: 'Java', steps: [{text: 'Install Java'}, {text: 'In'}]},
          {answer: 'Bedrock', steps: [{text: 'Open the game'}, {text: 'In'}]},
        ],
      },
    ]);
  });

  it('keeps the label of a single way out with its step, ends a loop where it comes back, and reads chains and &', () => {
    const text = diagramText(
      'flowchart LR\n  p["P"] -->|"TCP"| s["S"] --> c["C"]\n  c -.->|"keeps"| s\n  c --> m & n',
    );
    assert.deepEqual(outline(text), [
      {
        steps: [{text: 'P', answer: 'TCP'}, {text: 'S'}, {text: 'C'}],
        branches: [
          {answer: 'keeps', steps: [{text: 'S', again: true}]},
          {steps: [{text: 'm'}]},
          {steps: [{text: 'n'}]},
        ],
      },
    ]);
  });

  it('skips what does not order boxes (styles, classes, subgraphs, comments, invisible links)', () => {
    const text = diagramText(
      'flowchart TD\n  %% a comment\n  subgraph one [One]\n  a["A"]:::hot --> b["B"]\n  end\n  a ~~~ c["C"]\n  classDef hot fill:#f00\n  style b stroke:#000\n  linkStyle 0 stroke:#000\n  click a "https://example.com"',
    );
    assert.deepEqual(outline(text), [{steps: [{text: 'A'}, {text: 'B'}]}, {steps: [{text: 'C'}]}]);
  });

  it("uses the author's accessibility description when there is one", () => {
    assert.deepEqual(
      diagramText('flowchart TD\n  accTitle: Joining\n  accDescr: Apply, then join.\n  a --> b'),
      {
        title: 'Joining',
        description: 'Apply, then join.',
      },
    );
    assert.deepEqual(diagramText('flowchart TD\n  accDescr {\n    Two\n    lines\n  }\n  a --> b'), {
      title: undefined,
      description: 'Two lines',
    });
  });

  it('gives no text for other diagram types, syntax it does not know, no arrows, or an outline too long', () => {
    assert.equal(diagramText('pie\n  "A": 1'), undefined);
    assert.equal(diagramText('flowchart TD\n  a["A"] --> b["B\n'), undefined);
    assert.equal(diagramText('flowchart TD\n  a["A"] ?? b'), undefined);
    assert.equal(diagramText('flowchart TD\n  a["A"]'), undefined);
    // A question with a question behind each answer, twice over: 2^n steps.
    const layers = Math.ceil(Math.log2(MAX_STEPS)) + 1;
    const lines = Array.from(
      {length: layers},
      (_, i) => `  n${i} --> n${i + 1}a & n${i + 1}b\n  n${i + 1}a --> n${i + 1}\n  n${i + 1}b --> n${i + 1}`,
    );
    assert.equal(diagramText(`flowchart TD\n${lines.join('\n')}`), undefined);
  });

  it("reads a sequence diagram as its messages in order, participants by their names, with notes and blocks' conditions", () => {
    assert.deepEqual(
      diagramText(
        'sequenceDiagram\n  participant C as Client\n  actor S\n  C->>S: hello\n  Note over C,S: fast\n  loop every tick\n    S-->>+C: reply\n  end',
      ),
      {
        title: undefined,
        messages: [
          {from: 'Client', to: 'S', text: 'hello'},
          {text: 'fast', kind: 'note'},
          {text: 'every tick', kind: 'block'},
          {from: 'S', to: 'Client', text: 'reply'},
        ],
      },
    );
    assert.equal(diagramText('sequenceDiagram\n  C=>S hello'), undefined);
  });

  it('reads labels as text: line breaks, markup and entity codes', () => {
    assert.equal(plainLabel('"游戏比服务器新：<br/>等管理员更新"'), '游戏比服务器新：等管理员更新');
    assert.equal(plainLabel('"Player<br>connects"'), 'Player connects');
    assert.equal(plainLabel('"`**bold** text`"'), 'bold text');
    assert.equal(plainLabel('"say #quot;hi#quot; #35;1"'), 'say "hi" #1');
    assert.equal(readFlowchart('flowchart TD\n  a["x"] --> b')!.labels.get('b'), 'b');
  });
});

describe("the content's diagrams", () => {
  const siteDir = path.join(__dirname, '..');
  it('each one read has a text alternative that names every box and every label of its arrows', () => {
    for (const diagram of contentDiagrams(siteDir)) {
      const graph = readFlowchart(diagram.source);
      const text = diagramText(diagram.source);
      // Syntax this reader does not know (a fork's): the drawing keeps its own text; not a failure.
      if (!graph || !text || !('outline' in text)) continue;
      const where = `${diagram.file}:${diagram.line}`;
      const said = new Set(words(text.outline));
      for (const label of graph.labels.values())
        assert.ok(said.has(label), `${where}: "${label}" is not in its text`);
      for (const edge of graph.edges)
        if (edge.label) assert.ok(said.has(edge.label), `${where}: "${edge.label}"`);
    }
  });
});
