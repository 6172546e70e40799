import assert from 'node:assert/strict';
import {afterEach, describe, it} from 'node:test';
import community from '../config/community';
import {nextSteps, pathNextCard, href, newcomerPaths, PATH_IDS, STEP_IDS} from '../src/lib/newcomer';
import {READER_PATH_KEY, rememberedPath, rememberPath} from '../src/lib/readerPath';

/** A window whose localStorage is a Map, or throws like a browser that refuses storage. */
function fakeWindow(refuse = false): Map<string, string> {
  const store = new Map<string, string>();
  const fail = () => {
    throw new Error('SecurityError');
  };
  (globalThis as {window?: unknown}).window = {
    localStorage: {
      getItem: refuse ? fail : (key: string) => store.get(key) ?? null,
      setItem: refuse ? fail : (key: string, value: string) => void store.set(key, value),
    },
  };
  return store;
}

describe("the reader's path, remembered for the Next cards (src/lib/readerPath.ts)", () => {
  afterEach(() => {
    delete (globalThis as {window?: unknown}).window;
  });

  it('gives back each path remembered', () => {
    fakeWindow();
    assert.equal(rememberedPath(), undefined);
    for (const id of PATH_IDS) {
      rememberPath(id);
      assert.equal(rememberedPath(), id);
    }
  });

  it('ignores anything else stored under its key, built-in property names included', () => {
    const store = fakeWindow();
    for (const value of ['', 'java', '__proto__', 'constructor', 'toString', 'bedrock ', '<script>']) {
      store.set(READER_PATH_KEY, value);
      assert.equal(rememberedPath(), undefined, JSON.stringify(value));
    }
  });

  it('forgets quietly where the browser refuses storage', () => {
    fakeWindow(true);
    assert.doesNotThrow(() => rememberPath('bedrock'));
    assert.equal(rememberedPath(), undefined);
  });
});

describe('the Next card of a page where the paths part, for a remembered path (pathNextCard)', () => {
  it("leads to that path's own next step wherever a step has several", () => {
    let parted = 0;
    for (const at of STEP_IDS) {
      const next = nextSteps(community, at);
      if (next.length < 2) continue;
      parted++;
      for (const path of newcomerPaths(community)) {
        const own = next.find((n) => n.paths.includes(path.id));
        assert.deepEqual(
          pathNextCard(community, at, path.id),
          own && {href: href(own.step), step: own.step.id},
          `${at} ${path.id}`,
        );
      }
    }
    assert.ok(parted > 0, 'the paths part somewhere');
  });

  it('gives nothing for a path that does not pass the step', () => {
    const open = {...community, admission: {whitelist: 'none' as const}};
    for (const id of PATH_IDS) assert.equal(pathNextCard(open, 'whitelist', id), undefined, id);
  });
});
