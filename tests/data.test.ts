import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadCommunityData} from '../plugins/community-data';
import {commandAnchor} from '../src/lib/commands';

const data = loadCommunityData(process.cwd());

describe('data/plugins/*.yml, data/clerk-commands.yml, data/ops.yml', () => {
  it('hold the four plugins the help pages document', () => {
    assert.deepEqual(data.plugins.map((p) => p.id).sort(), ['cmi', 'coreprotect', 'lwc', 'residence']);
  });

  // Each plugin's own namespace, from its plugin.yml / permissions page.
  const prefixes: Record<string, RegExp> = {
    cmi: /^cmi\./,
    coreprotect: /^coreprotect\./,
    residence: /^residence\./,
    lwc: /^lwc\./,
  };
  for (const file of data.plugins) {
    it(`${file.id}: names the official docs its commands were checked against`, () => {
      assert.match(file.docs ?? '', /^https:\/\//);
    });
    it(`${file.id}: permission nodes are in the plugin's namespace`, () => {
      const stray = file.commands.filter(
        (c) => c.permission !== null && !prefixes[file.id]!.test(c.permission),
      );
      assert.deepEqual(
        stray.map((c) => `${c.syntax}: ${c.permission}`),
        [],
      );
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
