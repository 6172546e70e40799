import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {inflateSync} from 'node:zlib';
import {describe, it} from 'node:test';
import community, {type CommunityConfig} from '../config/community';
import {locales} from '../config/locale';
import {loadCommunityData} from '../plugins/community-data';
import {
  checkFonts,
  DEFAULT_CARD_FONTS,
  GlyphStore,
  MissingFontError,
  palettePng,
  svgToPng,
  inTurns,
} from '../plugins/lib/cardText';
import {qrPath} from '../plugins/lib/qrCode';
import {
  cardSettings,
  fitLines,
  JOIN_CARD,
  joinCardSvg,
  PAGE_CARD,
  PAGE_CARD_MAX_BYTES,
  pageCardPath,
  pageCardSvg,
} from '../plugins/lib/shareCards';
import {docSections, joinCardText, withPageCardImage} from '../plugins/share-cards';
import {applicationCommand} from '../src/lib/application';
import {inLocale} from '../src/lib/newcomerText';
import {siteTexts} from '../config/siteTexts';
import {botBrief} from '../src/lib/commands';
import {acceptsSkinSite, hasWhitelist, ROUTES} from '../src/lib/newcomer';
import {localize} from '../src/lib/localized';

const root = path.resolve(__dirname, '..');
const settings = cardSettings(community);
const glyphs = new GlyphStore(settings.fonts, path.join(root, 'node_modules/.cache/share-cards'));
const logo = readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const clerk = loadCommunityData(root).clerk;

