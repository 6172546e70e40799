import assert from 'node:assert/strict';
import {onlyWith} from './lib/locales';
import {describe, it} from 'node:test';
import {articleToMarkdown} from '../plugins/lib/htmlToMarkdown';
import {llmsTxt, sidebarOrder, type ListedPage} from '../plugins/llms-txt';
import {markdownPath} from '../src/lib/markdownPath';
import community from '../config/community';
import {siteTexts} from '../config/siteTexts';

const page = (article: string) =>
  `<html><body><nav><a href="/x">menu</a></nav><div class="theme-doc-markdown markdown">${article}</div></body></html>`;
const convert = (article: string, diagrams?: Record<string, string>) =>
  articleToMarkdown(page(article), {
    article: (el) =>
      Array.isArray(el.properties.className) && el.properties.className.includes('theme-doc-markdown'),
    pagePath: '/docs/a/b',
    diagrams,
  });

describe('Markdown copy of a built page', () => {
  it('keeps prose and links, with links from the site root, and drops the title and heading links', () => {
    const md = convert(
      '<header><h1>T</h1></header><h2 id="x">Part<a class="hash-link" href="#x">#</a></h2><p>See <a href="../c#y">c</a> and <a href="https://example.com">e</a>.</p>',
    );
    assert.equal(md, '## Part\n\nSee [c](/docs/c#y) and [e](https://example.com).');
  });

  it('turns code blocks, tabs and admonitions back into Markdown', () => {
    const md = convert(
      [
        '<div class="language-bash codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">run.sh</div><pre><code><span class="token-line">echo 1<br></span><span class="token-line">echo 2<br></span></code></pre><button>Copy</button></div>',
        '<div class="tabs-container"><ul role="tablist"><li role="tab">Windows</li><li role="tab">macOS</li></ul><div><div role="tabpanel"><p>A</p></div><div role="tabpanel" hidden><p>B</p></div></div></div>',
        '<div class="theme-admonition alert"><div class="admonitionHeading_z"><span class="admonitionIcon_q"><svg></svg></span>Tip</div><div class="admonitionContent_w"><p>Do it.</p></div></div>',
      ].join(''),
    );
    assert.equal(
      md,
      '```bash title="run.sh"\necho 1\necho 2\n```\n\n**Windows**\n\nA\n\n**macOS**\n\nB\n\n> **Tip**\n>\n> Do it.',
    );
  });

  it('writes tables on one line per row, without the columns only buttons filled, with the caption', () => {
    const md = convert(
      '<table><caption>Cmds</caption><thead><tr><th>Command</th><th>Who</th><th>Copy</th></tr></thead><tbody><tr><td><code>/a</code><a href="#r">#</a><div>alias <code>/b</code></div></td><td><ul><li>player</li><li>op</li></ul></td><td><button>Copy</button></td></tr></tbody></table>',
    );
    assert.equal(md, '**Cmds**\n\n| Command | Who |\n| - | - |\n| `/a` alias `/b` | player; op |');
  });

  it('replaces diagrams by their Mermaid source and pictures by their text alternative; drops form fields', () => {
    // The figure names its diagram by key: the page may show one of several (or an imported one).
    // It opens larger too (data-zoomable): it is still its source, not an unwrapped picture.
    const diagrams = {k1: 'flowchart TD\n  A --> B', k2: 'flowchart LR\n  C --> D'};
    const md = convert(
      '<figure data-diagram="k2" tabindex="0" data-zoomable="" data-zoom-scale="1"><div data-zoom-content=""><div><svg role="graphics-document document"><text>C</text></svg></div></div></figure><svg role="img" aria-label="QR code: link"></svg><label for="i">Version</label><input id="i"><p>end</p>',
      diagrams,
    );
    assert.equal(md, '```mermaid\nflowchart LR\n  C --> D\n```\n\n_\\[QR code: link]_\n\nend');
  });

  it("replaces a screen picture's figure by its text alternative and note, and unwraps a zoomable image", () => {
    const md = convert(
      [
        '<figure data-picture="p"><button data-zoomable=""><svg role="img" aria-label="Illustration: a form. Mark 2: click Save."><text>Save</text></svg><span>(view larger)</span></button>',
        '<figcaption>Illustration: a form<ul><li><span>2</span>Save</li></ul><small>Drawn, not copied.</small></figcaption></figure>',
        '<p><button data-zoomable=""><img src="a.png" alt="A photo"><span>(view larger)</span></button></p>',
      ].join(''),
    );
    assert.equal(
      md,
      '_\\[Illustration: a form. Mark 2: click Save.]_\n\nDrawn, not copied.\n\n![A photo](/docs/a/a.png)',
    );
  });

  it('replaces a screen picture drawn at build time (light and dark <img>) by its text alternative once', () => {
    const alt = 'Illustration: a form. Mark 2: click Save.';
    const md = convert(
      [
        `<figure data-picture="p"><button data-zoomable=""><span data-zoom-content="">`,
        `<picture><source media="(max-width: 511px)" srcset="part-light.svg"><img src="light.svg" alt="${alt}"></picture>`,
        `<picture><img src="dark.svg" alt="${alt}"></picture></span></button>`,
        '<figcaption>Illustration: a form<ul><li><span>2</span>Save</li></ul></figcaption></figure>',
      ].join(''),
    );
    assert.equal(md, `_\\[${alt}]_`);
  });

  it('returns null when the page has no article', () => {
    assert.equal(articleToMarkdown('<p>x</p>', {article: () => false, pagePath: '/'}), null);
  });
});

