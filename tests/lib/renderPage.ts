/**
 * Renders a doc page's MDX to static HTML in Node, without a Docusaurus
 * build, so unit tests can check what a page says for a given
 * config/community.ts (change `community.login` and render again).
 *
 * Docusaurus-only modules resolve to small stand-ins (tests/lib/stubs):
 * links are plain <a>, every tab panel is shown, theme strings come from
 * i18n/en/code.json on the English site. The page's own MDX, imports and
 * components are the real ones. `{#id}` heading ids and admonition markers
 * are left as they are or dropped: the tests read the text.
 */
import Module from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

import community from '../../config/community';

const root = path.resolve(__dirname, '../..');
const stubs = path.join(__dirname, 'stubs');

const aliases: Record<string, string> = {
  '@docusaurus/Link': path.join(stubs, 'Link.tsx'),
  '@docusaurus/Translate': path.join(stubs, 'Translate.tsx'),
  '@docusaurus/useDocusaurusContext': path.join(stubs, 'useDocusaurusContext.ts'),
  '@docusaurus/useBrokenLinks': path.join(stubs, 'useBrokenLinks.ts'),
  '@docusaurus/useIsBrowser': path.join(stubs, 'useIsBrowser.ts'),
  '@docusaurus/router': path.join(stubs, 'router.ts'),
  '@docusaurus/useBaseUrl': path.join(stubs, 'useBaseUrl.ts'),
  '@theme/Tabs': path.join(stubs, 'Tabs.tsx'),
  '@theme/TabItem': path.join(stubs, 'TabItem.tsx'),
  '@theme/Heading': path.join(stubs, 'Heading.tsx'),
  '@site-generated/bot-brief.json': path.join(stubs, 'botBrief.ts'),
  '@site-generated/bedrock-link.json': path.join(stubs, 'bedrockLink.ts'),
  '@site-generated/newcomer-text.json': path.join(stubs, 'newcomerText.ts'),
  '@site-generated/newcomer-paths-text.json': path.join(stubs, 'newcomerPathsText.ts'),
  '@site-generated/newcomer-java-text.json': path.join(stubs, 'newcomerJavaText.ts'),
  '@site-generated/launcher-limits-text.json': path.join(stubs, 'launcherLimitsText.ts'),
  '@site-generated/rules-quiz.json': path.join(stubs, 'rulesQuiz.ts'),
  '@site-generated/ranks.json': path.join(stubs, 'ranks.ts'),
  '@site-generated/join-check.json': path.join(stubs, 'joinCheck.ts'),
  '@site-generated/claim-cost.json': path.join(stubs, 'claimCost.ts'),
  '@site-generated/adoptium-choice-text.json': path.join(stubs, 'adoptiumChoiceText.ts'),
  '@site-generated/chat-exchange-text.json': path.join(stubs, 'chatExchangeText.ts'),
  '@site-generated/time-units.json': path.join(stubs, 'timeUnits.ts'),
  '@site-generated/official-launcher-text.json': path.join(stubs, 'officialLauncherText.ts'),
  // The address card's live status, as plugins/community-data/modules.ts aliases it for config/community.ts.
  '@server-status': path.join(
    root,
    'src/components/ServerStatus',
    community.serverStatus.enabled ? 'CardStatus.tsx' : 'Off.tsx',
  ),
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleInternals = Module as unknown as {
  _resolveFilename: Resolve;
  _extensions: Record<string, (m: {exports: unknown}, file: string) => void>;
};
let installed = false;

/** Route Docusaurus-only imports to the stand-ins; load .yml and CSS modules. */
function install(): void {
  if (installed) return;
  installed = true;
  const original = moduleInternals._resolveFilename;
  moduleInternals._resolveFilename = function (request: string, ...rest: unknown[]) {
    let target = aliases[request] ?? request;
    if (target.startsWith('@site/')) target = path.join(root, target.slice('@site/'.length));
    return original.call(this, target, ...rest);
  };
  // Data files reach pages validated (plugins/yaml-loader.cjs): so they do here.
  moduleInternals._extensions['.yml'] = (m, file) => {
    m.exports = {
      __esModule: true,
      default: validatedData(path.relative(root, file).split(path.sep).join('/')),
    };
  };
  moduleInternals._extensions['.css'] = (m) => {
    m.exports = {__esModule: true, default: new Proxy({}, {get: (_, key) => String(key)})};
  };
  // tsx compiles JSX to React.createElement.
  (globalThis as Record<string, unknown>).React = React;
}

function validatedData(file: string): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const data = require('../../plugins/community-data') as typeof import('../../plugins/community-data');
  const found = data.validatedFiles(data.loadCommunityData(root)).find(([name]) => name === file);
  if (!found) throw new Error(`${file} is not a data file plugins/community-data validates`);
  return found[1];
}

