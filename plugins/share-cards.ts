/**
 * Pictures drawn at build time, with no browser (config/community.ts, shareCards):
 *
 * - a link-preview card for every doc and post (og:image / twitter:image), at the path
 *   pageCardPath() gives its source file; docusaurus.config.ts puts that path in the page's
 *   `image` front matter (withPageCardImage below), so the theme writes the meta tags with the
 *   site's absolute URL. A card over PAGE_CARD_MAX_BYTES fails the build.
 * - the join card of the locale (img/join-card.png and .svg).
 *
 * Drawn PNGs are kept in node_modules/.cache/share-cards by a hash of their SVG, so a rebuild
 * draws only cards whose text changed; glyph outlines are kept there too (plugins/lib/cardText.ts).
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, ParseFrontMatter, Plugin} from '@docusaurus/types';
import community from '../config/community';
import {defaultLocale, type SiteLocale} from '../config/locale';
import type {Localized} from '../config/community';
import {localize} from '../src/lib/localized';
import {acceptsSkinSite, hasWhitelist, ROUTES, fillText} from '../src/lib/newcomer';
import {applicationCommand} from '../src/lib/application';
import {chatApp} from '../src/lib/otherContact';
import {hoursIn, inLocale, stepText, whitelistText} from '../src/lib/newcomerText';
import {siteTexts} from '../config/siteTexts';
import {botBrief, type CommandFile} from '../src/lib/commands';
import {loadCommunityData} from './community-data/load';
import {checkFonts, GlyphStore, inTurns, svgToPng} from './lib/cardText';
import {
  cardSettings,
  JOIN_CARD_FILE,
  joinCardSvg,
  PAGE_CARD_MAX_BYTES,
  pageCardPath,
  pageCardSvg,
  type JoinCardText,
  type PageCardText,
} from './lib/shareCards';

/**
 * Cards drawn at once: resvg draws on libuv's thread pool (4 threads by default) while the next
 * card's SVG and the last one's PNG are made here, so a second core draws too (the imported
 * bench's build times, perf/results/imported.json).
 */
const CARDS_AT_ONCE = 4;

/** Every string in `value` (an object of strings, numbers and such objects), numbers as text. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Bumped when the drawing changes in a way the SVG text does not show. */
const DRAWING_VERSION = 1;

interface DocLike {
  id: string;
  title: string;
  permalink: string;
  source: string;
  sidebar?: string;
  unlisted?: boolean;
}
interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
}
interface DocsContent {
  loadedVersions: {docs: DocLike[]; sidebars: Record<string, SidebarItem[]>}[];
}
interface BlogContent {
  blogPosts: {metadata: DocLike}[];
  blogListPaginated?: {metadata: {blogTitle: string}}[];
}

/** A front matter parser that adds `image: <the page's card>` to docs and posts that set none. */
export function withPageCardImage(parse: ParseFrontMatter, siteDir: string): ParseFrontMatter {
  if (!cardSettings(community).pageCards) return parse;
  return async (params) => {
    const result = await parse(params);
    const card = pageCardPath(path.relative(siteDir, params.filePath));
    if (!card || result.frontMatter.image) return result;
    return {...result, frontMatter: {...result.frontMatter, image: card}};
  };
}

/** The innermost sidebar category label of each doc id. */
export function docSections(items: SidebarItem[], parent = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const item of items) {
    if (item.type === 'doc' && item.id && !found.has(item.id)) found.set(item.id, parent);
    if (item.type === 'category') {
      const label = item.label ?? parent;
      if (item.link?.type === 'doc' && item.link.id && !found.has(item.link.id))
        found.set(item.link.id, label);
      for (const [id, section] of docSections(item.items ?? [], label))
        if (!found.has(id)) found.set(id, section);
    }
  }
  return found;
}

