import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {expect, test} from './lib/test';
import {BUILD, builtFileFor, withoutCode} from './lib/built';
import {frontMatter, localized, locales, sourceOf, requiredRoutes, type Locale} from './lib/site';
import community from '../config/community';
import {diagramSources} from '../plugins/diagrams/cache';
import {markdownPath} from '../src/lib/markdownPath';
import {localize} from '../src/lib/localized';
import {PHONE} from './lib/screens';

/**
 * /llms.txt and /en/llms.txt, and the Markdown copy of every doc and post beside its page
 * (/docs/intro.md), with the data-driven tables and the config values in it.
 */

const root = path.resolve(__dirname, '..');
/** Markdown sources of the docs and posts (of the default locale: every page is in every locale). */
function sources(): string[] {
  return ['docs', 'blog'].flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[])
      // Files and folders starting with _ are partials, not pages (Docusaurus's default exclude).
      .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((part) => part.startsWith('_')))
      .map((f) => path.join(root, dir, f)),
  );
}

const llms = (locale: Locale) =>
  readFileSync(path.join(BUILD, locale === 'zh' ? '' : 'en', 'llms.txt'), 'utf8');
const copyOf = (route: string, locale: Locale) =>
  readFileSync(path.join(BUILD, markdownPath(localized(route, locale))), 'utf8');

/** The required routes that are docs and posts (a Markdown source each). */
const contentRoutes = requiredRoutes().filter(
  (route) => route !== '/markdown-page' && sourceOf(route, 'zh') !== undefined,
);

/** Mermaid sources by the key a page's figure holds; whitespace aside, as the copy has them. */
const diagrams = diagramSources(root);
const squash = (text: string) => text.replace(/\s+/g, '');

