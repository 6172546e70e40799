import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {IMPORTED, questionSets} from '../scripts/lib/importedBench';

describe('the imported wiki’s question sets (npm run bench -- --imported)', () => {
  it('are the tuning and the two held-out sets, each naming pages of the wiki', () => {
    const sets = questionSets();
    assert.deepEqual(Object.keys(sets), ['questions-heldout-final', 'questions-heldout', 'questions-tuning']);
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
