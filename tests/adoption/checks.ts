/**
 * Checks of a fork's production build (tests/adoption/run.ts): the pages show the fork's own
 * settings and none of the sample's, and what the fork added (pages, a post, tags, a plugin's
 * commands) is built in both locales. Expectations come from tests/adoption/ and from this
 * repository's config/community.ts (the sample the fork replaced).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import sampleConfig, {type CommunityConfig} from '../../config/community';
import {fork} from './community';
import {builtFileFor} from '../../scripts/lib/links';
import {copyrightYears} from '../../config/footer';

import {locales as LOCALES, type SiteLocale as Locale} from '../../config/locale';
const fixture = path.resolve(__dirname);
const sample: CommunityConfig = sampleConfig;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  nbsp: ' ',
  '#39': "'",
  '#x27': "'",
};
/** The text of HTML: tags removed, common entities decoded. */
export function textOf(html: string): string {
  // React's mark between two text nodes of one element (".<!-- -->Steve") is no word break.
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (_, name: string) => entities[name]!)
    .replace(/\s+/g, ' ');
}

function frontMatter(file: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'));
  return match ? ((yaml.load(match[1]!) as Record<string, unknown>) ?? {}) : {};
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, {recursive: true}) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => /\.[a-z]+$/.test(f));
}

const prefix = (locale: Locale) => (locale === 'zh' ? '' : '/en');
const DOCS: Record<Locale, string> = {zh: 'docs/', en: 'i18n/en/docusaurus-plugin-content-docs/current/'};
const BLOG: Record<Locale, string> = {zh: 'blog/', en: 'i18n/en/docusaurus-plugin-content-blog/'};

/** The URL of a doc file relative to its docs folder (x/y.md → /docs/x/y, x/index.md → /docs/x/). */
function docRoute(rel: string): string {
  return `/docs/${rel.replace(/\.mdx?$/, '').replace(/(^|\/)(index|README)$/, '$1')}`;
}

/**
 * Values of the sample that the fork changed, as readers would see them. (Not the site's own
 * host name: the hosting guide uses the sample's as the example to replace, like
 * deploy/nginx.conf; the sitemap shows the site is built for the fork's.)
 */
function replacedSampleValues(): string[] {
  const merged: CommunityConfig = {...sample, ...fork};
  const values = (config: CommunityConfig): string[] => [
    config.siteTitle.zh,
    config.siteTitle.en!,
    config.serverName.zh,
    config.serverName.en!,
    config.java.host,
    config.bedrock.host,
    new URL(config.mainSite.url).host,
    new URL(config.skinSite.url).host,
    config.chat.url,
    config.repository.url,
    config.announcement.text.zh,
    config.announcement.text.en!,
    config.copyrightHolder.zh,
    config.copyrightHolder.en!,
    config.javaMirror.label.zh,
    config.javaMirror.label.en!,
    new URL(config.javaMirror.folder.replace(/[{}]/g, '')).host,
  ];
  const kept = new Set(values(merged));
  return values(sample).filter((value) => !kept.has(value));
}

