import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {describe, it} from 'node:test';

/**
 * The HTML minifier the build uses (docusaurus.config.ts `future.faster.swcHtmlMinimizer`) keeps
 * attribute values whole: @swc/html 1.16 unquotes a value with '&' not after a space, and a
 * heading's link label ("写法一：& 颜色代码的直接链接") fell apart into two attributes.
 * Run in a plain Node process, as Docusaurus runs it (under tsx the SWC minifier's import fails).
 */
function minifiedByTheBuild(html: string): {type: string; code: string} {
  const program = `
    const {loadSiteConfig} = require('@docusaurus/core/lib/server/config');
    const {getHtmlMinifier} = require('@docusaurus/bundler');
    (async () => {
      const {siteConfig} = await loadSiteConfig({siteDir: process.cwd()});
      const type = siteConfig.future.faster.swcHtmlMinimizer ? 'swc' : 'terser';
      const {minify} = await getHtmlMinifier({type});
      process.stdout.write(JSON.stringify({type, code: (await minify(process.argv[1])).code}));
    })();`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', program, html], {
      encoding: 'utf8',
      env: {...process.env, NODE_OPTIONS: ''},
    }),
  ) as {type: string; code: string};
}

describe('the HTML minifier of the build', () => {
  it('keeps an attribute value with "&" and spaces in one attribute', () => {
    const values = ['写法一：&amp; 颜色代码的直接链接', 'Q&amp;A 常见问题的直接链接', '&amp; b'];
    const page = `<!doctype html><html lang="zh"><head><title>t</title></head><body>${values
      .map((v) => `<a href="#x" aria-label="${v}">x</a>`)
      .join('')}</body></html>`;
    const {type, code} = minifiedByTheBuild(page);
    const labels = [...code.matchAll(/aria-label=("[^"]*"|[^\s>]*)/g)].map((m) =>
      m[1]!.replace(/^"|"$/g, '').replaceAll('&amp;', '&'),
    );
    assert.deepEqual(
      labels,
      values.map((v) => v.replaceAll('&amp;', '&')),
      `${type}: ${code}`,
    );
  });
});
