import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {gzipSync} from 'node:zlib';
import {IMPORTED, mainScriptBytes, questionSets} from '../scripts/lib/importedBench';

describe('the imported wiki’s question sets (npm run bench -- --imported)', () => {
  it('are the tuning set and the three held-out sets, each naming pages of the wiki', () => {
    const sets = questionSets();
    assert.deepEqual(Object.keys(sets), [
      'questions-heldout-2',
      'questions-heldout-final',
      'questions-heldout',
      'questions-tuning',
    ]);
    for (const [name, questions] of Object.entries(sets)) {
      assert.ok(questions.length >= 90, `${name}: ${questions.length} questions`);
      for (const {q, pages} of questions) {
        assert.ok(pages.length > 0, `${name}: "${q}" names no page`);
        for (const page of pages)
          assert.ok(existsSync(path.join(IMPORTED, 'docs', page)), `${name}: "${q}" → ${page}`);
      }
    }
  });

  it('rejects a question without its pages, naming the file and the question', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
    try {
      writeFileSync(path.join(dir, 'questions-x.yml'), '- q: 白名单\n  pages: [a.md]\n- q: 端口\n');
      assert.throws(() => questionSets(dir), /questions-x\.yml: question 2 needs q \(text\) and pages/);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the imported bench’s page load (npm run bench -- --imported)', () => {
  it('weighs the build’s main.js, not its other scripts, as stored and compressed', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'build-'));
    try {
      mkdirSync(path.join(build, 'assets/js'), {recursive: true});
      const main =
        'var routes=' + JSON.stringify(Array.from({length: 50}, (_, i) => `/docs/page-${i}`)) + ';';
      writeFileSync(path.join(build, 'assets/js/runtime~main.0a1b2c3d.js'), 'x'.repeat(5000));
      writeFileSync(path.join(build, 'assets/js/main.745657b0.js'), main);
      writeFileSync(path.join(build, 'assets/js/17896441.0a1b2c3d.js'), 'y'.repeat(9000));
      assert.deepEqual(mainScriptBytes(build), {bytes: main.length, gzipBytes: gzipSync(main).length});
      rmSync(path.join(build, 'assets/js/main.745657b0.js'));
      assert.throws(() => mainScriptBytes(build), /no main\.js in .*assets\/js/);
    } finally {
      rmSync(build, {recursive: true, force: true});
    }
  });
});
