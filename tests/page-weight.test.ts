import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {describe, it} from 'node:test';
import type {Page} from '@playwright/test';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {defaultLocale, locales} from '../config/locale';
import {jsBudget, localeDocs, localeRoutes, measurePage} from '../scripts/lib/pageWeight';
import {withSecondLocale} from './lib/locales';

/** A request as measurePage sees it, whose sizes come back (or fail) when `answer` says. */
function request(url: string, type: string, sizes: () => Promise<{responseBodySize: number}>) {
  return {url: () => url, resourceType: () => type, sizes};
}

/** Just enough of a Playwright page: its requests are emitted by the test. */
function fakePage(): Page & EventEmitter {
  const page = new EventEmitter() as unknown as Page & EventEmitter;
  Object.assign(page, {
    goto: async () => {
      page.emit(
        'requestfinished',
        request('http://x/', 'document', async () => ({responseBodySize: 10})),
      );
      page.emit(
        'requestfinished',
        request('http://x/a.js', 'script', async () => ({responseBodySize: 30})),
      );
      return null;
    },
    waitForTimeout: async () => undefined,
  });
  return page;
}

const closed = () => Promise.reject(new Error('Target page, context or browser has been closed'));

describe('measurePage', () => {
  it('adds up the bytes of the responses until the network is quiet', async () => {
    const weight = await measurePage(fakePage(), '/');
    assert.equal(weight.html, 10);
    assert.equal(weight.js, 30);
    assert.deepEqual(weight.scripts, [{url: 'http://x/a.js', bytes: 30}]);
  });

  // The browser tests' "error outside any test" (budgets.spec.ts): a request that finished as the
  // test ended and its page closed had its sizes asked of a closed page, a rejection nobody
  // awaited, on which Playwright stops the worker.
  it('leaves no unhandled rejection when a later request finishes as the page closes', async () => {
    const page = fakePage();
    const weight = await measurePage(page, '/');
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      page.emit('requestfinished', request('http://x/late.js', 'script', closed));
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    assert.deepEqual(unhandled, []);
    assert.equal(weight.js, 30);
  });

  it('fails the measurement when a size cannot be read while the page is open', async () => {
    const page = fakePage();
    Object.assign(page, {
      goto: async () => {
        page.emit('requestfinished', request('http://x/', 'document', closed));
        return null;
      },
    });
    await assert.rejects(measurePage(page, '/'), /has been closed/);
  });
});

describe('JS budgets that grow with the site', () => {
  const other = locales.find((l) => l !== defaultLocale)!;

  /** A build folder with `pages` HTML pages in the default locale and `otherPages` in another. */
  function build(pages: number, otherPages: number): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'budget-'));
    for (let i = 0; i < pages; i++) {
      mkdirSync(path.join(dir, 'docs', `p${i}`), {recursive: true});
      writeFileSync(path.join(dir, 'docs', `p${i}`, 'index.html'), '');
    }
    writeFileSync(path.join(dir, '404.html'), '');
    mkdirSync(path.join(dir, other, 'docs'), {recursive: true});
    for (let i = 0; i < otherPages; i++) writeFileSync(path.join(dir, other, 'docs', `p${i}.html`), '');
    mkdirSync(path.join(dir, 'assets'), {recursive: true});
    writeFileSync(path.join(dir, 'assets', 'x.js'), '');
    return dir;
  }

  it("counts the HTML pages of the page's own locale only", withSecondLocale, () => {
    const dir = build(3, 7);
    try {
      assert.equal(localeRoutes(dir, '/docs/p0'), 4);
      assert.equal(localeRoutes(dir, `/${other}/docs/p0`), 7);
      assert.equal(localeRoutes(dir, `/${other}`), 7);
    } finally {
      rmSync(dir, {recursive: true});
    }
  });

  it('counts the doc pages of the locale for a doc page, tag pages left out', withSecondLocale, () => {
    const dir = build(3, 7);
    try {
      mkdirSync(path.join(dir, 'docs', 'tags', 'java'), {recursive: true});
      writeFileSync(path.join(dir, 'docs', 'tags', 'java', 'index.html'), '');
      mkdirSync(path.join(dir, 'blog'), {recursive: true});
      writeFileSync(path.join(dir, 'blog', 'index.html'), '');
      assert.equal(localeDocs(dir, '/docs/p0'), 3);
      assert.equal(localeDocs(dir, `/${other}/docs/p0`), 7);
      // Not a doc page: no sidebar to pay for.
      assert.equal(localeDocs(dir, '/blog'), 0);
      assert.equal(localeDocs(dir, '/'), 0);
      assert.equal(localeDocs(dir, `/${other}/`), 0);
      const budgets = {
        pages: {},
        search: {beforeTap: 0, afterTap: 0, questions: {}},
        jsPerRoute: 0.1,
        jsPerDoc: 0.2,
      };
      // 6 routes (3 docs, a tag page, the blog, 404) and 3 doc pages.
      assert.equal(jsBudget(budgets, {url: '/docs/p0', js: 100, css: 40, html: 30}, dir), 101.2);
      assert.equal(jsBudget(budgets, {url: '/blog', js: 100, css: 40, html: 30}, dir), 100.6);
    } finally {
      rmSync(dir, {recursive: true});
    }
  });

  it('allows jsPerRoute for each of those routes, and no more', withSecondLocale, () => {
    const small = build(10, 0);
    const large = build(310, 0);
    try {
      const budgets = {
        pages: {},
        search: {beforeTap: 0, afterTap: 0, questions: {}},
        jsPerRoute: 0.09,
        jsPerDoc: 0,
      };
      const page = {url: '/docs/p0', js: 100, css: 40, html: 30};
      assert.equal(jsBudget(budgets, page, small), 101);
      assert.equal(jsBudget(budgets, page, large), 128);
    } finally {
      rmSync(small, {recursive: true});
      rmSync(large, {recursive: true});
    }
  });
});
