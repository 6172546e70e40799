import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {loadCommunityData, validatedFiles} from '../plugins/community-data';
import type {SiteLocale} from '../config/locale';
import {commandAnchor} from '../src/lib/commands';

const data = loadCommunityData(process.cwd());

/** Doc pages (relative to their docs folder) whose source imports `module`, per locale. */
function pagesImporting(module: string): Record<SiteLocale, string[]> {
  const find = (dir: string) =>
    (readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => /\.mdx?$/.test(f) && readFileSync(path.join(dir, f), 'utf8').includes(`'${module}'`))
      .sort();
  return {zh: find('docs'), en: find('i18n/en/docusaurus-plugin-content-docs/current')};
}

describe('data/plugins/*.yml, data/clerk-commands.yml, data/ops.yml', () => {
  for (const file of data.plugins) {
    it(`${file.id}: names the official docs its commands were checked against`, () => {
      assert.match(file.docs ?? '', /^https:\/\//);
    });
    it(`${file.id}: has a help page that shows its commands, in both languages`, () => {
      const pages = pagesImporting(`@site/data/plugins/${file.id}.yml`);
      assert.ok(pages.zh!.length > 0, `no page under docs/ imports data/plugins/${file.id}.yml`);
      assert.deepEqual(pages.en, pages.zh, 'the English pages import it too');
    });
    it(`${file.id}: permission nodes share one namespace (a typo shows up as a second one)`, () => {
      const namespaces = new Set(
        file.commands
          .filter((c) => c.permission !== null)
          .map((c) => c.permission!.split('.')[0]!.toLowerCase()),
      );
      assert.ok(namespaces.size <= 1, [...namespaces].join(', '));
    });
    it(`${file.id}: in-game commands start with "/" and use in-game audiences`, () => {
      for (const c of file.commands) {
        assert.match(c.syntax, /^\//, c.id);
        for (const alias of c.aliases) assert.match(alias, /^\//, `${c.id} alias ${alias}`);
        assert.ok(
          c.who.every((w) => w === 'player' || w === 'op' || w === 'console'),
          `${c.id}: ${c.who.join(',')}`,
        );
      }
      assert.ok(
        file.commands.some((c) => c.who.includes('player')),
        'the page is player-facing: some commands are for players',
      );
    });
  }

  it('every command anchor is unique across the site', () => {
    const anchors = [...data.plugins, data.clerk].flatMap((f) =>
      f.commands.map((c) => commandAnchor(f.id, c.id)),
    );
    assert.equal(new Set(anchors).size, anchors.length);
  });

  it('bot commands are typed in the group with #, need no permission node and use group roles', () => {
    for (const c of data.clerk.commands) {
      assert.match(c.syntax, /^#/, c.id);
      assert.equal(c.permission, null, c.id);
      assert.ok(
        c.who.every((w) => w === 'member' || w === 'admin'),
        c.id,
      );
    }
  });

  it('the OP roster has exactly one level-4 owner', () => {
    assert.equal(data.ops.filter((op) => op.level === 4).length, 1);
  });
});

describe('pages get data one way: by importing a validated data file', () => {
  const validated = new Set(validatedFiles(data).map(([file]) => file));
  const sources = ['src', 'docs', 'blog', 'i18n'].flatMap((dir) =>
    (readdirSync(dir, {recursive: true}) as string[])
      .filter((f) => /\.(tsx?|mdx?)$/.test(f))
      .map((f) => path.join(dir, f).split(path.sep).join('/')),
  );

  it('every data file a page or component imports is one plugins/community-data validates', () => {
    const imported = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '@site\/(data\/[^']+\.yml)'/g)].map((m) => [file, m[1]!]),
    );
    assert.ok(imported.length > 0);
    assert.deepEqual(
      imported.filter(([, data]) => !validated.has(data!)),
      [],
    );
  });

  it('no page, component or src/lib helper imports the schemas: validation stays out of the browser bundle', () => {
    assert.deepEqual(
      sources.filter((file) => /from\s+'[^']*plugins\/schemas\//.test(readFileSync(file, 'utf8'))),
      [],
    );
  });

  it('the data plugin puts nothing in global data, which every page would load', () => {
    for (const file of readdirSync('plugins/community-data'))
      assert.doesNotMatch(readFileSync(path.join('plugins/community-data', file), 'utf8'), /setGlobalData/);
    assert.deepEqual(
      sources.filter((file) => /usePluginData\(\s*'community-data'/.test(readFileSync(file, 'utf8'))),
      [],
    );
  });
});
