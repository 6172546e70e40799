import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {rspack} from '@rspack/core';
import createConfig from '../docusaurus.config';
import {themePatches} from '../plugins/theme-patches';
import {
  changesAgainst,
  ejectedChanges,
  installedVersion,
  SITE,
  themeComponents,
} from '../scripts/lib/ejected';
import {countInternals} from '../scripts/lib/internals';
import {loadRecords, REGISTER_FILE, registerTable, withTable} from '../scripts/lib/register';
import {switches} from '../scripts/lib/switches';

/**
 * src/theme/README.md lists every customisation of Docusaurus: each theme component, source
 * patch, module alias, the page template, each client module and each package.json override
 * has a row (its first cell names it), with every column filled in; each ejected component
 * names the version it was copied from and marks its changes.
 */
const REGISTER = 'src/theme/README.md';
const COLUMNS = 7;

function registerRows(): string[][] {
  const text = readFileSync(path.join(SITE, REGISTER), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    )
    .slice(1);
}

function rowFor(name: string): string[] | undefined {
  return registerRows().find((cells) => cells[0]!.includes(name));
}

function assertRow(name: string): void {
  const row = rowFor(name);
  assert.ok(row, `${REGISTER} has no row for ${name}`);
  assert.equal(
    row.length,
    COLUMNS,
    `${REGISTER}: the row of ${name} has ${row.length} cells, not ${COLUMNS}`,
  );
  for (const [i, cell] of row.entries())
    assert.ok(cell.length > 0, `${REGISTER}: the row of ${name} has an empty cell ${i + 1}`);
}

/** The module aliases the site's own plugins and themes give the bundler (as they name them). */
async function aliases(): Promise<string[]> {
  const config = createConfig();
  const entries: unknown[] = [...(config.plugins ?? []), ...(config.themes ?? [])];
  const context = {
    siteDir: SITE,
    generatedFilesDir: path.join(SITE, '.docusaurus'),
    siteConfig: config,
    i18n: {currentLocale: 'zh', defaultLocale: 'zh', locales: ['zh', 'en'], localeConfigs: {}},
    baseUrl: '/',
    outDir: path.join(SITE, 'build'),
  } as unknown as LoadContext;
  const names: string[] = [];
  for (const entry of entries) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !name.startsWith('./')) continue;
    const mod = (await import(path.join(SITE, name))) as {default: unknown};
    const factory = ((mod.default as {default?: unknown}).default ?? mod.default) as (
      context: LoadContext,
      options: unknown,
    ) => Plugin | Promise<Plugin>;
    const plugin = await factory(context, options);
    // A plugin that is off (plugins/offline.ts outside a production build) returns null.
    if (!plugin) continue;
    // The utilities Docusaurus passes (a plugin may take the bundler's own plugins from them).
    const utils = {currentBundler: {name: 'rspack', instance: rspack}} as never;
    const webpack = plugin.configureWebpack?.({}, false, utils, {} as never) as
      {resolve?: {alias?: Record<string, string>}} | undefined;
    for (const key of Object.keys(webpack?.resolve?.alias ?? {}))
      names.push(key.replace(/\$$/, '').replace(/^.*\/node_modules\//, ''));
  }
  return names;
}

