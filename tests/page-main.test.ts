/**
 * The build's readers of built pages (the search index and llms.txt) parse only a page's head and
 * its <main> (plugins/lib/pageMain.ts): the same tree there, without the navbar, the sidebar (which
 * lists every doc, so whole pages made the parse grow with the square of the page count), the
 * footer or the scripts.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Element, Root, RootContent} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {pageMain} from '../plugins/lib/pageMain';
import {pageSections} from '../plugins/search/sections';
import {articleToMarkdown} from '../plugins/lib/htmlToMarkdown';

const sidebar = Array.from({length: 50}, (_, i) => `<li><a href="/docs/p${i}">侧栏第 ${i} 页</a></li>`).join(
  '',
);
const PAGE = `<!DOCTYPE html><html lang="zh"><head><meta charset="UTF-8"><title>家 | 站点</title>
<meta name="description" content="设置家和回家"><meta name="keywords" content="home,sethome"></head>
<body><div id="__docusaurus"><nav class="navbar"><a href="/">导航栏</a></nav>
<div class="main-wrapper"><aside class="theme-doc-sidebar-container"><ul>${sidebar}</ul></aside>
<main class="docMainContainer"><div class="row"><div class="col"><article>
<div class="theme-doc-markdown markdown"><header><h1>家</h1></header><p>用 <code>/sethome</code> 设置家。</p>
<h2 id="limits">数量上限<a class="hash-link" href="#limits">#</a></h2><p>会员可以多设几个。</p>
<figure><svg role="img" aria-labelledby="cap"><title>t</title></svg><figcaption id="cap">家的示意图</figcaption></figure>
<h3 id="other">其他</h3><table><tr><td>a</td><td>b</td></tr></table></div></article>
<nav class="pagination-nav"><a href="/next">下一页</a></nav></div></div></div></main></div>
<footer class="footer">页脚文字</footer></div><script src="/assets/js/main.js"></script></body></html>`;

function find(node: Root | RootContent, tag: string): Element | undefined {
  if (node.type === 'element' && node.tagName === tag) return node;
  if (!('children' in node)) return undefined;
  for (const child of node.children) {
    const found = find(child, tag);
    if (found) return found;
  }
  return undefined;
}

const withoutPositions = (node: unknown) =>
  JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));

describe('pageMain', () => {
  it('keeps the head and the main, and drops the navbar, the sidebar, the footer and the scripts', () => {
    const cut = pageMain(PAGE);
    assert.match(cut, /<meta name="keywords" content="home,sethome">/);
    assert.match(cut, /会员可以多设几个/);
    assert.match(cut, /下一页/);
    for (const gone of ['侧栏第', '导航栏', '页脚文字', 'main.js']) assert.ok(!cut.includes(gone), gone);
  });

  it('parses to the same head and main as the whole page', () => {
    const [whole, cut] = [fromHtml(PAGE), fromHtml(pageMain(PAGE))];
    for (const tag of ['head', 'main'])
      assert.deepEqual(withoutPositions(find(cut, tag)), withoutPositions(find(whole, tag)), tag);
  });

  it('gives the search and llms.txt what the whole page gave', () => {
    const sections = pageSections(PAGE, '/docs/home', '家', 'doc');
    assert.deepEqual(
      sections?.map((s) => [s.url, s.heading, s.text]),
      [
        ['/docs/home', '', '用 /sethome 设置家。'],
        ['/docs/home#limits', '数量上限', '会员可以多设几个。 家的示意图'],
        ['/docs/home#other', '其他', 'a b'],
      ],
    );
    assert.match(sections![0]!.keywords!, /home sethome 设置家和回家/);
    const markdown = articleToMarkdown(PAGE, {
      article: (el) =>
        Array.isArray(el.properties.className) && el.properties.className.includes('theme-doc-markdown'),
      pagePath: '/docs/home',
    });
    assert.match(markdown ?? '', /## 数量上限/);
    assert.match(markdown ?? '', /家的示意图/);
  });

  it('keeps a main nested in the content whole, and leaves a page without a main as it is', () => {
    const nested = PAGE.replace('<p>会员', '<main><p>内层</p></main><p>会员');
    assert.match(pageMain(nested), /内层[\s\S]*会员可以多设几个[\s\S]*下一页/);
    const noMain = PAGE.replace(/<\/?main[^>]*>/g, '');
    assert.equal(pageMain(noMain), noMain);
  });
});