/** Width, height and colour type of a PNG, and its pixel rows inflated. */
function readPng(png: Buffer): {width: number; height: number; colorType: number; raw: Buffer} {
  assert.deepEqual([...png.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return {
    width: png.readUInt32BE(16),
    height: png.readUInt32BE(20),
    colorType: png[25]!,
    raw: inflateSync(Buffer.concat(idat)),
  };
}

/** The longest doc or post title of the site's content (front matter `title`). */
function longestTitle(): string {
  let longest = '';
  for (const dir of ['docs', 'blog', 'i18n/en/docusaurus-plugin-content-docs/current']) {
    for (const file of readdirSync(path.join(root, dir), {recursive: true}) as string[]) {
      if (!/\.mdx?$/.test(file)) continue;
      const title = /^title:\s*(.+)$/m.exec(readFileSync(path.join(root, dir, file), 'utf8'))?.[1] ?? '';
      if (title.length > longest.length) longest = title.replace(/^['"]|['"]$/g, '');
    }
  }
  return longest;
}

describe('page cards: which file a page names', () => {
  it('a doc and its English translation name the same card; partials and pages none', () => {
    assert.equal(pageCardPath('docs/intro.md'), '/img/cards/docs/intro.png');
    assert.equal(
      pageCardPath('i18n/en/docusaurus-plugin-content-docs/current/intro.md'),
      '/img/cards/docs/intro.png',
    );
    assert.equal(pageCardPath('blog/2025-06-21-frpUse.md'), '/img/cards/blog/2025-06-21-frpUse.png');
    assert.equal(
      pageCardPath('i18n/en/docusaurus-plugin-content-blog/2025-06-21-frpUse.md'),
      '/img/cards/blog/2025-06-21-frpUse.png',
    );
    assert.equal(pageCardPath('docs/Q&A/ru-he-qiu-zhu.md'), '/img/cards/docs/Q_A/ru-he-qiu-zhu.png');
    assert.equal(pageCardPath('docs/_newcomer-flow.mdx'), null);
    assert.equal(pageCardPath('src/pages/markdown-page.md'), null);
  });

  it('the front matter parser adds the card to docs and posts only, and keeps an image set by hand', async () => {
    const parse = withPageCardImage(
      async ({fileContent}) => ({
        frontMatter: fileContent === 'own' ? {image: '/img/own.png'} : {},
        content: '',
      }),
      root,
    );
    const run = (file: string, fileContent = '') =>
      parse({filePath: path.join(root, file), fileContent, defaultParseFrontMatter: undefined as never});
    if (settings.pageCards) {
      assert.equal((await run('docs/intro.md')).frontMatter.image, '/img/cards/docs/intro.png');
      assert.equal((await run('docs/intro.md', 'own')).frontMatter.image, '/img/own.png');
    }
    assert.equal((await run('src/pages/markdown-page.md')).frontMatter.image, undefined);
  });

  it('a doc is in the innermost category of the sidebar', () => {
    const sections = docSections([
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'A',
        link: {type: 'doc', id: 'a-index'},
        items: [
          {type: 'category', label: 'B', items: [{type: 'doc', id: 'b1'}]},
          {type: 'doc', id: 'a1'},
        ],
      },
    ]);
    assert.deepEqual(Object.fromEntries(sections), {intro: '', 'a-index': 'A', b1: 'B', a1: 'A'});
  });
});

describe('page cards: drawing', () => {
  it(`the longest title of the content fits a ${PAGE_CARD.width} × ${PAGE_CARD.height} PNG of at most 60 KiB`, async () => {
    const title = longestTitle();
    const svg = pageCardSvg(
      {
        title,
        section: '加入服务器 Joining',
        site: community.siteTitle.zh,
        host: new URL(community.siteUrl).host,
      },
      glyphs,
      logo,
    );
    const png = await svgToPng(svg);
    assert.ok(png.length <= PAGE_CARD_MAX_BYTES, `${png.length} bytes`);
    const image = readPng(png);
    assert.deepEqual([image.width, image.height, image.colorType], [PAGE_CARD.width, PAGE_CARD.height, 3]);
    assert.equal(image.raw.length, (PAGE_CARD.width + 1) * PAGE_CARD.height);
    assert.match(
      svg,
      new RegExp(`<title>${title.replace(/[&<>"']/g, '.').replace(/[()[\]{}+*?^$|\\]/g, '.')}</title>`),
    );
  });

  it('draws one outline per visible character of the title, wraps long titles and ends cut ones with …', () => {
    const title = `${community.serverName.zh} ${community.serverName.en}`;
    const drawn = glyphs.path(title, {x: 0, y: 0, size: 40, weight: 'bold', fill: '#fff'});
    assert.equal(drawn.match(/<path /g)?.length, [...title].filter((c) => c.trim()).length);
    const long = '加入服务器'.repeat(30);
    const lines = glyphs.wrap(long, 76, 'bold', 1040, 3);
    assert.equal(lines.length, 3);
    assert.ok(lines.every((l) => glyphs.width(l, 76, 'bold') <= 1040));
    assert.ok(lines[2]!.endsWith('…'));
    assert.deepEqual(glyphs.wrap('short', 76, 'bold', 1040, 3), ['short']);
  });

  it('starts no line with closing punctuation and ends none with an opening one', () => {
    const text =
      '在 QQ 交流群（群号 100000000）发送：#白名单申请 你的玩家名，名字和游戏里一字不差。通常 2 小时内审核完。';
    for (let width = 200; width <= 600; width += 7) {
      const lines = glyphs.wrap(text, 40, 'regular', width, 20);
      assert.equal(lines.join('').replace(/\s/g, ''), text.replace(/\s/g, ''), `width ${width}`);
      for (const line of lines.slice(1))
        assert.doesNotMatch(
          line,
          /^[）」』】，。、：；！？),.;:!?]/u,
          `width ${width}: ${lines.join(' | ')}`,
        );
      for (const line of lines.slice(0, -1))
        assert.doesNotMatch(line, /[（「『【(]$/u, `width ${width}: ${lines.join(' | ')}`);
    }
  });

  it('fits a text between two baselines, smaller when it must, cut only at the smallest size', () => {
    const text =
      'In the QQ chat group (group 100000000), send: #wl-apply YourName, with your exact in-game name.';
    const roomy = fitLines(glyphs, text, 540, 1000, 1322);
    assert.equal(roomy.size, 40);
    assert.ok(!roomy.lines.at(-1)!.endsWith('…'));
    const tight = fitLines(glyphs, `${text} ${text}`, 540, 1100, 1322);
    assert.ok(tight.size < 40, `size ${tight.size}`);
    assert.ok(1100 + (tight.lines.length - 1) * tight.step <= 1322, 'the last baseline is above the bottom');
    const cut = fitLines(glyphs, text.repeat(6), 540, 1200, 1322);
    assert.equal(cut.size, 32);
    assert.ok(cut.lines.at(-1)!.endsWith('…'));
  });

  it('outlines in worker threads exactly what it outlines in the build itself, each character once', async () => {
    const bold = [localize(community.serverName, 'zh'), 'Velocity 代理端：安装（1.21）'];
    const regular = ['服务器文档 Docs', new URL(community.siteUrl).host];
    const here = new GlyphStore(settings.fonts, null);
    here.need(bold, 'bold');
    here.need(regular, 'regular');
    const inWorkers = new GlyphStore(settings.fonts, null);
    await inWorkers.needAll({bold, regular});
    assert.equal(inWorkers.outlined, here.outlined);
    for (const [texts, weight] of [
      [bold, 'bold'],
      [regular, 'regular'],
    ] as const)
      for (const ch of new Set([...texts.join('')]))
        assert.deepEqual(inWorkers.glyph(ch, weight), here.glyph(ch, weight), ch);
    assert.equal(inWorkers.outlined, here.outlined, 'nothing left to outline one by one');
  });

  it('draws cards a few at a time, each once, started in order', async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = Array.from({length: 9}, (_, i) => async () => {
      started.push(i);
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 1 + (i % 3)));
      running--;
    });
    await inTurns(tasks, 4);
    assert.deepEqual(started, [...Array(9).keys()]);
    assert.equal(most, 4);
    await inTurns([], 4);
  });

  it('an indexed-colour PNG keeps every pixel of a small picture', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 0]);
    const image = readPng(palettePng(2, 2, rgba));
    assert.deepEqual([...image.raw], [0, 0, 1, 0, 2, 3]);
  });
});

