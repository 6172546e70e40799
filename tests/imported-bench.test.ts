import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {gzipSync} from 'node:zlib';
import {spawnSync} from 'node:child_process';
import {IMPORTED, mainScriptBytes, questionSets, timingLines} from '../scripts/lib/importedBench';
import {fixedWorkMs} from '../scripts/lib/machineSpeed';

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

describe('the browser tests’ cost per spec file (scripts/e2e-timings.ts, kept by the imported bench)', () => {
  it('adds up each test’s time, CPU time and loads per file, and the bench keeps those lines', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'timings-'));
    try {
      const test = (duration: number, cpu: number, pages: number, requests: number) => ({
        results: [{duration, status: 'passed'}],
        annotations: [
          {type: 'load', description: `${pages} pages, ${requests} requests`},
          {type: 'cpu', description: `${cpu} ms`},
        ],
      });
      const report = {
        stats: {duration: 9000},
        suites: [
          {
            specs: [
              {file: 'a.spec.ts', title: 'one', tests: [test(3000, 1200, 2, 40)]},
              {file: 'a.spec.ts', title: 'two', tests: [test(1000, 300, 1, 10)]},
              {file: 'b.spec.ts', title: 'three', tests: [test(5000, 800, 3, 30)]},
            ],
          },
        ],
      };
      const file = path.join(dir, 'report.json');
      writeFileSync(file, JSON.stringify(report));
      const out = spawnSync('node', ['--import', 'tsx', 'scripts/e2e-timings.ts', file], {encoding: 'utf8'});
      assert.equal(out.status, 0, out.stderr);
      // Ranked by CPU time: a.spec.ts (1.5 s) before b.spec.ts (0.8 s), though b took longer.
      assert.deepEqual(timingLines(out.stdout), [
        '3 test runs (0 not passed), 9.0 s of test time, 9.0 s wall, 2.3 s of CPU in the tests',
        '4.0 s 1.5 2 3 50 a.spec.ts',
        '5.0 s 0.8 1 3 30 b.spec.ts',
      ]);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the machine’s speed the benches record (scripts/lib/machineSpeed.ts)', () => {
  it('is the milliseconds of the fixed work, a whole positive number', () => {
    const ms = fixedWorkMs();
    assert.ok(Number.isInteger(ms) && ms > 0, String(ms));
  });
});
