/**
 * Pure parts of the scale bench (`npm run bench -- --scale N`): the build's phases read from its
 * log, the search files of a build by locale, and the table of results.
 */
import {defaultLocale, locales, type SiteLocale} from '../../config/locale';

/** A timed step of the build, as Docusaurus's perf logger prints it (DOCUSAURUS_PERF_LOGGER=true). */
interface BuildPhase {
  /** The step with its parents, e.g. `Build > en > Bundling with Rspack`. */
  label: string;
  ms: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The steps of a Docusaurus build log: lines such as
 * `[PERF] Build > zh > SSG - 12.34 seconds! - (Heap …)` or `[PERF] Load site - 812.50 ms - …`.
 */
export function parsePerfLog(log: string): BuildPhase[] {
  const phases: BuildPhase[] = [];
  for (const raw of log.split('\n')) {
    const line = raw.replace(ANSI, '');
    const match = /\[PERF\](?:\[KO\])?\s+(.+?) - ([\d.]+) (seconds|ms)\b/.exec(line);
    if (!match) continue;
    phases.push({label: match[1]!.trim(), ms: Number(match[2]) * (match[3] === 'seconds' ? 1000 : 1)});
  }
  return phases;
}

/** The steps of each locale's build (`Build > <locale> > <step>`), in ms, by locale and step. */
export function localePhases(phases: BuildPhase[]): Record<string, Record<string, number>> {
  const byLocale: Record<string, Record<string, number>> = {};
  for (const {label, ms} of phases) {
    const match = /^Build > ([^>]+?) > ([^>]+)$/.exec(label);
    if (!match) continue;
    const steps = (byLocale[match[1]!] ??= {});
    steps[match[2]!] = (steps[match[2]!] ?? 0) + ms;
  }
  return byLocale;
}

/**
 * Lines of the search step (`[search] …`) and the durations they give (`… in 12.3 s`,
 * `… 850 ms`): the first duration of each line, in ms.
 */
export function searchStepLines(log: string): {line: string; ms: number | null}[] {
  return log
    .split('\n')
    .map((raw) => raw.replace(ANSI, '').trim())
    .filter((line) => line.startsWith('[search]'))
    .map((line) => {
      const match = /(\d+(?:\.\d+)?)\s*(ms|s)\b/.exec(line);
      return {line, ms: match ? Number(match[1]) * (match[2] === 's' ? 1000 : 1) : null};
    });
}

/**
 * The locale a file of the build belongs to, by its path relative to build/: under `<locale>/`
 * for the locales that are not the default, else the default locale.
 */
export function localeOfBuildFile(rel: string): SiteLocale {
  const first = rel.split('/')[0];
  return locales.find((l) => l !== defaultLocale && l === first) ?? defaultLocale;
}

/**
 * Whether a file of the build (path relative to build/) is part of a search index, for any of the
 * engines compared: `search-index*.json` anywhere (the site's manifest, or
 * @easyops-cn/docusaurus-search-local's whole index), anything under `search-index/` (the site's
 * shards and sections, plugins/search/runtime/format.ts), or any file but a page under `search/` or
 * `<locale>/search/` (a sharded index such as Pagefind's; the search page itself,
 * search/index.html, is a page).
 */
export function isSearchFile(rel: string): boolean {
  if (/(^|\/)search-index[^/]*\.json$/.test(rel)) return true;
  if (/(^|\/)search-index\//.test(rel)) return true;
  const inSearch = new RegExp(`^(?:(?:${locales.filter((l) => l !== defaultLocale).join('|')})/)?search/`);
  return inSearch.test(rel) && !rel.endsWith('.html');
}

/** Whether a URL fetched by the page is a search file (same rule as isSearchFile, on its path). */
export function isSearchUrl(url: string): boolean {
  return isSearchFile(new URL(url).pathname.replace(/^\//, ''));
}

export interface ScaleFigures {
  factor: number;
  /** Doc pages per locale (partials not counted). */
  pages: Record<string, number>;
  build: {
    seconds: number;
    phases: Record<string, Record<string, number>>;
    search: {line: string; ms: number | null}[];
  };
  /** Search files per locale: count, bytes as stored and gzip-compressed. */
  index: Record<string, {files: number; raw: number; gzip: number}>;
  /** Per locale, medians of the cold searches. */
  cold: Record<
    string,
    {
      runs: number;
      firstSuggestionMs: number | null;
      spreadMs: [number, number] | null;
      loadingShownMs: number | null;
      /** Bytes transferred (compressed, headers included) before the tap: page load, then idle time. */
      beforeTapBytes: number;
      /** Of those, search files (isSearchUrl). */
      searchBeforeTapBytes: number;
      /** Bytes transferred from the tap to the first suggestion. */
      afterTapBytes: number;
      afterTapRequests: number;
      /** Each run's tap to first suggestion (null: none in time). */
      runsMs?: (number | null)[];
      /** What the first run fetched after the tap. */
      afterTapFiles?: {url: string; bytes: number}[];
    }
  >;
  /** Per locale and query: ms from typing to new suggestions, engine ready (null: none in time). */
  answers: Record<string, {query: string; ms: number | null; runsMs?: (number | null)[]}[]>;
  /** Per locale: the relevance set on this copy (scaleRelevance.ts). */
  relevance?: Record<string, {questions: number; top3: number; mrr: number}>;
  /** First-load JS bytes (compressed) of each page type of perf/budgets.yml. */
  firstLoadJs?: Record<string, number>;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number | null, timeoutMs?: number): string =>
  value === null ? (timeoutMs ? `> ${(timeoutMs / 1000).toFixed(0)} s` : '–') : `${value.toFixed(0)} ms`;

/** The main build steps of a locale, in the order they run. */
const STEPS = ['Load site', 'Bundling', 'SSG', 'postBuild()', 'Broken links checker'];

function stepMs(steps: Record<string, number> | undefined, step: string): number | null {
  if (!steps) return null;
  const key = Object.keys(steps).find((k) => k.startsWith(step));
  return key === undefined ? null : steps[key]!;
}

/** Columns a text takes in a terminal: Chinese, Japanese and Korean characters and full-width forms take two. */
export function displayWidth(text: string): number {
  const wide =
    /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
  return [...text].reduce((width, char) => width + (wide.test(char) ? 2 : 1), 0);
}

/** Rows of text, columns padded to their widest cell. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => displayWidth(r[i] ?? ''))));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell + ' '.repeat(widths[i]! - displayWidth(cell)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The comparison of ×1 and ×N as text tables. */
export function scaleTables(one: ScaleFigures, many: ScaleFigures, answerTimeoutMs: number): string {
  const head = ['', `×${one.factor}`, `×${many.factor}`, `×${many.factor} / ×${one.factor}`];
  const ratio = (a: number | null, b: number | null) => (a && b !== null ? `${(b / a).toFixed(2)}×` : '');
  const rows: string[][] = [head];
  const row = (label: string, a: number | null, b: number | null, format: (v: number | null) => string) =>
    rows.push([label, format(a), format(b), ratio(a, b)]);
  for (const locale of locales) {
    row(`${locale}: doc pages`, one.pages[locale] ?? null, many.pages[locale] ?? null, (v) =>
      String(v ?? '–'),
    );
  }
  for (const locale of locales) {
    const a = one.index[locale];
    const b = many.index[locale];
    rows.push([
      `${locale}: search files, raw / gzip`,
      a ? `${a.files} files, ${kib(a.raw)} / ${kib(a.gzip)}` : 'none',
      b ? `${b.files} files, ${kib(b.raw)} / ${kib(b.gzip)}` : 'none',
      a && b ? ratio(a.gzip, b.gzip) : '',
    ]);
  }
  for (const locale of locales) {
    const a = one.cold[locale];
    const b = many.cold[locale];
    if (!a || !b) continue;
    row(`${locale}: bytes before the tap (all)`, a.beforeTapBytes, b.beforeTapBytes, (v) =>
      v === null ? '–' : kib(v),
    );
    row(`${locale}:   of which search files`, a.searchBeforeTapBytes, b.searchBeforeTapBytes, (v) =>
      v === null ? '–' : kib(v),
    );
    rows.push([
      `${locale}: bytes tap → first suggestion`,
      `${kib(a.afterTapBytes)} (${a.afterTapRequests} req.)`,
      `${kib(b.afterTapBytes)} (${b.afterTapRequests} req.)`,
      ratio(a.afterTapBytes, b.afterTapBytes),
    ]);
    const cold = (c: typeof a) =>
      `${ms(c.firstSuggestionMs)}${c.spreadMs ? ` [${c.spreadMs[0].toFixed(0)}–${c.spreadMs[1].toFixed(0)}]` : ''}`;
    rows.push([
      `${locale}: cold search, tap → suggestion`,
      cold(a),
      cold(b),
      ratio(a.firstSuggestionMs, b.firstSuggestionMs),
    ]);
    row(`${locale}: loading message shown after`, a.loadingShownMs, b.loadingShownMs, (v) => ms(v));
  }
  for (const locale of locales) {
    const a = one.answers[locale] ?? [];
    const b = many.answers[locale] ?? [];
    for (const [i, answer] of a.entries()) {
      const label =
        answer.query.length > 14
          ? `${answer.query.slice(0, 13)}… (${answer.query.length} chars)`
          : answer.query;
      row(`${locale}: answer "${label}"`, answer.ms, b[i]?.ms ?? null, (v) => ms(v, answerTimeoutMs));
    }
  }
  row('build (zh + en), s', one.build.seconds, many.build.seconds, (v) =>
    v === null ? '–' : `${v.toFixed(1)} s`,
  );
  for (const locale of locales) {
    for (const step of STEPS) {
      const a = stepMs(one.build.phases[locale], step);
      const b = stepMs(many.build.phases[locale], step);
      if (a === null && b === null) continue;
      row(`  ${locale}: ${step}`, a, b, (v) => (v === null ? '–' : `${(v / 1000).toFixed(1)} s`));
    }
  }
  const searchMs = (f: ScaleFigures) => {
    const timed = f.build.search.filter((s) => s.ms !== null);
    return timed.length ? timed.reduce((sum, s) => sum + s.ms!, 0) : null;
  };
  row('  search step ([search] lines)', searchMs(one), searchMs(many), (v) =>
    v === null ? 'not logged' : `${(v / 1000).toFixed(1)} s`,
  );
  return table(rows);
}