describe('the customisation register (src/theme/README.md)', () => {
  it('has a full row for every theme component, wrapped or ejected', () => {
    const components = themeComponents();
    assert.ok(components.length > 0);
    for (const c of components) assertRow(`src/theme/${c.component}`);
  });

  it('has a full row for every source patch', () => {
    for (const patch of themePatches) assertRow(patch.why);
  });

  it('has a full row for every module alias of the site plugins', async () => {
    const names = await aliases();
    assert.ok(names.length > 0);
    for (const name of names) assertRow(name);
  });

  it('has a full row for the page template and every client module', () => {
    const config = createConfig();
    if (config.ssrTemplate) assertRow('site/ssrTemplate.ts');
    for (const module of config.clientModules ?? []) assertRow(String(module).replace(/^\.\//, ''));
  });

  it('has a full row for every package.json override', () => {
    const {overrides = {}} = JSON.parse(readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {
      overrides?: Record<string, string>;
    };
    for (const name of Object.keys(overrides)) assertRow(`overrides: ${name}`);
  });

  it("quotes today's lines against internals and /internal imports (npm run bench -- --theme)", () => {
    const text = readFileSync(path.join(SITE, REGISTER), 'utf8');
    const {total, internalImports} = countInternals();
    const quoted = /Lines against internals today:\s+\*\*([\d,]+)\*\*/.exec(text)?.[1];
    assert.equal(
      quoted?.replace(/,/g, ''),
      String(total),
      `${REGISTER} quotes ${quoted}, the count is ${total}`,
    );
    const imports = /`\/internal` imports today:\s+\*\*(\d+)\*\*/.exec(text)?.[1];
    assert.equal(imports, String(internalImports.length));
  });

  it('gives every remaining /internal import a row with an upstream issue or a plan', () => {
    for (const {file} of countInternals().internalImports) {
      const component = /^src\/theme\/(.+)\/index\.tsx?$/.exec(file)?.[1];
      const row = rowFor(component ? `src/theme/${component}` : file);
      assert.ok(row, `${REGISTER} has no row for ${file}, which imports an /internal module`);
      // The Upstream column names the import and an issue (owner/repo#n) or a plan for it.
      const upstream = row[5]!;
      assert.match(upstream, /\/internal/, `${file}: the Upstream column does not name its /internal import`);
      assert.match(
        upstream,
        /[\w.-]+\/[\w.-]+#\d+|\bplan\b/i,
        `${file}: the row names no upstream issue or plan for its /internal import`,
      );
    }
  });

  it('lists no theme component that the site does not have, unless it is marked as arriving', () => {
    const present = new Set(themeComponents().map((c) => `src/theme/${c.component}`));
    for (const [first, ...rest] of registerRows()) {
      const named = /`(src\/theme\/[\w/]+)`/.exec(first!)?.[1];
      if (!named || present.has(named)) continue;
      assert.match(
        rest.join(' '),
        /arrives with/i,
        `${REGISTER} lists ${named}, which src/theme does not have`,
      );
    }
  });
});

describe('the register is generated from its records (src/theme/register.yml)', () => {
  it("the README's table is the one the records give (npm run register)", () => {
    const readme = readFileSync(path.join(SITE, REGISTER_FILE), 'utf8');
    assert.equal(readme, withTable(readme, loadRecords()), 'run npm run register');
  });

  it('escapes a | in a cell', () => {
    const record = {
      item: 'a',
      kind: 'b | c',
      what: 'd',
      why: 'e',
      benefit: 'f',
      upstream: 'g',
      deleteWhen: 'h',
    };
    assert.match(registerTable([record]), /\| b \\\| c \|/);
    assert.equal(
      registerTable([record])
        .split('\n')[2]!
        .split(/(?<!\\)\|/).length,
      9,
    );
  });

  it('fails naming the file and the record when a field is empty', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'register-'));
    try {
      mkdirSync(path.join(site, 'src/theme'), {recursive: true});
      writeFileSync(
        path.join(site, 'src/theme/register.yml'),
        "- {item: '`x`', kind: k, what: w, why: '', benefit: b, upstream: u, deleteWhen: d}\n",
      );
      assert.throws(() => loadRecords(site), /src\/theme\/register\.yml: record 1 \(`x`\) has no why/);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });

  it('names every switch of the upgrade recipe, and only switches that exist', () => {
    const ids = switches().map((s) => s.id);
    const named = loadRecords().flatMap((r) => (r.switch ? [r.switch] : []));
    assert.deepEqual(
      named.filter((id) => !ids.includes(id)),
      [],
    );
    assert.deepEqual(
      ids.filter((id) => !named.includes(id)),
      [],
    );
  });
});

describe('ejected theme components', () => {
  const ejected = themeComponents().filter((c) => c.kind === 'ejected');

  for (const c of ejected) {
    it(`${c.file} was copied from the installed ${c.from!.pkg} and marks each change`, async () => {
      assert.equal(
        c.from!.version,
        installedVersion(c.from!.pkg),
        'run npm run theme-upstream (src/theme/README.md)',
      );
      const changes = await ejectedChanges(c);
      assert.ok(changes.length > 0, `${c.file} changes nothing: use the theme's own component`);
      const unmarked = changes.filter((change) => !change.marked).map((change) => `line ${change.line}`);
      assert.deepEqual(unmarked, [], `${c.file}: changes without a CHANGED: comment`);
    });
  }

  it('finds a change, and whether a CHANGED: comment marks it', () => {
    const upstream = 'const a = 1;\nconst b = 2;\nexport default a + b;\n';
    assert.deepEqual(changesAgainst(upstream, upstream), []);
    const unmarked = changesAgainst(upstream, 'const a = 1;\nconst b = 3;\nexport default a + b;\n');
    assert.deepEqual(
      unmarked.map((c) => [c.line, c.removed, c.added, c.marked]),
      [[2, ['const b = 2;'], ['const b = 3;'], false]],
    );
    const marked = changesAgainst(
      upstream,
      'const a = 1;\n// CHANGED: three\nconst b = 3;\nexport default a + b;\n',
    );
    assert.equal(marked[0]!.marked, true);
    // A removed line is marked by a comment just above the place it was.
    const removed = changesAgainst(upstream, 'const a = 1;\n// CHANGED: no b\nexport default a + b;\n');
    assert.deepEqual(
      removed.map((c) => [c.removed, c.marked]),
      [[['const b = 2;'], true]],
    );
    // Comments alone are not changes.
    assert.deepEqual(changesAgainst(upstream, `// Ours.\n${upstream}`), []);
  });
});