export function adoptionChecks(site: string): string[] {
  const build = path.join(site, 'build');
  const problems: string[] = [];
  const config: CommunityConfig = {...sample, ...fork};
  const page = (url: string): string | undefined => {
    const file = builtFileFor(build, url);
    if (!file) problems.push(`${url} was not built`);
    return file && textOf(readFileSync(file, 'utf8'));
  };
  const expectText = (url: string, text: string, what: string) => {
    const shown = page(url);
    if (shown !== undefined && !shown.includes(text)) problems.push(`${url} does not show ${what}: ${text}`);
  };

  // The fork's settings on the home page, the footer and the announcement, in each locale.
  for (const locale of LOCALES) {
    const home = `${prefix(locale)}/`;
    expectText(home, `© ${copyrightYears(config)} ${config.copyrightHolder[locale]}`, 'the copyright');
    expectText(home, config.announcement.text[locale]!, 'the announcement');
    expectText(home, config.serverName[locale]!, 'the server name');
    for (const edition of ['java', 'bedrock'] as const) {
      expectText(home, config[edition].host, `the ${edition} address`);
      expectText(home, String(config[edition].port), `the ${edition} port`);
    }
  }
  expectText('/docs/First/Readme/java-an-zhuang-ji-shi-yong', config.gameVersion, 'the game version');
  // The Bedrock join page's example name carries the fork's Floodgate prefix, in each locale.
  for (const locale of LOCALES)
    expectText(
      `${prefix(locale)}/docs/serverDocs/ji-yan-ban-jia-ru-fu-wu-qi`,
      `${config.bedrockNamePrefix}Steve`,
      'the Bedrock name prefix',
    );
  for (const locale of LOCALES) {
    const java = `${prefix(locale)}/docs/First/Readme/java-an-zhuang-ji-shi-yong`;
    expectText(java, config.javaMirror.label[locale]!, 'the Java mirror');
    if (config.icpFiling) expectText(`${prefix(locale)}/`, config.icpFiling, 'the ICP filing number');
  }
  // The one-tap Bedrock link only where it is on.
  const withLink = filesUnder(build).filter(
    (f) => f.endsWith('.html') && readFileSync(path.join(build, f), 'utf8').includes('addExternalServer'),
  );
  if (config.bedrockLink.enabled !== withLink.length > 0) {
    problems.push(
      `bedrockLink.enabled is ${config.bedrockLink.enabled}, but ${withLink.length} built pages have the link`,
    );
  }
  for (const sitemap of ['sitemap.xml', 'en/sitemap.xml']) {
    const urls = [...readFileSync(path.join(build, sitemap), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)];
    const elsewhere = urls.filter((m) => !m[1]!.startsWith(`${config.siteUrl}/`));
    if (urls.length === 0 || elsewhere.length > 0)
      problems.push(`build/${sitemap} lists pages outside ${config.siteUrl}`);
  }

  // Nothing the sample named is left anywhere in the build.
  const replaced = replacedSampleValues();
  for (const file of filesUnder(build).filter((f) => /\.(html|xml|json|txt|conf)$/.test(f))) {
    const text = textOf(readFileSync(path.join(build, file), 'utf8'));
    for (const value of replaced) {
      if (text.includes(value)) problems.push(`build/${file} still shows the sample's "${value}"`);
    }
  }

  // Added doc pages and posts: built in both locales under their title.
  const added = filesUnder(path.join(fixture, 'files'));
  const posts: {slug: string; tags: string[]; titles: Record<Locale, string>}[] = [];
  const docs: {route: string; tags: string[]; titles: Record<Locale, string>}[] = [];
  for (const rel of added.filter((f) => f.startsWith(DOCS.zh!) && /\.mdx?$/.test(f))) {
    const inDocs = rel.slice(DOCS.zh!.length);
    const titles = {} as Record<Locale, string>;
    for (const locale of LOCALES) {
      const source = path.join(fixture, 'files', DOCS[locale]!, inDocs);
      if (!existsSync(source)) problems.push(`tests/adoption has no ${locale} version of ${rel}`);
      else titles[locale] = String(frontMatter(source).title);
    }
    docs.push({
      route: docRoute(inDocs),
      tags: (frontMatter(path.join(fixture, 'files', rel)).tags as string[]) ?? [],
      titles,
    });
  }
  for (const rel of added.filter((f) => f.startsWith(BLOG.zh!) && /\.mdx?$/.test(f))) {
    const fm = frontMatter(path.join(fixture, 'files', rel));
    const en = path.join(fixture, 'files', BLOG.en!, rel.slice(BLOG.zh!.length));
    posts.push({
      slug: String(fm.slug),
      tags: (fm.tags as string[]) ?? [],
      titles: {zh: String(fm.title), en: existsSync(en) ? String(frontMatter(en).title) : ''},
    });
  }
  if (docs.length === 0 || posts.length === 0) problems.push('tests/adoption adds no doc page or no post');
  for (const locale of LOCALES) {
    for (const doc of docs) expectText(`${prefix(locale)}${doc.route}`, doc.titles[locale]!, 'its title');
    for (const post of posts) {
      expectText(`${prefix(locale)}/blog/${post.slug}`, post.titles[locale]!, 'its title');
      expectText(`${prefix(locale)}/blog`, post.titles[locale]!, 'the new post');
      const feed = readFileSync(path.join(build, prefix(locale).slice(1), 'blog/rss.xml'), 'utf8');
      if (!feed.includes(`/blog/${post.slug}`))
        problems.push(`${prefix(locale)}/blog/rss.xml misses ${post.slug}`);
    }
  }

  // Added tags: a tag page per locale, under the locale's label, listing what carries the tag.
  for (const [kind, items] of [
    ['blog', posts.map((p) => ({tags: p.tags, titles: p.titles}))],
    ['docs', docs.map((d) => ({tags: d.tags, titles: d.titles}))],
  ] as const) {
    const tagFiles: Record<Locale, string> = {
      zh: `${kind}/tags.yml`,
      en: `${kind === 'blog' ? BLOG.en : DOCS.en}tags.yml`,
    };
    const appended = path.join(fixture, 'append', tagFiles.zh!);
    if (!existsSync(appended)) continue;
    const tags = yaml.load(readFileSync(appended, 'utf8')) as Record<string, {permalink: string}>;
    for (const [key, tag] of Object.entries(tags)) {
      for (const locale of LOCALES) {
        const labels = yaml.load(readFileSync(path.join(site, tagFiles[locale]!), 'utf8')) as Record<
          string,
          {label: string}
        >;
        const url = `${prefix(locale)}/${kind}/tags${tag.permalink}`;
        expectText(url, labels[key]!.label, `the ${locale} label of tag ${key}`);
        for (const item of items.filter((i) => i.tags.includes(key)))
          expectText(url, item.titles[locale]!, 'a tagged page');
      }
    }
  }

  // An added plugin data file: every command has its row on the page that imports the file.
  for (const rel of added.filter((f) => f.startsWith('data/plugins/'))) {
    const data = yaml.load(readFileSync(path.join(fixture, 'files', rel), 'utf8')) as {
      id: string;
      commands: {id: string}[];
    };
    const importers = docs.filter((doc) => {
      const source = added.find(
        (f) => f.startsWith(DOCS.zh!) && docRoute(f.slice(DOCS.zh!.length)) === doc.route,
      )!;
      return readFileSync(path.join(fixture, 'files', source), 'utf8').includes(`@site/${rel}`);
    });
    if (importers.length === 0) problems.push(`no added page shows ${rel}`);
    for (const doc of importers) {
      for (const locale of LOCALES) {
        const file = builtFileFor(build, `${prefix(locale)}${doc.route}`);
        const html = file ? readFileSync(file, 'utf8') : '';
        for (const command of data.commands) {
          if (!new RegExp(`\\sid="?cmd-${data.id}-${command.id}[\\s">]`).test(html)) {
            problems.push(`${prefix(locale)}${doc.route} has no row for ${data.id} ${command.id}`);
          }
        }
      }
    }
  }
  return problems;
}