describe('llms.txt', () => {
  const pages: ListedPage[] = [
    {kind: 'doc', title: 'Intro [1]', description: 'Start here.', permalink: '/docs/intro', source: ''},
    {kind: 'doc', title: 'Bot', description: '', permalink: '/docs/clerk/', source: ''},
    {kind: 'post', title: 'frp', description: 'Tunnels.', permalink: '/blog/frpUse', source: ''},
  ];

  it('follows llmstxt.org: H1, summary, then H2 lists of [name](url): notes', onlyWith('en'), () => {
    const other = {locale: 'zh', url: 'https://docs.example.com/llms.txt'};
    const text = llmsTxt(pages, 'en', 'https://docs.example.com', [other]);
    const lines = text.split('\n');
    // The other language's list, named in that language's words (i18n/zh/site-text.json).
    assert.ok(lines.includes(`${siteTexts.llms.language.zh}: ${other.url}`), 'the other language');
    assert.equal(lines[0], `# ${community.siteTitle.en}`);
    assert.equal(lines[2], `> ${community.tagline.en}`);
    assert.ok(lines.includes('## Docs') && lines.includes('## Blog posts'));
    assert.ok(lines.includes('- [Intro \\[1\\]](https://docs.example.com/docs/intro.md): Start here.'));
    assert.ok(lines.includes('- [Bot](https://docs.example.com/docs/clerk/index.html.md)'));
    assert.ok(
      lines.indexOf('- [frp](https://docs.example.com/blog/frpUse.md): Tunnels.') >
        lines.indexOf('## Blog posts'),
    );
  });

  it('names no other language on a site with one language', () => {
    const text = llmsTxt(pages, 'zh', 'https://docs.example.com', []);
    assert.ok(!text.includes('llms.txt'), text);
    assert.ok(text.includes(`## ${siteTexts.llms.doc.zh}`));
  });

  it('puts the Markdown copy beside the page: .md, or index.html.md for a folder URL', () => {
    assert.equal(markdownPath('/en/docs/intro'), '/en/docs/intro.md');
    assert.equal(markdownPath('/docs/clerk/'), '/docs/clerk/index.html.md');
  });

  it('orders docs as the sidebar does, category pages first', () => {
    assert.deepEqual(
      sidebarOrder([
        {type: 'doc', id: 'intro'},
        {
          type: 'category',
          link: {type: 'doc', id: 'cat/index'},
          items: [{type: 'doc', id: 'cat/a'}, {type: 'link'}],
        },
      ]),
      ['intro', 'cat/index', 'cat/a'],
    );
  });
});
