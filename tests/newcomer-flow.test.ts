import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import type {Admission, JavaLogin} from '../config/community';
import {locales} from '../config/locale';
import {newcomerPaths, type Locale} from '../src/lib/newcomer';
import {flowSignInLabel, inGameLabel, pathText, stepText} from '../src/lib/newcomerText';

/**
 * The intro's flow chart (docs/_newcomer-flow.mdx and its English copy) has
 * one Mermaid chart per login × admission setting. Walking each chart along a
 * path's branches must meet exactly that path's steps, in order, then "in the
 * game" — the same steps the home page lists (Bedrock's after signing in to the game, which the
 * home page says before them).
 */
const FILES: Record<Locale, string> = {
  zh: 'docs/_newcomer-flow.mdx',
  en: 'i18n/en/docusaurus-plugin-content-docs/current/_newcomer-flow.mdx',
};

interface Chart {
  nodes: Map<string, {label: string; shape: 'box' | 'decision' | 'terminal'}>;
  edges: {from: string; to: string; label?: string}[];
}

const NODE = /^(\w+)(?:\(\["(.*)"\]\)|\{"(.*)"\}|\["(.*)"\])?$/;

function parseFlowchart(code: string): Chart {
  const chart: Chart = {nodes: new Map(), edges: []};
  const node = (text: string): string => {
    const m = NODE.exec(text.trim());
    assert.ok(m, `cannot read node "${text}"`);
    const [, id, terminal, decision, box] = m;
    const label = terminal ?? decision ?? box;
    if (label !== undefined) {
      chart.nodes.set(id!, {
        label,
        shape: terminal !== undefined ? 'terminal' : decision !== undefined ? 'decision' : 'box',
      });
    }
    return id!;
  };
  for (const line of code.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const parts = line.split(/\s*-->(?:\|"([^"]*)"\|)?\s*/);
    // split() interleaves the captured edge labels: node, label, node, label, node…
    let from = node(parts[0]!);
    for (let i = 1; i < parts.length; i += 2) {
      const to = node(parts[i + 1]!);
      chart.edges.push({from, to, label: parts[i]});
      from = to;
    }
  }
  return chart;
}

function variants(locale: Locale): {login: string; admission: string; chart: Chart}[] {
  const text = readFileSync(FILES[locale]!, 'utf8');
  return [
    ...text.matchAll(
      /<ForConfig login="(\w+)" admission="(\w+)">\s*```mermaid\n([\s\S]*?)```\s*<\/ForConfig>/g,
    ),
  ].map(([, login, admission, code]) => ({
    login: login!,
    admission: admission!,
    chart: parseFlowchart(code!),
  }));
}

/** The box labels met from the start node, taking at each decision the edge whose label is one of `branches`. */
function walk(chart: Chart, branches: string[]): string[] {
  const start = chart.edges[0]!.from;
  const labels: string[] = [];
  let at = start;
  for (let guard = 0; guard < 50; guard++) {
    const node = chart.nodes.get(at)!;
    if (node.shape === 'box') labels.push(node.label);
    if (node.shape === 'terminal' && at !== start) return [...labels, node.label];
    const out = chart.edges.filter((e) => e.from === at);
    const next = node.shape === 'decision' ? out.find((e) => branches.includes(e.label ?? '')) : out[0];
    assert.ok(next, `no way on from "${node.label}" (branches: ${branches.join(', ')})`);
    assert.ok(node.shape === 'decision' || out.length === 1, `"${node.label}" has ${out.length} ways on`);
    at = next.to;
  }
  throw new Error('the chart has a loop');
}

const LOGINS: JavaLogin[] = ['microsoft', 'skinSite', 'both'];
const ADMISSIONS: Admission[] = [
  {whitelist: 'bot', typicalWaitHours: 2, remindAfterHours: 24},
  {whitelist: 'none'},
];

describe('the intro flow chart matches the newcomer path', () => {
  for (const locale of locales) {
    const charts = variants(locale);

    it(`${FILES[locale]} has one chart for each login and admission setting`, () => {
      assert.equal(charts.length, LOGINS.length * ADMISSIONS.length);
      for (const login of LOGINS) {
        for (const admission of ADMISSIONS) {
          assert.equal(
            charts.filter((c) => c.login === login && c.admission === admission.whitelist).length,
            1,
            `${login} / ${admission.whitelist}`,
          );
        }
      }
    });

    for (const login of LOGINS) {
      for (const admission of ADMISSIONS) {
        it(`${locale}, login ${login}, whitelist ${admission.whitelist}: every path's branch meets its steps in order`, () => {
          const {chart} = charts.find((c) => c.login === login && c.admission === admission.whitelist)!;
          for (const path of newcomerPaths({login, admission})) {
            const text = pathText[path.id];
            const branches = [text.device[locale]!, ...(text.account ? [text.account[locale]!] : [])];
            assert.deepEqual(
              walk(chart, branches),
              [
                // Bedrock players sign in to the game first, as the home page's row says before its steps.
                ...(path.id === 'bedrock' ? [flowSignInLabel[locale]] : []),
                ...path.steps.map((s) => stepText[s.id].label[locale]),
                inGameLabel[locale],
              ],
              path.id,
            );
          }
        });
      }
    }
  }
});
