/**
 * The Content-Security-Policy changes only when the theme or its settings do, never with the
 * content: every inline script of a page has the same text whatever the page's bundles are
 * called (their names carry a content hash that changes with every edit). Docusaurus's page
 * template is rendered and minified as the build does (its own template compiler and HTML
 * minifiers) for two sets of bundle names; scripts/check-csp-stable.ts compares two real builds.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import ssgTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {contentDependentScripts, inlineScripts, scriptHash} from '../plugins/security-headers';

/** What Docusaurus passes the template for one page (ssgTemplate.js, renderSSGTemplate). */
function pageData(baseUrl: string, scripts: string[], text: string) {
  return {
    appHtml: `<main><h1>${text}</h1></main>`,
    baseUrl,
    htmlAttributes: 'lang="zh-Hans" dir="ltr"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    headTags: '<script>document.documentElement.setAttribute("data-theme","light")</script>',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [`<title data-rh="true">${text}</title>`],
    scripts,
    stylesheets: ['assets/css/styles.0a1b2c3d.css'],
    noIndex: false,
    version: '3.10.2',
  };
}

const builds = [
  ['assets/js/runtime~main.11111111.js', 'assets/js/main.22222222.js'],
  ['assets/js/runtime~main.a1b2c3d4.js', 'assets/js/main.e5f6a7b8.js', 'assets/js/extra.99999999.js'],
];

/**
 * HTML minified by Docusaurus's minifier of that type, in a plain Node process: under tsx the
 * SWC minifier's dynamic import of @swc/html finds no `minify` export.
 */
function minified(type: 'swc' | 'terser', pages: string[]): string[] {
  const program = `
    const {getHtmlMinifier} = require('@docusaurus/bundler');
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', async () => {
      const {minify} = await getHtmlMinifier({type: process.argv[1]});
      const pages = [];
      for (const html of JSON.parse(input)) pages.push((await minify(html)).code);
      process.stdout.write(JSON.stringify(pages));
    });`;
  const output = execFileSync(process.execPath, ['-e', program, type], {
    input: JSON.stringify(pages),
    encoding: 'utf8',
    env: {...process.env, NODE_OPTIONS: ''},
  });
  return JSON.parse(output) as string[];
}

async function renderedPages(minifier: 'swc' | 'terser'): Promise<{baseUrl: string; html: string}[]> {
  const render = await compileSSGTemplate(ssgTemplate);
  const pages = ['/', '/en/'].flatMap((baseUrl) =>
    builds.map((scripts, i) => ({baseUrl, html: render(pageData(baseUrl, scripts, `Page ${i}`)) as string})),
  );
  const html = minified(
    minifier,
    pages.map((page) => page.html),
  );
  return pages.map((page, i) => ({baseUrl: page.baseUrl, html: html[i]!}));
}

for (const minifier of ['swc', 'terser'] as const) {
  describe(`the page template, minified by ${minifier}`, () => {
    it('writes the same inline scripts whatever the bundles are called, in every locale', async () => {
      const pages = await renderedPages(minifier);
      const hashes = pages.map(({html}) => inlineScripts(html).map(scriptHash).sort());
      assert.ok(hashes[0]!.length > 0, 'the page has an inline script');
      for (const h of hashes) assert.deepEqual(h, hashes[0]);
      for (const {html} of pages) {
        for (const script of builds.flat())
          assert.ok(!inlineScripts(html).some((s) => s.includes(path.basename(script))), script);
      }
    });
    it('loads each bundle of the page with a script of its own', async () => {
      const pages = await renderedPages(minifier);
      for (const {baseUrl, html} of pages) {
        const scripts = builds.find((b) => b.every((s) => html.includes(s)))!;
        const loaded = [...html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
        assert.deepEqual(
          loaded,
          scripts.map((s) => baseUrl + s),
        );
      }
    });
  });
}

describe('contentDependentScripts', () => {
  it('names the pages whose inline scripts name a hashed bundle, and only those', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'csp-names-'));
    mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
    writeFileSync(path.join(dir, 'assets/js/main.0123abcd.js'), '');
    writeFileSync(path.join(dir, 'a.html'), '<script>load(["/assets/js/main.0123abcd.js"])</script>');
    writeFileSync(path.join(dir, 'b.html'), '<script>document.documentElement.dataset.x = "1"</script>');
    writeFileSync(
      path.join(dir, 'c.html'),
      '<script type="application/ld+json">{"x":"main.0123abcd.js"}</script>',
    );
    assert.deepEqual(contentDependentScripts(dir), ['a.html: main.0123abcd.js']);
  });
});
