import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {DataError, validateGameMessages} from '../plugins/schemas/data';

const FILE = 'data/game-messages.yml';
const raw = () => yaml.load(readFileSync(FILE, 'utf8'), {schema: yaml.JSON_SCHEMA}) as Record<string, any>;

const pages = ['docs', 'i18n/en/docusaurus-plugin-content-docs'].flatMap((dir) =>
  (readdirSync(dir, {recursive: true}) as string[])
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f)),
);

describe(FILE, () => {
  it('passes its validation', () => {
    assert.doesNotThrow(() => validateGameMessages(raw()));
  });

  it('every <GameMessage id> a page uses exists', () => {
    const ids = new Set(validateGameMessages(raw()).messages.map((m) => m.id));
    const used = pages.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<GameMessage id="([^"]+)"/g)].map(
        (m) => [file, m[1]!] as const,
      ),
    );
    assert.ok(used.length > 20, 'pages quote the messages from data');
    for (const [file, id] of used) assert.ok(ids.has(id), `${file}: no message "${id}" in ${FILE}`);
  });

  it('every message with a Chinese text keeps the placeholders of its English one', () => {
    for (const m of validateGameMessages(raw()).messages) {
      if (!m.zh) continue;
      const placeholders = (t: string) => [...t.matchAll(/%s|\{0\}/g)].map((x) => x[0]).sort();
      assert.deepEqual(placeholders(m.zh), placeholders(m.en), m.id);
    }
  });

  const cases: [string, (d: Record<string, any>) => void, RegExp][] = [
    ['a duplicate id', (d) => (d.messages[1].id = d.messages[0].id), /field "id" is used twice/],
    ['an unknown source', (d) => (d.messages[0].source = 'wiki'), /field "source" must be one of/],
    ['a Java message without Chinese', (d) => delete d.messages[0].zh, /field "zh" must be the Chinese text/],
    ['a bad version', (d) => (d.javaVersion = 'latest'), /field "javaVersion" must be a version/],
  ];
  for (const [name, mutate, message] of cases) {
    it(`rejects ${name}, naming file, entry and field`, () => {
      const data = raw();
      mutate(data);
      assert.throws(
        () => validateGameMessages(data),
        (error: unknown) =>
          error instanceof DataError && error.message.startsWith(FILE) && message.test(error.message),
      );
    });
  }
});