import type {SiteLocale as Locale} from '../../config/locale';

export type {Locale};

export function setLocale(locale: Locale): void {
  (globalThis as Record<string, unknown>).__testLocale = locale;
}

/** Require a module the way a page would import it. */
export function load<T = unknown>(specifier: string): T {
  install();
  const resolved = specifier.startsWith('@site/') ? path.join(root, specifier.slice(6)) : specifier;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(aliases[specifier] ?? resolved) as T;
}

const IMPORT = /^import\s+(.+?)\s+from\s+['"]([^'"]+)['"];?\s*$/gm;

/** The MDX of a doc (front matter and heading ids removed, imports turned into scope). */
function prepare(source: string): {body: string; scope: Record<string, unknown>} {
  const scope: Record<string, unknown> = {};
  let body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = body.replace(IMPORT, (_line, what: string, from: string) => {
    // Partials (./_x.mdx) are rendered on their own by the tests that need them.
    // Pictures of program screens are drawn by the build (plugins/screens/remark.ts): here each
    // stands as an empty figure naming the picture (`data-picture="HmclAccounts"`), so tests see
    // where a page puts which picture.
    const mod: Record<string, unknown> = from.endsWith('.mdx')
      ? {default: () => null}
      : from.startsWith('@site/src/components/Screen/')
        ? new Proxy(
            {},
            {get: (_target, name) => () => React.createElement('figure', {'data-picture': String(name)})},
          )
        : load(from);
    // `Default`, `{a, b as c}` or `Default, {a}`.
    const [, defaultName, named] = /^([\w$]+)?\s*,?\s*(?:\{(.+)\})?$/.exec(what.trim()) ?? [];
    if (defaultName) scope[defaultName] = mod.default ?? mod;
    for (const part of named?.split(',') ?? []) {
      const [name, as] = part.trim().split(/\s+as\s+/);
      if (name) scope[(as ?? name).trim()] = mod[name.trim()];
    }
    return '';
  });
  body = body.replace(/\s\{#[\w-]+\}\s*$/gm, '');
  const exports = Object.keys(scope)
    .map((name) => `export const ${name} = globalThis.__mdxScope[${JSON.stringify(name)}];`)
    .join('\n');
  return {body: `${exports}\n\n${body}`, scope};
}

const compiled = new Map<string, React.ComponentType>();

/**
 * Render an MDX file of the repository (path relative to the root) in a
 * locale. The page is compiled once; config values are read at render time,
 * so a test can change `community` and render the same page again.
 */
export async function renderDoc(file: string, locale: Locale): Promise<string> {
  install();
  let Content = compiled.get(file);
  if (!Content) {
    const {body, scope} = prepare(readFileSync(path.resolve(root, file), 'utf8'));
    (globalThis as Record<string, unknown>).__mdxScope = scope;
    const {evaluate} = await import('@mdx-js/mdx');
    const runtime = await import('react/jsx-runtime');
    Content = (await evaluate(body, {...runtime, baseUrl: `file://${path.resolve(root, file)}`})).default;
    compiled.set(file, Content);
  }
  setLocale(locale);
  return renderToStaticMarkup(React.createElement(Content));
}

/** Render a React element (a component) in a locale. */
export function renderElement(element: React.ReactElement, locale: Locale): string {
  install();
  setLocale(locale);
  return renderToStaticMarkup(element);
}

/** The visible text of rendered HTML, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The element `name` that opens at `start` of rendered HTML, whole: nested ones of its kind included. */
export function wholeElement(html: string, start: number, name: string): string | undefined {
  if (start < 0) return undefined;
  const tag = new RegExp(`<${name}[\\s>]|</${name}>`, 'g');
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[0] === `</${name}>` ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.lastIndex);
  }
  return undefined;
}

/**
 * One home-page row (`<details data-path="…">`) of rendered HTML, whole: the folds inside it (a
 * launcher a friend set up) included, which a lazy match to the first `</details>` would cut at.
 */
export function pathRow(html: string, id: string): string | undefined {
  return wholeElement(html, html.search(new RegExp(`<details[^>]*data-path="${id}"`)), 'details');
}
