import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {
  Highlight as PackageHighlight,
  normalizeTokens as packageNormalizeTokens,
  Prism as packagePrism,
  themes,
  type HighlightProps,
  type RenderProps,
} from 'prism-react-renderer';
import sitePrism, {plainLanguages} from '../src/components/CodeHighlighter/prism';
import {Highlight} from '../src/components/CodeHighlighter/highlight.server';
import {normalizeTokens} from '../src/components/CodeHighlighter/prism-react-renderer';

type Fence = {file: string; lang: string; code: string};

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Fenced code blocks with a language, from the docs and the blog in both locales. */
function fences(): Fence[] {
  const found: Fence[] = [];
  for (const file of ['docs', 'blog', 'i18n'].flatMap(markdownFiles)) {
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]+)/.exec(lines[i]!);
      if (!open) continue;
      const [, indent, marker, lang] = open;
      const body: string[] = [];
      let j = i + 1;
      for (
        ;
        j < lines.length && !new RegExp(`^\\s*${marker![0]}{${marker!.length},}\\s*$`).test(lines[j]!);
        j++
      )
        body.push(lines[j]!.slice(indent!.length));
      found.push({file, lang: lang!.toLowerCase(), code: body.join('\n')});
      i = j;
    }
  }
  return found;
}

const all = fences();

describe('code highlighting languages', () => {
  it('finds the fenced code of the docs and the blog', () => {
    assert.ok(all.length > 100, `only ${all.length} fences found`);
    assert.ok(all.some((f) => f.lang === 'bash'));
  });

  it('shows a fence whose language has no grammar as plain text, as a stock site does (issue 49)', (t) => {
    const missing = all
      .filter((f) => f.lang !== 'mermaid' && !plainLanguages.includes(f.lang) && !sitePrism.languages[f.lang])
      .map((f) => `${f.file}: ${f.lang}`);
    // Listed, not a failure: an imported page may use any language.
    if (missing.length > 0)
      t.diagnostic(
        `fences shown unhighlighted (a grammar in prism.ts would colour them):\n${missing.join('\n')}`,
      );
    const code = 'local x = 1 -- a comment <b>';
    const plain = ({tokens, getLineProps, getTokenProps}: RenderProps): ReactNode =>
      createElement(
        'pre',
        null,
        tokens.map((line, i) =>
          createElement(
            'span',
            {...getLineProps({line}), key: i},
            line.map((token, j) => createElement('span', {...getTokenProps({token}), key: j})),
          ),
        ),
      );
    const html = renderToStaticMarkup(
      createElement(Highlight, {code, language: 'lua-not-a-grammar', theme: themes.github, children: plain}),
    );
    assert.equal(
      html
        .replace(/<[^>]+>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
      code,
    );
    assert.ok(!html.includes('<b>'), 'the code is text');
  });

  it('the port is of the installed prism-react-renderer (re-port it when the package changes)', () => {
    const port = readFileSync(
      path.join(__dirname, '../src/components/CodeHighlighter/prism-react-renderer.ts'),
      'utf8',
    );
    const ported = /ported from prism-react-renderer (\d+\.\d+\.\d+)/.exec(port)?.[1];
    const {version} = JSON.parse(
      readFileSync(require.resolve('prism-react-renderer/package.json'), 'utf8'),
    ) as {version: string};
    assert.equal(ported, version, 'src/components/CodeHighlighter/prism-react-renderer.ts');
  });

  it('splits every code block into the same lines and tokens as prism-react-renderer', () => {
    let compared = 0;
    for (const {file, lang, code} of all) {
      const theirs = packagePrism.languages[lang];
      const ours = sitePrism.languages[lang];
      if (!theirs || !ours) continue;
      assert.deepEqual(
        normalizeTokens(sitePrism.tokenize(code, ours)),
        packageNormalizeTokens(packagePrism.tokenize(code, theirs)),
        `${file} (${lang})`,
      );
      compared++;
    }
    assert.ok(compared > 50, `compared only ${compared} blocks`);
  });

  it('renders every code block to the same markup as prism-react-renderer, styles included', () => {
    // The theme's way of rendering (CodeBlock/Content): a <pre>, a row per line, a span per token.
    const children = ({className, style, tokens, getLineProps, getTokenProps}: RenderProps) =>
      createElement(
        'pre',
        {className, style},
        tokens.map((line, i) =>
          createElement(
            'span',
            {key: i, ...getLineProps({line, className: i === 0 ? 'first' : undefined})},
            line.map((token, k) => createElement('span', {key: k, ...getTokenProps({token})})),
          ),
        ),
      );
    const render = (component: (props: HighlightProps) => ReactNode, language: string, code: string) =>
      renderToStaticMarkup(createElement(component, {theme: themes.github, language, code, children}));
    let compared = 0;
    for (const {file, lang, code} of all) {
      if (!packagePrism.languages[lang] || !sitePrism.languages[lang]) continue;
      assert.equal(render(Highlight, lang, code), render(PackageHighlight, lang, code), `${file} (${lang})`);
      compared++;
    }
    assert.ok(compared > 50, `compared only ${compared} blocks`);
  });

  it('highlights the languages prism-react-renderer lacks, and the aliases the fences use', () => {
    const types = (lang: string, code: string) =>
      normalizeTokens(sitePrism.tokenize(code, sitePrism.languages[lang]!))
        .flat()
        .flatMap((t) => t.types);
    assert.ok(types('powershell', 'Get-ChildItem -Path C:\\').includes('function'));
    assert.ok(types('bat', '@echo off\nREM start\njava -jar server.jar').includes('comment'));
    assert.ok(types('toml', '[server]\nport = 25565').includes('table'));
    assert.ok(types('properties', 'server-port=25565').includes('attr-name'));
    assert.ok(types('ini', '[common]\nserver_addr = 1.2.3.4').includes('section'));
  });
});
