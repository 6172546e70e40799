import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import community from '../config/community';
import {newcomerPaths, ROUTES} from '../src/lib/newcomer';

/*
 * The intro says the sidebar follows the order a new player needs things in (in one sentence: it no
 * longer lists the sections, so there is no list to keep in order). The sidebar is generated from
 * docs/ (sidebars.ts): each top-level folder's _category_.json gives its position.
 */
const position = (folder: string): number =>
  (JSON.parse(readFileSync(`docs/${folder}/_category_.json`, 'utf8')) as {position: number}).position;
/** The top-level docs folder of a route: /docs/clerk/ → clerk. */
const folderOf = (route: string): string => decodeURIComponent(route).split('/')[2]!;

describe('the sidebar follows the newcomer path', () => {
  it('on every path, sections come in the order a player first needs them, starting at Getting started', () => {
    for (const path of newcomerPaths(community)) {
      const seen: string[] = [];
      for (const route of [ROUTES.start, ...path.steps.map((s) => s.page)]) {
        const folder = folderOf(route);
        if (!seen.includes(folder)) seen.push(folder);
      }
      const positions = seen.map(position);
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
        `${path.id}: ${seen.join(' → ')}`,
      );
    }
  });
});
