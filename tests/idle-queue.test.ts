import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {deferToIdle, PREFETCH_BUDGET_BYTES, shouldPrefetchPage} from '../src/lib/idleQueue';

function manualScheduler() {
  const pending: Array<() => void> = [];
  return {
    schedule: (run: () => void) => void pending.push(run),
    pending,
    /** Runs one scheduled callback, as one idle period would. */
    tick() {
      pending.shift()?.();
    },
  };
}

describe('deferToIdle', () => {
  it('runs nothing at call time, then one call per idle period, in order', () => {
    const ran: string[] = [];
    const idle = manualScheduler();
    const prefetch = deferToIdle((path: string) => ran.push(path), idle.schedule);
    void prefetch('/docs/a');
    void prefetch('/docs/b');
    void prefetch('/blog');
    assert.deepEqual(ran, []);
    assert.equal(idle.pending.length, 1, 'one callback is scheduled at a time');
    idle.tick();
    assert.deepEqual(ran, ['/docs/a']);
    idle.tick();
    idle.tick();
    assert.deepEqual(ran, ['/docs/a', '/docs/b', '/blog']);
    assert.equal(idle.pending.length, 0, 'nothing left scheduled once the queue is empty');
  });

  it('schedules again for calls made after the queue drained', () => {
    const ran: number[] = [];
    const idle = manualScheduler();
    const run = deferToIdle((n: number) => ran.push(n), idle.schedule);
    void run(1);
    idle.tick();
    void run(2);
    assert.equal(idle.pending.length, 1);
    idle.tick();
    assert.deepEqual(ran, [1, 2]);
  });

  it('resolves with the result and rejects with the error of the work', async () => {
    const idle = manualScheduler();
    const run = deferToIdle((n: number) => {
      if (n < 0) throw new Error('negative');
      return n * 2;
    }, idle.schedule);
    const ok = run(21);
    const bad = run(-1);
    idle.tick();
    idle.tick();
    assert.equal(await ok, 42);
    await assert.rejects(bad, /negative/);
  });
});

describe('shouldPrefetchPage (issue 50: a first visit costs its page)', () => {
  const onward = new Set(['/docs/next', '/docs/linked']);
  it('prefetches only pages the content links to', () => {
    assert.equal(shouldPrefetchPage('/docs/next', onward, 0), true);
    assert.equal(shouldPrefetchPage('/docs/sidebar-only', onward, 0), false);
  });
  it('stops once the page has fetched its budget after loading', () => {
    assert.equal(shouldPrefetchPage('/docs/linked', onward, PREFETCH_BUDGET_BYTES - 1), true);
    assert.equal(shouldPrefetchPage('/docs/linked', onward, PREFETCH_BUDGET_BYTES), false);
  });
});
