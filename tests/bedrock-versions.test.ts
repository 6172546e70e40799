/**
 * The Bedrock Edition versions the site names come from one place, data/game-messages.yml:
 * `bedrockVersion` (the release whose language files gave the messages and the pictures' labels)
 * and `geyserBedrock` (the newest release the server's Geyser accepts). The Bedrock join page
 * shows both from there and types neither; the pictures' label file is of the same release.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import {DataError, validateGameMessages} from '../plugins/schemas/data';
import {docSource, locales} from '../e2e/lib/site';
import {ROUTES} from '../src/lib/newcomer';
import {renderDoc, textOf} from './lib/renderPage';

const raw = () =>
  yaml.load(readFileSync('data/game-messages.yml', 'utf8'), {schema: yaml.JSON_SCHEMA}) as Record<
    string,
    any
  >;
const data = validateGameMessages(raw());
const screens = yaml.load(readFileSync('data/screens/minecraft-bedrock.yml', 'utf8'), {
  schema: yaml.JSON_SCHEMA,
}) as {source: {version: string | number}};

/** "1.26.40.5" (bedrock-samples' tag) → "26.40" (the release as Mojang names it); "26.40.5" too. */
const release = (full: string) => {
  const parts = full.split('.');
  const year = parts[0] === '1' ? parts.slice(1) : parts;
  return year.slice(0, 2).join('.');
};

describe('Bedrock versions: one source', () => {
  it('the pictures’ labels are of the release the messages name', () => {
    assert.equal(release(String(screens.source.version)), data.bedrockVersion);
  });

  it('geyserBedrock is required and named in the error when missing', () => {
    const copy = raw();
    delete copy.geyserBedrock;
    assert.throws(
      () => validateGameMessages(copy),
      (error: unknown) =>
        error instanceof DataError && /data\/game-messages\.yml: .*"geyserBedrock"/.test(error.message),
    );
  });

  it('geyserBedrockOldest is required, named in the error when missing, and not newer than geyserBedrock', () => {
    const copy = raw();
    delete copy.geyserBedrockOldest;
    assert.throws(
      () => validateGameMessages(copy),
      (error: unknown) =>
        error instanceof DataError && /data\/game-messages\.yml: .*"geyserBedrockOldest"/.test(error.message),
    );
    assert.throws(
      () => validateGameMessages({...raw(), geyserBedrockOldest: '26.60', geyserBedrock: '26.50'}),
      (error: unknown) =>
        error instanceof DataError &&
        /geyserBedrockOldest/.test(error.message) &&
        /newer than geyserBedrock/.test(error.message),
    );
  });

  it('the Geyser accepts at least the release the labels come from', () => {
    const n = (v: string) => v.split('.').map(Number);
    const [a, b] = [n(data.geyserBedrock), n(data.bedrockVersion)];
    assert.ok(
      a[0]! > b[0]! || (a[0] === b[0] && (a[1] ?? 0) >= (b[1] ?? 0)),
      `${data.geyserBedrock} < ${data.bedrockVersion}`,
    );
  });

  for (const locale of locales) {
    // The labels' release is the pictures' provenance (data/screens/minecraft-bedrock.yml), not for
    // the page; the newest release the Geyser accepts is what a player needs.
    it(`${locale}: the Bedrock join page shows the Geyser's release from data and types no version`, async () => {
      const file = docSource(ROUTES.joinBedrock, locale)!;
      const source = readFileSync(file, 'utf8');
      for (const typed of [
        data.bedrockVersion,
        data.geyserBedrock,
        data.geyserBedrockOldest,
        `1.${data.bedrockVersion}`,
      ]) {
        assert.ok(
          !source.includes(typed),
          `${file} types ${typed}; use <MessagesVersion edition="bedrock" /> or <GeyserBedrock />`,
        );
      }
      const text = textOf(await renderDoc(file, locale));
      assert.ok(text.includes(data.geyserBedrock), 'the newest release the Geyser accepts');
      assert.ok(text.includes(data.geyserBedrockOldest), 'the oldest release the Geyser accepts');
    });
  }
});

describe('where a Bedrock player finds the gamertag: the game’s own labels', () => {
  const labels = (
    yaml.load(readFileSync('data/screens/minecraft-bedrock.yml', 'utf8'), {schema: yaml.JSON_SCHEMA}) as {
      labels: Record<string, Record<string, string>>;
    }
  ).labels;
  for (const locale of locales) {
    it(`${locale}: the join page says Settings → Account → Gamertag with the labels of data/screens`, () => {
      const text = readFileSync(docSource(ROUTES.joinBedrock, locale)!, 'utf8');
      const [settings, account, gamertag] = [
        'menu.settings',
        'menu.account.tab.title',
        'menu.account.gamertag.title',
      ].map((key) => labels[key]![locale]!);
      const at = text.indexOf(`**${settings}**`);
      assert.ok(at >= 0, settings);
      const next = text.slice(at, at + 200);
      assert.ok(next.includes(`**${account}**`) && next.includes(`**${gamertag}**`), next);
    });
  }
});
