/**
 * What a page costs on first load: bytes transferred (compressed) per kind
 * of resource, measured in Chromium against the production build.
 */
import type {Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import yaml from 'js-yaml';

export interface PageBudget {
  url: string;
  js: number;
  css: number;
  html: number;
}

export interface IndexBudget {
  /** KiB as stored. */
  raw: number;
  /** KiB gzip-compressed, as a host sends it. */
  gzip: number;
}

export interface Budgets {
  pages: Record<string, PageBudget>;
  searchIndex: Record<string, IndexBudget>;
}

export function loadBudgets(file = 'perf/budgets.yml'): Budgets {
  return yaml.load(readFileSync(file, 'utf8')) as Budgets;
}

export interface Weight {
  js: number;
  css: number;
  html: number;
  other: number;
  /** Script URLs loaded, for finding what is heavy. */
  scripts: {url: string; bytes: number}[];
}

/**
 * Load `url` in a fresh page and add up the compressed bytes of every response
 * until the network is quiet (so chunks loaded after hydration count too).
 */
export async function measurePage(page: Page, url: string): Promise<Weight> {
  const weight: Weight = {js: 0, css: 0, html: 0, other: 0, scripts: []};
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(({responseBodySize}) => {
        const type = request.resourceType();
        if (type === 'script') {
          weight.js += responseBodySize;
          weight.scripts.push({url: request.url(), bytes: responseBodySize});
        } else if (type === 'stylesheet') weight.css += responseBodySize;
        else if (type === 'document') weight.html += responseBodySize;
        else weight.other += responseBodySize;
      }),
    );
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.waitForTimeout(300);
  await Promise.all(pending);
  return weight;
}

/** The search index of a locale in the build, and its size in bytes raw and gzip-compressed. */
export function searchIndexSize(
  locale: string,
  defaultLocale = 'zh',
): {file: string; raw: number; gzip: number} {
  const file = locale === defaultLocale ? 'build/search-index.json' : `build/${locale}/search-index.json`;
  const bytes = readFileSync(file);
  return {file, raw: bytes.length, gzip: gzipSync(bytes).length};
}

export const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