/** The words of the join card, from config/community.ts and the bot's command file. */
export function joinCardText(locale: SiteLocale, clerk: CommandFile): JoinCardText {
  const L = (text: Localized) => localize(text, locale);
  const t = inLocale(siteTexts.shareCards, locale);
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const bot = botBrief(clerk);
  const command = bot.commands['wl-apply'];
  if (!command)
    throw new Error('data/clerk-commands.yml: no command with id "wl-apply" (the join card shows it)');
  const whitelist = hasWhitelist(community.admission);
  const wait =
    community.admission.whitelist === 'bot' ? hoursIn(community.admission.typicalWaitHours, locale) : '';
  const word = locale === 'en' ? command.alias : command.word;
  // Java's line, Bedrock's (the bot's syntax: the gamertag with `be`), then the way without the
  // chat app and, where the server takes skin-site accounts, the account a Java player without a
  // purchase needs: a friend the card is sent to may be any of these players.
  const otherLines = () => {
    const lines = [fillText(t.whitelistBedrock, {command: applicationCommand(word, 'bedrock', t.gamertag)})];
    const contact = community.otherContact;
    if (contact) {
      const other = {email: t.otherEmail, discord: t.otherDiscord, form: t.otherForm}[contact.kind];
      lines.push(fillText(other, {app: chatApp(community, locale), address: contact.address}));
    }
    if (acceptsSkinSite(community.login))
      lines.push(fillText(t.skinSite, {site: community.skinSite.url.replace(/^https?:\/\//, '')}));
    return lines.join(t.sentenceGap);
  };
  return {
    locale,
    serverName: L(community.serverName),
    heading: t.heading,
    java: {label: t.java, ...community.java},
    bedrock: {label: t.bedrock, ...community.bedrock},
    addressLabel: t.address,
    portLabel: t.port,
    versionLabel: t.version,
    version: community.gameVersion,
    whitelistTitle: whitelist ? L(stepText.whitelist.title) : t.noWhitelist,
    whitelist: whitelist
      ? fillText(t.whitelist, {
          chat: L(community.chat.label),
          chatId: community.chat.id,
          command: applicationCommand(word, 'java', t.playerName),
          wait,
        })
      : L(whitelistText.none),
    whitelistMore: whitelist ? otherLines() : '',
    qrUrl: `${community.siteUrl}${prefix}${ROUTES.start}`,
    qrLabel: t.qr,
    site: `${community.siteUrl.replace(/^https?:\/\//, '')}${prefix}${ROUTES.start}`,
  };
}

interface CardTimings {
  pages: number;
  drawn: number;
  fromCache: number;
  outlined: number;
  ms: number;
  largest: number;
}

export default function shareCardsPlugin(context: LoadContext): Plugin | null {
  const settings = cardSettings(community);
  if (!settings.pageCards && !settings.joinCard) return null;
  const locale = context.i18n.currentLocale as SiteLocale;
  const cacheDir = path.join(context.siteDir, 'node_modules', '.cache', 'share-cards');
  let pages: PageCardText[] = [];
  let files: string[] = [];
  return {
    name: 'share-cards',
    async loadContent() {
      // The pictures are drawn after a production build only; `npm start` needs no fonts.
      if (process.env.NODE_ENV !== 'production') return;
      checkFonts(settings.fonts, 'config/community.ts, shareCards.fonts');
    },
    async allContentLoaded({allContent}) {
      if (!settings.pageCards) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const site = localize(community.siteTitle, locale);
      const host = new URL(community.siteUrl).host;
      pages = [];
      files = [];
      const add = (source: string, title: string, section: string) => {
        const file = pageCardPath(source);
        if (!file) return;
        pages.push({title, section, site, host});
        files.push(file);
      };
      for (const version of docs?.loadedVersions ?? []) {
        const sections = new Map<string, string>();
        for (const items of Object.values(version.sidebars))
          for (const [id, s] of docSections(items)) if (!sections.has(id)) sections.set(id, s);
        for (const doc of version.docs)
          add(
            doc.source,
            doc.title,
            sections.get(doc.id) || localize(siteTexts.shareCards.docsSection, locale),
          );
      }
      const blogTitle = blog?.blogListPaginated?.[0]?.metadata.blogTitle ?? 'Blog';
      for (const post of blog?.blogPosts ?? []) add(post.metadata.source, post.metadata.title, blogTitle);
      const seen = new Map<string, number>();
      files.forEach((file, i) => {
        if (seen.has(file))
          throw new Error(`share-cards: two pages would share the card ${file}; rename one of their files`);
        seen.set(file, i);
      });
    },
    async postBuild({outDir}) {
      const started = performance.now();
      const glyphs = new GlyphStore(settings.fonts, cacheDir);
      const logo = readFileSync(path.join(context.siteDir, 'static/img/logo.svg'), 'utf8');
      const stats: CardTimings = {
        pages: pages.length,
        drawn: 0,
        fromCache: 0,
        outlined: 0,
        ms: 0,
        largest: 0,
      };
      const draw = async (svg: string, file: string, max?: number) => {
        const key = createHash('sha256').update(`${DRAWING_VERSION}\n${svg}`).digest('hex').slice(0, 32);
        const cached = path.join(cacheDir, 'png', `${key}.png`);
        let png: Buffer;
        if (existsSync(cached)) {
          png = readFileSync(cached);
          stats.fromCache++;
        } else {
          png = await svgToPng(svg);
          mkdirSync(path.dirname(cached), {recursive: true});
          writeFileSync(cached, png);
          stats.drawn++;
        }
        if (max && png.length > max)
          throw new Error(`share-cards: ${file} is ${png.length} bytes, over the ${max}-byte limit`);
        stats.largest = Math.max(stats.largest, png.length);
        const out = path.join(outDir, file);
        mkdirSync(path.dirname(out), {recursive: true});
        writeFileSync(out, png);
      };
      const joinText = settings.joinCard
        ? joinCardText(locale, loadCommunityData(context.siteDir).clerk)
        : null;
      // Every character the cards draw, outlined first, on every core (a new community's first
      // build outlines hundreds; later builds read them from the cache).
      const joinStrings = joinText ? textsOf(joinText) : [];
      await glyphs.needAll(
        settings.pageCards
          ? {
              bold: [...pages.map((p) => p.title), ...pages.map((p) => p.site), ...joinStrings],
              regular: [...pages.map((p) => p.section), ...pages.map((p) => p.host), ...joinStrings],
            }
          : {bold: joinStrings, regular: joinStrings},
      );
      if (settings.pageCards) {
        await inTurns(
          pages.map(
            (page, i) => () => draw(pageCardSvg(page, glyphs, logo), files[i]!.slice(1), PAGE_CARD_MAX_BYTES),
          ),
          CARDS_AT_ONCE,
        );
      }
      if (joinText) {
        const svg = joinCardSvg(joinText, glyphs, logo);
        writeFileSync(path.join(outDir, `${JOIN_CARD_FILE}.svg`), svg);
        await draw(svg, `${JOIN_CARD_FILE}.png`);
      }
      glyphs.save();
      stats.outlined = glyphs.outlined;
      stats.ms = Math.round(performance.now() - started);
      console.log(
        `[share-cards] ${locale}: ${stats.pages} page cards, ${stats.drawn} drawn, ${stats.fromCache} from cache, ${stats.outlined} characters outlined, largest ${stats.largest} bytes, ${stats.ms} ms`,
      );
    },
  };
}
