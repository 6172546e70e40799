import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {VcsConfig} from '@docusaurus/types';
import {mailmapNames, withMailmap} from '../plugins/lib/mailmapVcs';

describe('last-update authors as .mailmap spells them (plugins/lib/mailmapVcs.ts)', () => {
  it('maps each raw name to its .mailmap spelling, the first one where a name has two', () => {
    const log = ['Old Name\x1fTeam', 'Same\x1fSame', 'Old Name\x1fSomeone else', ''].join('\n');
    assert.deepEqual([...mailmapNames(log)], [['Old Name', 'Team']]);
  });

  it("wraps a VCS: the author's name mapped, the time kept, no answer kept as none", async () => {
    const base: VcsConfig = {
      initialize: () => {},
      getFileCreationInfo: async (file) => (file === 'a.md' ? {timestamp: 1, author: 'Old Name'} : null),
      getFileLastUpdateInfo: async () => ({timestamp: 2, author: 'Unmapped'}),
    };
    let reads = 0;
    const vcs = withMailmap(base, '.', () => {
      reads += 1;
      return new Map([['Old Name', 'Team']]);
    });
    assert.deepEqual(await vcs.getFileCreationInfo('a.md'), {timestamp: 1, author: 'Team'});
    assert.equal(await vcs.getFileCreationInfo('b.md'), null);
    assert.deepEqual(await vcs.getFileLastUpdateInfo('a.md'), {timestamp: 2, author: 'Unmapped'});
    assert.equal(reads, 1);
  });
});
