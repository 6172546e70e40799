/**
 * Where the browser tests' time goes: reads a Playwright JSON report (and, if given, the test
 * server's access log) and prints the tests and the summed test time per spec file, slowest first,
 * the slowest tests, and the page loads (HTML documents nginx served: a count that does not depend
 * on how fast or how busy the machine is).
 *
 *   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/pw.json NGINX_ACCESS_LOG=/tmp/access.log \
 *     npm run test:e2e -- --reporter=dot,json
 *   node --import tsx scripts/e2e-timings.ts /tmp/pw.json /tmp/access.log
 *
 * scripts/e2e.ts runs the timed tests in a second pass whose report and log are the ".timed"
 * twins (/tmp/pw.timed.json, /tmp/access.timed.log): they are read too when they exist.
 */
import {existsSync, readFileSync} from 'node:fs';

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  file: string;
  title: string;
  tests: {results: Result[]; annotations?: {type: string; description?: string}[]}[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

const [report, accessLog] = process.argv.slice(2);
if (!report) {
  console.error('Usage: node --import tsx scripts/e2e-timings.ts report.json [access.log]');
  process.exit(1);
}
/** A file and, if it exists, its twin of the timed pass (scripts/e2e.ts). */
const withTwin = (file: string) =>
  [file, file.replace(/(\.[^./]+)?$/, '.timed$1')].filter((f, i) => i === 0 || existsSync(f));
const reports = withTwin(report).map(
  (file) => JSON.parse(readFileSync(file, 'utf8')) as {suites: Suite[]; stats: {duration: number}},
);
const json = {
  suites: reports.flatMap((r) => r.suites),
  stats: {duration: reports.reduce((sum, r) => sum + r.stats.duration, 0)},
};

interface Run {
  file: string;
  title: string;
  duration: number;
  status: string;
  /** Page loads and requests of the test's browser context (e2e/lib/test.ts), if counted. */
  pages: number;
  requests: number;
  /** CPU milliseconds of the test's worker and browser (e2e/lib/test.ts), if measured. */
  cpu: number;
}
const runs: Run[] = [];
/** The "load" annotation of e2e/lib/test.ts: "N pages, M requests". */
const loadOf = (test: Spec['tests'][number]) => {
  const text = test.annotations?.find((a) => a.type === 'load')?.description ?? '';
  const [, pages = '0', requests = '0'] = /(\d+) pages, (\d+) requests/.exec(text) ?? [];
  const cpu = /(\d+) ms/.exec(test.annotations?.find((a) => a.type === 'cpu')?.description ?? '');
  return {pages: Number(pages), requests: Number(requests), cpu: Number(cpu?.[1] ?? 0)};
};
const walk = (suite: Suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const r of test.results)
        runs.push({
          file: spec.file,
          title: spec.title,
          duration: r.duration,
          status: r.status,
          ...loadOf(test),
        });
  for (const child of suite.suites ?? []) walk(child);
};
json.suites.forEach(walk);

const s = (ms: number) => (ms / 1000).toFixed(1);
const byFile = new Map<string, {ms: number; cpu: number; tests: number; pages: number; requests: number}>();
for (const r of runs) {
  const entry = byFile.get(r.file) ?? {ms: 0, cpu: 0, tests: 0, pages: 0, requests: 0};
  entry.ms += r.duration;
  entry.cpu += r.cpu;
  entry.tests += 1;
  entry.pages += r.pages;
  entry.requests += r.requests;
  byFile.set(r.file, entry);
}
const total = runs.reduce((sum, r) => sum + r.duration, 0);
const totalCpu = runs.reduce((sum, r) => sum + r.cpu, 0);
const failed = runs.filter((r) => r.status !== 'passed' && r.status !== 'skipped').length;
console.log(
  `${runs.length} test runs (${failed} not passed), ${s(total)} s of test time, ${s(json.stats.duration)} s wall, ${s(totalCpu)} s of CPU in the tests`,
);
const pad = (n: number, width: number) => String(n).padStart(width);
console.log(
  `${'seconds'.padStart(10)} ${'CPU s'.padStart(7)} ${'tests'.padStart(5)} ${'pages'.padStart(6)} ${'requests'.padStart(8)}  (pages and requests: of each test's own context)`,
);
// Slowest first by CPU time where it was measured (it is the cost), else by test time.
const cost = (e: {ms: number; cpu: number}) => (totalCpu > 0 ? e.cpu : e.ms);
for (const [file, {ms, cpu, tests, pages, requests}] of [...byFile].sort((a, b) => cost(b[1]) - cost(a[1])))
  console.log(
    `${s(ms).padStart(8)} s ${s(cpu).padStart(7)} ${pad(tests, 5)} ${pad(pages, 6)} ${pad(requests, 8)}  ${file}`,
  );
const totals = [...byFile.values()].reduce(
  (t, e) => ({pages: t.pages + e.pages, requests: t.requests + e.requests}),
  {pages: 0, requests: 0},
);
console.log(`${''.padStart(24)} ${pad(totals.pages, 6)} ${pad(totals.requests, 8)}  in all`);
console.log('\nCostliest tests:');
for (const r of [...runs]
  .sort((a, b) => (totalCpu > 0 ? b.cpu - a.cpu : b.duration - a.duration))
  .slice(0, 25))
  console.log(
    `${s(r.duration).padStart(6)} s ${s(r.cpu).padStart(6)} CPU s ${pad(r.pages, 4)} pages  ${r.file}: ${r.title.slice(0, 90)}`,
  );

// Page loads after which the page fixture waited its whole 15 s for hydration (e2e/lib/test.ts).
const unsettled: string[] = [];
const walkUnsettled = (suite: Suite) => {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      for (const a of test.annotations ?? [])
        if (a.type === 'unsettled')
          unsettled.push(`${spec.file}: ${spec.title.slice(0, 60)}: ${a.description}`);
  for (const child of suite.suites ?? []) walkUnsettled(child);
};
json.suites.forEach(walkUnsettled);
if (unsettled.length)
  console.log(`\n${unsettled.length} page loads never settled (15 s each):\n  ${unsettled.join('\n  ')}`);

if (accessLog) {
  const paths = withTwin(accessLog)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .split('\n')
    .map((line) => /"[A-Z]+ ([^ ?]+)/.exec(line)?.[1])
    .filter((p): p is string => p !== undefined);
  // A page: a path without a file extension, or an .html file.
  const pages = paths.filter((p) => !/\.[a-z0-9]+$/i.test(p) || p.endsWith('.html'));
  console.log(`\n${paths.length} requests served, ${pages.length} of them pages (HTML documents)`);
}
