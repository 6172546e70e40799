import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {cpuBlocking, mainScriptCpu} from '../scripts/lib/blockingTime';

const meta = (tid: number, name: string) => ({
  name: 'thread_name',
  ph: 'M',
  pid: 1,
  tid,
  ts: 0,
  args: {name},
});
const task = (tid: number, ts: number, ms: number, cpuMs = ms) => ({
  name: 'RunTask',
  ph: 'X',
  pid: 1,
  tid,
  ts: ts * 1000,
  dur: ms * 1000,
  tdur: cpuMs * 1000,
});
const paint = (tid: number, ts: number) => ({
  name: 'firstContentfulPaint',
  ph: 'R',
  pid: 1,
  tid,
  ts: ts * 1000,
});

describe('blocking time as CPU time (issue 47)', () => {
  it('adds up the main thread’s CPU time above 50 ms per task, from the first paint on', () => {
    const events = [
      meta(7, 'CrRendererMain'),
      meta(8, 'Compositor'),
      task(7, 0, 300), // before the first paint
      paint(7, 400),
      task(7, 500, 210, 150), // stretched by another process: 150 ms of CPU
      task(7, 800, 40),
      task(7, 900, 90),
      task(8, 950, 500), // another thread
    ];
    assert.deepEqual(cpuBlocking(events), {blockingCpuMs: 100 + 40, longestCpuMs: 150, longTasks: 2});
  });

  it('scales an unthrottled trace to a phone `slowdown` times slower before counting', () => {
    const events = [
      meta(7, 'CrRendererMain'),
      paint(7, 0),
      task(7, 10, 20),
      task(7, 40, 10),
      task(7, 60, 40, 30),
    ];
    // 20 and 30 ms of CPU are 80 and 120 at 4×, 10 is 40: under 50.
    assert.deepEqual(cpuBlocking(events, 4), {blockingCpuMs: 30 + 70, longestCpuMs: 120, longTasks: 2});
  });

  it("counts the CPU time of evaluating the site's main.js on the page's main thread, scaled", () => {
    const evaluate = (tid: number, url: string, cpuMs: number) => ({
      name: 'EvaluateScript',
      ph: 'X',
      pid: 1,
      tid,
      ts: 1000,
      dur: cpuMs * 2000,
      tdur: cpuMs * 1000,
      args: {data: {url}},
    });
    const events = [
      meta(7, 'CrRendererMain'),
      paint(7, 400),
      evaluate(7, 'http://127.0.0.1:8080/assets/js/main.745657b0.js', 40),
      evaluate(7, 'http://127.0.0.1:8080/assets/js/runtime~main.0a1b2c3d.js', 5),
      evaluate(7, 'http://127.0.0.1:8080/assets/js/17896441.0a1b2c3d.js', 9),
      evaluate(8, 'http://127.0.0.1:8080/assets/js/main.745657b0.js', 30), // a worker
    ];
    assert.equal(mainScriptCpu(events, 4), 160);
    assert.equal(mainScriptCpu(events), 40);
  });

  it('says so when the trace has no first paint', () => {
    assert.throws(
      () => cpuBlocking([meta(7, 'CrRendererMain'), task(7, 0, 100)]),
      /no first contentful paint/,
    );
  });
});
