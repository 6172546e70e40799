import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import community from '../config/community';
import {rankViews} from '../plugins/community-data/modules';
import {validateRanks} from '../plugins/schemas/data';
import {grants, mayUse, rankPermissions, type Rank} from '../src/lib/ranks';

const ranks: Rank[] = [
  {id: 'default', label: {zh: '玩家', en: 'Players'}, permissions: ['cmi.command.home', 'lwc.create.*']},
  {
    id: 'helper',
    label: {zh: '巡查', en: 'Helpers'},
    inherits: ['default'],
    permissions: ['cmi.command.mute'],
  },
  {id: 'admin', label: {zh: '管理', en: 'Admins'}, inherits: ['helper'], permissions: ['*']},
];

describe('commands by rank (issue 48)', () => {
  it('grants a node exactly, by its family (x.*) or by *, ignoring case', () => {
    assert.equal(grants(['cmi.command.home'], 'cmi.command.home'), true);
    assert.equal(grants(['cmi.command.home'], 'cmi.command.homes'), false);
    assert.equal(grants(['lwc.create.*'], 'lwc.create.private'), true);
    assert.equal(grants(['lwc.create.*'], 'lwc.createx'), false);
    assert.equal(grants(['*'], 'anything.at.all'), true);
    assert.equal(grants(['CMI.Command.Home'], 'cmi.command.home'), true);
  });

  it('gives a rank what it inherits, however deep, and a command without a node to everyone', () => {
    assert.deepEqual(rankPermissions(ranks, 'helper').sort(), [
      'cmi.command.home',
      'cmi.command.mute',
      'lwc.create.*',
    ]);
    assert.ok(rankPermissions(ranks, 'admin').includes('*'));
    assert.equal(mayUse(rankPermissions(ranks, 'default'), {permission: 'cmi.command.mute'}), false);
    assert.equal(mayUse(rankPermissions(ranks, 'helper'), {permission: 'cmi.command.mute'}), true);
    assert.equal(mayUse([], {permission: null}), true);
  });

  it('rejects a bad ranks file, naming the rank and field', () => {
    const file = (list: unknown[]) => ({ranks: list});
    assert.throws(
      () => validateRanks(file([...ranks, ranks[0]])),
      /rank 4 \(default\): field "id" is listed twice/,
    );
    assert.throws(
      () => validateRanks(file([{...ranks[0], inherits: ['vip']}])),
      /rank 1 \(default\): field "inherits" names "vip", which is no rank of this file/,
    );
    assert.throws(
      () => validateRanks(file([{...ranks[0], inherits: ['admin']}, ranks[1], ranks[2]])),
      /field "inherits" leads back to this rank/,
    );
    assert.throws(
      () => validateRanks(file([{...ranks[0], permissions: ['cmi command']}])),
      /rank 1 \(default\): field "permissions\[1\]" must be a list of permission nodes/,
    );
    assert.deepEqual(
      validateRanks(file(ranks)).ranks.map((r) => r.id),
      ['default', 'helper', 'admin'],
    );
  });

  it('gives pages each rank in their language with every node it has; none without the file', () => {
    const views = rankViews({ranks: {ranks}}, 'en');
    assert.deepEqual(
      views.map((v) => v.label),
      community.commandsByRank.enabled ? ['Players', 'Helpers', 'Admins'] : [],
    );
    assert.deepEqual(rankViews({ranks: null}, 'zh'), []);
  });
});