describe('join card', () => {
  for (const locale of locales) {
    it(`${locale}: the words come from config/community.ts and the bot's command file`, async () => {
      const text = joinCardText(locale, clerk);
      assert.equal(text.serverName, localize(community.serverName, locale));
      assert.deepEqual([text.java.host, text.java.port], [community.java.host, community.java.port]);
      assert.deepEqual(
        [text.bedrock.host, text.bedrock.port],
        [community.bedrock.host, community.bedrock.port],
      );
      assert.equal(text.version, community.gameVersion);
      const prefix = locale === 'zh' ? '' : `/${locale}`;
      assert.equal(text.qrUrl, `${community.siteUrl}${prefix}${ROUTES.start}`);
      if (hasWhitelist(community.admission)) {
        const command = botBrief(clerk).commands['wl-apply']!;
        const word = locale === 'en' ? command.alias : command.word;
        assert.ok(text.whitelist.includes(word), text.whitelist);
        assert.ok(text.whitelist.includes(community.chat.id));
        // A Bedrock friend gets the bot's Bedrock syntax, one without the chat app the other way,
        // one without a purchase the skin site (a friend the card is sent to may be any of them).
        const words = inLocale(siteTexts.shareCards, locale);
        const more = text.whitelistMore;
        assert.ok(more.includes(applicationCommand(word, 'bedrock', words.gamertag)), more);
        if (community.otherContact) assert.ok(more.includes(community.otherContact.address), more);
        if (acceptsSkinSite(community.login))
          assert.ok(more.includes(community.skinSite.url.replace(/^https?:\/\//, '')), more);
      }
      const svg = joinCardSvg(text, glyphs, logo);
      assert.doesNotMatch(svg.slice(0, 400), /data-cut/, 'every word of the card fits');
      // The QR code of the newcomer guide, as the address card draws its own.
      assert.ok(svg.includes(`d="${qrPath(text.qrUrl).path}"`));
      for (const value of [
        text.serverName,
        text.java.host,
        String(text.java.port),
        text.bedrock.host,
        String(text.bedrock.port),
        text.version,
      ])
        assert.ok(svg.includes(value), value);
      const png = await svgToPng(svg);
      const image = readPng(png);
      assert.deepEqual([image.width, image.height], [JOIN_CARD.width, JOIN_CARD.height]);
    });
  }
});

describe('settings and fonts', () => {
  it('both pictures are on unless turned off; the default fonts are Noto Sans CJK', () => {
    const without: CommunityConfig = {...community};
    delete without.shareCards;
    assert.deepEqual(cardSettings(without as CommunityConfig), {
      pageCards: true,
      joinCard: true,
      fonts: DEFAULT_CARD_FONTS,
    });
    const off = cardSettings({
      ...community,
      shareCards: {pageCards: {enabled: false}, joinCard: {enabled: false}},
    } as CommunityConfig);
    assert.deepEqual([off.pageCards, off.joinCard], [false, false]);
  });

  it('a missing font file stops the build naming the setting and the package to install', () => {
    assert.throws(
      () =>
        checkFonts(
          {...DEFAULT_CARD_FONTS, bold: '/nonexistent/NotoSansCJK-Bold.ttc'},
          'config/community.ts, shareCards.fonts',
        ),
      (error: Error) =>
        error instanceof MissingFontError &&
        error.message.includes('shareCards.fonts.bold') &&
        error.message.includes('fonts-noto-cjk'),
    );
  });
});