for (const locale of locales) {
  test(`llms.txt (${locale}) lists every doc and post with its description, linking its Markdown copy`, () => {
    const text = llms(locale);
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# ${localize(community.siteTitle, locale)}`);
    expect(lines[2]).toBe(`> ${localize(community.tagline, locale)}`);
    // llmstxt.org: after the summary, only H2 sections hold file lists.
    expect(lines.filter((line) => /^#{1,6} /.test(line)).length).toBe(3);
    const entries = [...text.matchAll(/^- \[(.+)\]\((\S+)\)(?:: (.*))?$/gm)].map((m) => ({
      title: m[1]!,
      url: m[2]!,
      description: m[3] ?? '',
    }));
    // Every page of the site is in every locale: one not (yet) translated shows in its own language.
    expect(entries.length).toBe(sources().length);
    for (const route of contentRoutes) {
      const url = `${community.siteUrl}${markdownPath(localized(route, locale))}`;
      const entry = entries.find((e) => e.url === url);
      expect(entry, `${route} in llms.txt`).toBeDefined();
      const description = frontMatter(sourceOf(route, locale)!).description;
      if (typeof description === 'string')
        expect(entry!.description).toBe(description.replace(/\s+/g, ' ').trim());
      else expect(entry!.description.length).toBeGreaterThan(0);
      expect(existsSync(path.join(BUILD, new URL(url).pathname))).toBe(true);
    }
  });

  test(`Markdown copies (${locale}): title, config values, no MDX left`, () => {
    for (const route of contentRoutes) {
      const md = copyOf(route, locale);
      const source = sourceOf(route, locale)!;
      const title = frontMatter(source).title;
      if (typeof title === 'string') expect(md.split('\n')[0], route).toBe(`# ${title}`);
      expect(withoutCode(md), route).not.toMatch(
        /\{community\.|^import |(?<!\\)<[A-Z][A-Za-z]+[\s/>]|\{\/\*/m,
      );
      // Each diagram the page shows (its figure names it by key), as its Mermaid source.
      const page = readFileSync(builtFileFor(localized(route, locale))!, 'utf8');
      // (The built HTML is minified: attribute values may be unquoted.)
      const shown = [...page.matchAll(/<figure\b[^>]*\sdata-diagram="?([0-9a-f]+)/g)].map(
        (m) => diagrams[m[1]!],
      );
      expect((md.match(/^\s*```mermaid/gm) ?? []).length, `${route}: diagrams as Mermaid source`).toBe(
        shown.length,
      );
      for (const diagram of shown) expect(squash(md), route).toContain(squash(diagram ?? 'unknown key'));
    }
    // The join overview shows the address cards and the version: config values, written out.
    const join = copyOf('/docs/serverDocs/', locale);
    for (const value of [community.java.host, community.bedrock.host, String(community.bedrock.port)]) {
      expect(join).toContain(value);
    }
    expect(join).toContain(community.gameVersion);
  });

  test(`Markdown copies (${locale}): the data-driven tables are in them`, () => {
    const withData = contentRoutes
      .map((route) => ({route, source: readFileSync(sourceOf(route, locale)!, 'utf8')}))
      .filter(({source}) =>
        /@site\/(data\/|src\/components\/(JavaVersionTable|DownloadTable|OpRoster))/.test(source),
      );
    expect(withData.length).toBeGreaterThan(5);
    for (const {route, source} of withData) {
      // In a table a `|` is written `\|`.
      const md = copyOf(route, locale).replace(/\\\|/g, '|');
      for (const file of source.matchAll(/@site\/data\/([\w/-]+\.yml)/g)) {
        const data = yaml.load(readFileSync(path.join(root, 'data', file[1]!), 'utf8')) as {
          commands?: {syntax: string}[];
          ops?: {name: string}[];
        };
        // A page may import a command file for one command (<Cmd>); the table shows them all.
        if (source.includes('<CommandTable'))
          for (const command of data.commands ?? [])
            expect(md, `${route}: ${command.syntax}`).toContain(command.syntax);
        for (const op of data.ops ?? []) expect(md, `${route}: ${op.name}`).toContain(op.name);
      }
      if (source.includes('JavaVersionTable')) {
        const ranges = yaml.load(readFileSync(path.join(root, 'data/java-versions.yml'), 'utf8')) as {
          from: string;
          java: number;
        }[];
        for (const range of ranges)
          expect(md).toMatch(
            new RegExp(`^\\| ${range.from.replace(/\./g, '\\.')}\\b.*\\| Java ${range.java} \\|`, 'm'),
          );
      }
      if (source.includes('DownloadTable')) {
        const builds = yaml.load(readFileSync(path.join(root, 'data/server-builds.yml'), 'utf8')) as {
          url: string;
        }[];
        for (const build of builds) expect(md).toContain(build.url);
      }
    }
  });
}

test('serves the Markdown copies as text/markdown and llms.txt as text', async ({request}) => {
  for (const url of [
    '/docs/intro.md',
    '/en/docs/intro.md',
    markdownPath('/docs/clerk/'),
    '/blog/frpUse.md',
  ]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^text\/markdown/);
  }
  for (const url of ['/llms.txt', '/en/llms.txt']) {
    const response = await request.get(url);
    expect(response.headers()['content-type'], url).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(readFileSync(path.join(BUILD, url), 'utf8'));
  }
});

test.describe('copy page as Markdown', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});
  for (const [locale, name] of [
    ['zh', '复制本页 Markdown'],
    ['en', 'Copy page as Markdown'],
  ] as const) {
    test(`copies the page's Markdown file, from the keyboard (${locale})`, async ({page}) => {
      const url = localized('/docs/First/Readme/java-an-zhuang-ji-shi-yong', locale);
      await page.goto(url);
      const button = page.getByRole('button', {name});
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveText(locale === 'zh' ? '已复制' : 'Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(readFileSync(path.join(BUILD, markdownPath(url)), 'utf8'));
    });
  }

  test('is not shown on a phone, above the title of a page read to play', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/docs/First/Readme/java-an-zhuang-ji-shi-yong');
    await expect(page.getByRole('button', {name: '复制本页 Markdown'})).toBeHidden();
    await expect(page.locator('article h1')).toBeInViewport();
  });
});
