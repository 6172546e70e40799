/**
 * The pictures of program screens (plugins/screens/): their label data (data/screens/*.yml), that every label
 * a picture shows exists in the label set it names, their text alternatives in both languages,
 * the values they take from config/community.ts, and the contrast of their colours.
 */
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import yaml from 'js-yaml';
import community from '../config/community';
import {contrastRatio} from '../lib/contrast';
import {
  LABEL_SET_IDS,
  formatLabel,
  labelText,
  type LabelSet,
  type LabelSetId,
  type Locale,
} from '../src/lib/screenLabels';
import {validateLabelSet, validateScreens} from '../plugins/screens/schema';
import {makeContext, pictureText, type Picture} from '../plugins/screens/picture';
import {TOKENS, markColors, palette, type Mode, type SkinData} from '../plugins/screens/palette';
import {textIn} from '../config/locale';

const cjk = /[\u3400-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f]/;

function loadSet(id: LabelSetId): LabelSet {
  const file = `data/screens/${id}.yml`;
  return validateLabelSet(yaml.load(readFileSync(file, 'utf8'), {schema: yaml.JSON_SCHEMA}), file, id);
}

const sets = Object.fromEntries(LABEL_SET_IDS.map((id) => [id, loadSet(id)])) as Record<LabelSetId, LabelSet>;

/** Every picture a page can import: those drawn from data/screens (build.ts). */
async function allPictures(): Promise<Picture[]> {
  const {pictureModules} = await import('../plugins/screens/build');
  const {loadScreens} = await import('../plugins/screens/remark');
  return Object.values(pictureModules(loadScreens('.'))).flatMap((module) => Object.values(module));
}

/** The label sets, recording every key a drawing looks up. */
function recordingSets(): {sets: Partial<Record<LabelSetId, LabelSet>>; used: Map<LabelSetId, Set<string>>} {
  const used = new Map<LabelSetId, Set<string>>();
  const recording = Object.fromEntries(
    LABEL_SET_IDS.map((id) => {
      const keys = new Set<string>();
      used.set(id, keys);
      const labels = new Proxy(sets[id].labels, {
        get(target, key, receiver) {
          if (typeof key === 'string') keys.add(key);
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
      return [id, {...sets[id], labels}];
    }),
  );
  return {sets: recording, used};
}

/** Every target of the picture marked, numbered in order. */
const allMarks = (picture: Picture) =>
  Object.fromEntries(Object.keys(picture.targets).map((target, i) => [target, i + 1]));

function render(picture: Picture, locale: Locale, labelSets: Partial<Record<LabelSetId, LabelSet>> = sets) {
  const ctx = makeContext(picture, labelSets, locale, allMarks(picture));
  return {markup: picture.draw(ctx), text: pictureText(picture, ctx)};
}

describe('label data (data/screens/*.yml)', () => {
  it('has one file per label set, and every file validates; other files hold only pictures', () => {
    const files = readdirSync('data/screens')
      .filter((f) => f.endsWith('.yml'))
      .map((f) => f.replace(/\.yml$/, ''));
    for (const id of LABEL_SET_IDS) {
      assert.ok(files.includes(id), id);
      assert.ok(Object.keys(sets[id].labels).length > 0, id);
    }
    for (const file of files.filter((f) => !LABEL_SET_IDS.includes(f as LabelSetId))) {
      const data = yaml.load(readFileSync(`data/screens/${file}.yml`, 'utf8'), {schema: yaml.JSON_SCHEMA});
      assert.deepEqual(Object.keys(data as object), ['screens'], `data/screens/${file}.yml: only screens:`);
    }
  });

  it('names the file, version and commit each set was copied from, in the data and in a comment', () => {
    for (const id of LABEL_SET_IDS) {
      const text = readFileSync(`data/screens/${id}.yml`, 'utf8');
      const comment = text
        .split('\n')
        .filter((l) => l.startsWith('#'))
        .join('\n');
      const {source} = sets[id];
      assert.ok(comment.includes(source.repository), `${id}: the comment names ${source.repository}`);
      assert.ok(comment.includes(source.version), `${id}: the comment names version ${source.version}`);
      for (const file of Object.values(source.files)) {
        const name = file!.split(/[/{]/)[0]!;
        assert.ok(comment.includes(name), `${id}: the comment names ${file}`);
      }
    }
  });

  it('gives every label of a program with an English interface both texts, and a Chinese-only label its meaning', () => {
    for (const id of LABEL_SET_IDS) {
      const hasEnglish = sets[id].source.files.en !== undefined;
      for (const [key, entry] of Object.entries(sets[id].labels)) {
        assert.ok(entry.zh, `${id} ${key} zh`);
        if (hasEnglish)
          assert.ok(entry.en && !cjk.test(entry.en), `${id} ${key}: English text without Chinese`);
        else assert.ok(entry.meaning && !cjk.test(entry.meaning), `${id} ${key}: English meaning`);
      }
    }
  });

  it('rejects a set that does not say where it came from, or lacks a text, naming file, label and field', () => {
    const good = {
      source: {
        program: 'P',
        version: '1',
        repository: 'o/r',
        commit: 'abc',
        files: {zh: 'zh.json', en: 'en.json'},
      },
      labels: {a: {zh: '甲', en: 'A'}},
    };
    assert.equal(validateLabelSet(good, 'f.yml', 'hmcl').labels.a!.en, 'A');
    assert.throws(
      () => validateLabelSet({...good, source: {...good.source, commit: ''}}, 'f.yml', 'hmcl'),
      /f\.yml: source: field "commit"/,
    );
    assert.throws(
      () => validateLabelSet({...good, labels: {a: {zh: '甲'}}}, 'f.yml', 'hmcl'),
      /f\.yml: label "a": field "en"/,
    );
    const chineseOnly = {...good, source: {...good.source, files: {zh: 'x.xaml'}}};
    assert.throws(
      () => validateLabelSet({...chineseOnly, labels: {a: {zh: '甲'}}}, 'f.yml', 'pcl'),
      /label "a": field "meaning"/,
    );
    assert.throws(
      () =>
        validateLabelSet({...chineseOnly, labels: {a: {zh: '甲', en: 'A', meaning: 'A'}}}, 'f.yml', 'pcl'),
      /field "en" must be left out/,
    );
    assert.throws(() => validateLabelSet({...good, labels: {}}, 'f.yml', 'hmcl'), /field "labels"/);
    assert.throws(
      () => validateLabelSet({...good, source: {...good.source, files: {zh: 'z', fr: 'f'}}}, 'f.yml', 'hmcl'),
      /^DataError: f\.yml: source: field "files\.fr" is not a locale of the site$/,
    );
    assert.throws(
      () => validateLabelSet({...good, labels: {a: {zh: '', en: 'A'}}}, 'f.yml', 'hmcl'),
      /^DataError: f\.yml: label "a": field "zh" must be the program's zh text$/,
    );
    assert.throws(() => validateLabelSet(null, 'f.yml', 'hmcl'), /^DataError: f\.yml: must be a mapping/);
    assert.deepEqual(
      validateLabelSet({...good, extra: 1, labels: {a: {zh: '甲', en: 'A', note: 'x'}}}, 'f.yml', 'hmcl'),
      {id: 'hmcl', source: good.source, labels: {a: {zh: '甲', en: 'A'}}},
      'the validated copy keeps only what the pictures read',
    );
  });

  it('looks labels up by key and locale, and names the data file of a missing one', () => {
    assert.equal(
      labelText(sets['minecraft-java'], 'selectServer.add', 'en'),
      sets['minecraft-java'].labels['selectServer.add']!.en,
    );
    assert.equal(
      labelText(sets.pcl, 'PageLaunchLeft.microsoft', 'en'),
      sets.pcl.labels['PageLaunchLeft.microsoft']!.zh,
    );
    assert.throws(
      () => labelText(sets.hmcl, 'no.such.key', 'zh'),
      /label "no\.such\.key" is not in data\/screens\/hmcl\.yml/,
    );
  });

  it('fills printf-style placeholders in order or by position', () => {
    assert.equal(formatLabel('%s：%s', 'A', 'B'), 'A：B');
    assert.equal(
      formatLabel('已使用 %1$.1f GiB / 总内存 %2$.1f GiB', 8, 16),
      '已使用 8.0 GiB / 总内存 16.0 GiB',
    );
    assert.equal(formatLabel('%2$s %1$s', 'a', 'b'), 'b a');
  });
});

describe('layout data (the screens: section of data/screens/*.yml)', () => {
  const LIGHT = TOKENS.map((_, i) => (i % 2 ? '#ffffff' : '#102030')).join(' ');
  const good = () => ({
    module: 'Hmcl',
    skin: 'hmcl',
    skins: {hmcl: {light: LIGHT, dark: LIGHT.replace(/f/g, '0')}} as Record<string, SkinData>,
    templates: {bar: [{rect: [0, 0, '@W', 36], fill: 'accent'}]},
    pictures: {
      HmclX: {
        id: 'hmcl-x',
        size: [100, 50],
        title: {zh: '甲', en: 'A'},
        describe: 'd',
        targets: {ok: {press: 'OK', box: '#ok', corner: 'right'}},
        draw: [{use: 'bar'}, {button: 'OK', box: [10, 10, 40, 20], id: 'ok'}],
      },
    },
  });
  const broken = (change: (d: ReturnType<typeof good>) => void) => {
    const data = good();
    change(data);
    return () => validateScreens(data, 'f.yml');
  };

  it('marks an element through its id, never through a copy of its box (moving it moves the mark)', async () => {
    const {loadScreens} = await import('../plugins/screens/remark');
    const copies: string[] = [];
    for (const [file, screens] of Object.entries(loadScreens(process.cwd()))) {
      for (const [name, picture] of Object.entries(screens.pictures)) {
        for (const [target, {box}] of Object.entries(picture.targets)) {
          const same = (e: Record<string, unknown>) =>
            [e.box, e.rect].some((b) => JSON.stringify(b) === JSON.stringify(box));
          if (Array.isArray(box) && picture.draw.some(same)) copies.push(`${file}.yml ${name} ${target}`);
        }
      }
    }
    assert.deepEqual(copies, [], 'give the element an id and the target box: "#id"');
  });

  it('validates the layout of every file that has one', () => {
    for (const name of readdirSync('data/screens').filter((f) => f.endsWith('.yml'))) {
      const file = `data/screens/${name}`;
      const data = yaml.load(readFileSync(file, 'utf8'), {schema: yaml.JSON_SCHEMA}) as {screens?: unknown};
      if (data.screens) assert.ok(validateScreens(data.screens, file)!.pictures, file);
    }
    assert.equal(validateScreens(good(), 'f.yml')!.pictures.HmclX!.id, 'hmcl-x');
  });

  it('names the file, the picture and the field of a broken element, target or template', () => {
    const d = (i: number) => (x: ReturnType<typeof good>) =>
      x.pictures.HmclX.draw[i] as Record<string, unknown>;
    assert.throws(
      broken((x) => delete d(1)(x).box),
      /^DataError: f\.yml: screens: picture HmclX: field "draw\[2\]\.box" is required for button$/,
    );
    assert.throws(
      broken((x) => (d(1)(x).box = [10, 'ten', 40, 20])),
      /f\.yml: screens: picture HmclX: field "draw\[2\]\.box" must be \[x, y, width, height\]/,
    );
    assert.throws(
      broken((x) => (d(1)(x).fill = 'pink')),
      /field "draw\[2\]\.fill" must be #rrggbb, #rrggbbaa or one of/,
    );
    assert.throws(
      broken((x) => (d(1)(x).boxx = 1)),
      /field "draw\[2\]\.boxx" is not an option of button/,
    );
    assert.throws(
      broken((x) => (d(0)(x).use = 'nope')),
      /field "draw\[1\]\.use" names no template/,
    );
    assert.throws(
      broken((x) => (d(0)(x).rect = [0, 0, 1, 1])),
      /field "draw\[1\]" must have exactly one of/,
    );
    assert.throws(
      broken((x) => (x.templates.bar[0]!.rect = [0, 0])),
      /f\.yml: screens: template bar: field "\[1\]\.rect"/,
    );
    assert.throws(
      broken((x) => (x.pictures.HmclX.targets.ok = {box: [0, 0, 1, 1]} as never)),
      /picture HmclX: field "targets\.ok" must say what the reader does there/,
    );
    assert.throws(
      broken((x) => (x.pictures.HmclX.size = [100] as never)),
      /field "size" must be \[width, height\]/,
    );
    // A look: the colours in order, each #rrggbb, and only the file's own looks named.
    const missing = `field "skins.hmcl.dark" must be ${TOKENS.length} colours, #rrggbb each, in this order: ${TOKENS.join(' ')}`;
    assert.throws(
      broken(
        (x) =>
          (x.skins.hmcl!.dark = TOKENS.slice(1)
            .map(() => '#000000')
            .join(' ')),
      ),
      new RegExp(`^DataError: f\\.yml: screens: ${missing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
    assert.throws(
      broken((x) => (x.skins.hmcl!.light = LIGHT.replace('#ffffff', 'white'))),
      /field "skins\.hmcl\.light" must be \d+ colours/,
    );
    assert.throws(
      broken((x) => (x.skin = 'pcl')),
      /field "skin" must name a look of this file's skins: hmcl$/,
    );
    assert.throws(
      broken((x) => Object.assign(x.pictures.HmclX, {skin: 'web'})),
      /picture HmclX: field "skin" must name a look of this file's skins: hmcl$/,
    );
  });

  it('draws a picture from the data: labels, values, templates, parameters and marks', async () => {
    const {screenPicture} = await import('../plugins/screens/screen');
    const data = good();
    data.pictures.HmclX.draw.push({
      text: '{account.manage} {$gameVersion} {settings.memory.allocate|4}',
      at: [0, 0],
    } as never);
    const screens = validateScreens(data, 'f.yml')!;
    const picture = screenPicture(screens.pictures.HmclX!, screens, 'hmcl');
    const {markup, text} = render(picture, 'en');
    assert.ok(markup.includes('<rect x="0" y="0" width="100" height="36" fill="var(--scr-accent)"'), markup);
    assert.ok(
      markup.includes(
        `${sets.hmcl.labels['account.manage']!.en} ${community.gameVersion} ${formatLabel(sets.hmcl.labels['settings.memory.allocate']!.en!, 4)}`,
      ),
    );
    assert.equal([...markup.matchAll(/fill="var\(--scr-mark\)"/g)].length, 1);
    assert.deepEqual(text.legend, [{mark: '1', name: 'OK'}]);
    assert.ok(text.alt.includes('Step 1: click OK.'));
  });
  it('writes words as text, never as markup: & < > " and \' are escaped in text and attributes', async () => {
    const {screenPicture} = await import('../plugins/screens/screen');
    const {el} = await import('../plugins/screens/parts');
    const data = good();
    const hostile = `a & b <script>alert("x")</script> 'y'`;
    data.pictures.HmclX.draw.push(
      {text: hostile, at: [0, 0]} as never,
      {button: hostile, box: [0, 0, 50, 20]} as never,
    );
    const screens = validateScreens(data, 'f.yml')!;
    const {markup} = render(screenPicture(screens.pictures.HmclX!, screens, 'hmcl'), 'en');
    const escaped = 'a &amp; b &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;y&#39;';
    assert.equal(markup.split(escaped).length - 1, 2, markup);
    assert.doesNotMatch(markup, /<script/);
    assert.equal(
      el('path', {d: '"><x', fill: undefined, stroke: false}),
      '<path d="&quot;&gt;&lt;x"></path>',
    );
  });
  it('draws the world in blocks (iso), text on a plate, marks round characters of a monospaced line, and params', async () => {
    const {screenPicture} = await import('../plugins/screens/screen');
    const data = good();
    Object.assign(data.pictures.HmclX, {
      iso: [50, 10, 16, 8, 16],
      params: {cmd: 'java -version'},
      targets: {ok: {name: '{@cmd}', do: 'type {@cmd}', box: '#cmd', chars: [2, 4]}},
      draw: [
        {
          iso: [
            [0, 0, 0],
            [1, 0, 0],
            [1, 1, 0],
          ],
          fill: '#00000033',
        },
        {
          iso: [
            [0, 0, 0],
            [0, 0, 1],
          ],
          stroke: '#ffffff',
          dash: '5 4',
        },
        {block: [0, 0, 0, 1, 1, 1], top: '#111111', left: '#222222', right: '#333333'},
        {text: 'Plate', at: [20, 20], size: 10, fill: 'surface', pad: [4, 6, 16], radius: 3},
        {text: '> {@cmd}', at: [10, 40], size: 10, mono: true, id: 'cmd'},
      ],
    });
    const screens = validateScreens(data, 'f.yml')!;
    const {markup, text} = render(screenPicture(screens.pictures.HmclX!, screens, 'hmcl'), 'en');
    // [x, y, z] is drawn at (50 + (x - z) * 16, 10 + (x + z) * 8 - y * 16); a filled shape is closed.
    assert.ok(markup.includes('d="M50 10L66 18L66 2Z" fill="#00000033"'), markup);
    assert.ok(
      markup.includes('d="M50 10L34 18" fill="none" stroke="#ffffff" stroke-dasharray="5 4"'),
      markup,
    );
    // A block: its top, and its faces towards the viewer, each in its colour.
    assert.ok(markup.includes('d="M50 -6L66 2L50 10L34 2Z" fill="#111111"'), markup);
    assert.ok(markup.includes('fill="#222222"') && markup.includes('fill="#333333"'));
    // The plate: from 4 before the text to 6 after it, 16 high round its middle, under the text.
    assert.match(
      markup,
      /<rect x="16" y="12" width="36\.\d+" height="16" rx="3" fill="var\(--scr-surface\)"><\/rect><text x="20"/,
    );
    // Characters 2–3 of "> java -version" (0.6 em each) and the mark's 3 px round them.
    assert.ok(markup.includes('x="19" y="30.5" width="18" height="19"'), markup);
    assert.ok(markup.includes('>&gt; java -version</text>'));
    assert.ok(text.alt.includes('Step 1: type java -version.'), text.alt);
    // A file without labels (data/screens/<name>.yml that is no label set) names none.
    data.pictures.HmclX.draw.push({text: '{account.manage}', at: [0, 0]} as never);
    const unlabelled = validateScreens(data, 'f.yml')!;
    assert.throws(
      () => render(screenPicture(unlabelled.pictures.HmclX!, unlabelled), 'en'),
      /\{account\.manage\}: this file has no labels/,
    );
  });
});

describe('pictures (data/screens/*.yml, drawn by plugins/screens/screen.ts)', async () => {
  const pictures = await allPictures();

  it('are found, each with a unique id and at least one element a page can mark', () => {
    assert.ok(pictures.length >= 12, `${pictures.length} pictures`);
    assert.equal(new Set(pictures.map((p) => p.id)).size, pictures.length);
    for (const p of pictures) assert.ok(Object.keys(p.targets).length > 0, p.id);
  });

  for (const picture of pictures) {
    it(`${picture.id}: every label it shows exists in the label set it names`, () => {
      for (const locale of ['zh', 'en'] as const) {
        const {sets: recording, used} = recordingSets();
        // Only the sets the picture lists: reading another one throws.
        const listed = Object.fromEntries(picture.sets.map((id) => [id, recording[id]!]));
        render(picture, locale, listed);
        for (const id of LABEL_SET_IDS) {
          for (const key of used.get(id)!) {
            assert.ok(picture.sets.includes(id), `${picture.id} reads ${id} without listing it`);
            assert.ok(
              Object.hasOwn(sets[id].labels, key),
              `${picture.id}: label "${key}" is not in data/screens/${id}.yml`,
            );
          }
        }
        if (picture.sets.length > 0) {
          const total = picture.sets.reduce((n, id) => n + used.get(id)!.size, 0);
          assert.ok(total > 0, `${picture.id} lists label sets but shows none of their labels`);
        }
      }
    });

    it(`${picture.id}: shows its labels in the page's language`, () => {
      for (const locale of ['zh', 'en'] as const) {
        const {sets: recording, used} = recordingSets();
        const {markup} = render(picture, locale, recording);
        const decoded = markup
          .replace(/&#39;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>');
        const shown = picture.sets.flatMap((id) =>
          [...used.get(id)!].map((key) => labelText(sets[id], key, locale)),
        );
        // At least one label is drawn as text; patterns with placeholders are drawn filled in.
        if (shown.length > 0)
          assert.ok(
            shown.some((label) => decoded.includes(label)),
            `${picture.id} ${locale}`,
          );
        if (locale === 'en' && picture.sets.every((id) => sets[id].source.files.en)) {
          const texts = [...decoded.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
          assert.deepEqual(
            texts.filter((t) => cjk.test(t)),
            [],
            `${picture.id}: Chinese left in the English picture`,
          );
        }
      }
    });

    it(`${picture.id}: its text alternative says what it shows and what each mark asks, in both languages`, () => {
      for (const locale of ['zh', 'en'] as const) {
        const {text} = render(picture, locale);
        assert.ok(text.alt.includes(text.title), 'the alt names the picture');
        assert.ok(text.alt.length > text.title.length + 40, 'the alt describes the picture');
        const count = Object.keys(picture.targets).length;
        assert.equal(text.legend.length, count);
        for (let n = 1; n <= count; n++) {
          assert.ok(
            text.alt.includes(locale === 'zh' ? `第 ${n} 步：` : `Step ${n}: `),
            `${picture.id} ${locale} mark ${n}`,
          );
        }
        if (locale === 'en' && picture.sets.every((id) => sets[id].source.files.en)) {
          assert.ok(!cjk.test(text.alt), `${picture.id}: Chinese in the English alt: ${text.alt}`);
        }
        if (locale === 'zh') assert.ok(cjk.test(text.alt));
      }
    });

    it(`${picture.id}: draws every mark inside its drawing`, () => {
      const {markup} = render(picture, 'zh');
      for (const m of markup.matchAll(
        /<circle cx="([\d.-]+)" cy="([\d.-]+)" r="(\d+(?:\.\d+)?)" fill="var\(--scr-mark\)"/g,
      )) {
        const [cx, cy, r] = [Number(m[1]), Number(m[2]), Number(m[3])];
        assert.ok(
          cx - r >= 0 && cx + r <= picture.width && cy - r >= 0 && cy + r <= picture.height,
          `${picture.id}: badge at ${cx},${cy}`,
        );
      }
      assert.equal(
        [...markup.matchAll(/fill="var\(--scr-mark\)"/g)].length,
        Object.keys(picture.targets).length,
      );
    });
  }

  it('mark nothing the page did not ask for, and refuse a mark for an element they do not have', () => {
    const picture = pictures.find((p) => p.id === 'java-multiplayer')!;
    const ctx = makeContext(picture, sets, 'zh', {add: 2});
    assert.equal([...picture.draw(ctx).matchAll(/fill="var\(--scr-mark\)"/g)].length, 1);
    assert.deepEqual(
      pictureText(picture, ctx).legend.map((l) => l.mark),
      ['2'],
    );
    assert.throws(
      () => makeContext(picture, sets, 'zh', {nope: 1} as never),
      /has no element "nope" to mark \(it has: server, join/,
    );
  });

  it('show the server address, ports, name and game version of config/community.ts', () => {
    const markup = (id: string, locale: Locale = 'zh') =>
      render(
        pictures.find((p) => p.id === id)!,
        locale,
      ).markup;
    const java =
      community.java.port === 25565 ? community.java.host : `${community.java.host}:${community.java.port}`;
    assert.ok(markup('java-add-server').includes(java));
    assert.ok(markup('java-add-server', 'en').includes(textIn(community.serverName, 'en')));
    assert.ok(markup('bedrock-add-server').includes(community.bedrock.host));
    assert.ok(markup('bedrock-add-server').includes(`>${community.bedrock.port}<`));
    assert.ok(markup('hmcl-download-game').includes(community.gameVersion));
    assert.ok(markup('pcl-download-game').includes(community.gameVersion));
    assert.ok(markup('hmcl-add-auth-server').includes(new URL(community.skinSite.url).host));
  });
});

describe('picture colours (the skins: of data/screens/*.yml, plugins/screens/palette.ts)', async () => {
  const {loadScreens} = await import('../plugins/screens/remark');
  const skins = Object.entries(loadScreens(process.cwd())).flatMap(([file, screens]) =>
    Object.entries(screens.skins).map(([name, skin]) => ({name: `${file}.yml ${name}`, skin})),
  );
  it('are found: a look for every file with pictures', () => assert.ok(skins.length >= 1));
  for (const {name, skin} of skins) {
    for (const mode of ['light', 'dark'] as Mode[]) {
      it(`${name}, ${mode}: text passes 4.5:1 on everything it sits on; marks stand out 3:1`, () => {
        const p = palette(skin, mode);
        const marks = markColors[mode];
        const pairs: [string, string, string, number][] = [
          ...(skin.textOn ?? ['bg', 'surface', 'raised']).flatMap(
            (ground): [string, string, string, number][] => [
              ['text', 'text', ground, 4.5],
              ['muted', 'muted', ground, 4.5],
            ],
          ),
          ['fieldText', 'fieldText', 'field', 4.5],
          ['onAccent', 'onAccent', 'accent', 4.5],
        ];
        for (const [name, fg, bg, min] of pairs) {
          const ratio = contrastRatio(p[fg as keyof typeof p], p[bg as keyof typeof p]);
          assert.ok(ratio >= min, `${name} on ${bg}: ${ratio.toFixed(2)}`);
        }
        for (const ground of ['bg', 'surface', 'raised'] as const) {
          const ratio = Math.max(contrastRatio(marks.mark, p[ground]), contrastRatio(marks.halo, p[ground]));
          assert.ok(ratio >= 3, `mark (with its halo) on ${ground}: ${ratio.toFixed(2)}`);
        }
        assert.ok(contrastRatio(marks.onMark, marks.mark) >= 4.5, 'number on the badge');
        assert.ok(contrastRatio(marks.halo, marks.mark) >= 3, 'halo round the mark');
      });
    }
  }

  it('the caption badges use the marks colours', () => {
    // The legend's badges and the HTML pictures' marks (src/components/Screen/Caption.tsx).
    const css = readFileSync('src/components/Screen/marks.module.css', 'utf8');
    const light = /\n\.badge,\n\.mark \{[^}]*background: (#[0-9a-f]+);[^}]*color: (#[0-9a-f]+);/.exec(css);
    const dark =
      /\[data-theme='dark'\] \.badge,\n\[data-theme='dark'\] \.mark \{[^}]*background: (#[0-9a-f]+);[^}]*color: (#[0-9a-f]+);/.exec(
        css,
      );
    assert.deepEqual([light?.[1], light?.[2]], [markColors.light.mark, markColors.light.onMark]);
    assert.deepEqual([dark?.[1], dark?.[2]], [markColors.dark.mark, markColors.dark.onMark]);
  });
});
