/**
 * The pictures of plugins/share-cards.ts, as SVG built from data: a link-preview card per doc
 * and post, and the join card for group chats. Text is drawn as glyph outlines (cardText.ts).
 */
import path from 'node:path';
import type {CommunityConfig} from '../../config/community';
import {siteLocales, type SiteLocale} from '../../config/locale';
import {DEFAULT_CARD_FONTS, type CardFonts, type GlyphStore} from './cardText';
import {qrPath} from './qrCode';
import {JOIN_CARD} from '../../lib/joinCard';

/** Size of a page's link-preview card: the 1.91:1 picture Open Graph and X/Twitter cards show large. */
export const PAGE_CARD = {width: 1200, height: 630};
/** Largest file a page card may be (the build fails above it). */
export const PAGE_CARD_MAX_BYTES = 60 * 1024;
export {JOIN_CARD};
/** Where the pictures go in each locale's build (under its baseUrl). */
const CARD_DIR = 'img/cards';
export const JOIN_CARD_FILE = 'img/join-card';

const COLORS = {
  background: '#1b5e20',
  panel: '#ffffff',
  text: '#ffffff',
  muted: '#c8e6c9',
  dark: '#1b1b1b',
  darkMuted: '#4a4a4a',
  accent: '#2e7d32',
};

export function cardSettings(community: CommunityConfig): {
  pageCards: boolean;
  joinCard: boolean;
  fonts: CardFonts;
} {
  const s = community.shareCards;
  return {
    pageCards: s?.pageCards.enabled ?? true,
    joinCard: s?.joinCard.enabled ?? true,
    fonts: s?.fonts ?? DEFAULT_CARD_FONTS,
  };
}

const CONTENT_ROOTS: [RegExp, string][] = [
  [/^docs\//, 'docs/'],
  [/^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\//, 'docs/'],
  [/^blog\//, 'blog/'],
  [/^i18n\/[^/]+\/docusaurus-plugin-content-blog\//, 'blog/'],
];

/**
 * The card of a doc or post, as a path under the site's base URL (`/img/cards/docs/intro.png`),
 * from its source file relative to the site (the same in every locale: the English file of
 * `docs/intro.md` is `i18n/en/docusaurus-plugin-content-docs/current/intro.md`); null for any
 * other file (pages, partials).
 */
export function pageCardPath(relativeSource: string): string | null {
  const rel = relativeSource
    .replace(/^@site\//, '')
    .split(path.sep)
    .join('/');
  for (const [root, prefix] of CONTENT_ROOTS) {
    if (!root.test(rel)) continue;
    const rest = rel.replace(root, '');
    if (rest.split('/').some((part) => part.startsWith('_'))) return null;
    const key = (prefix + rest.replace(/\.mdx?$/, '')).replace(/[^A-Za-z0-9/_.-]/g, '_');
    return `/${CARD_DIR}/${key}.png`;
  }
  return null;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;'})[c]!);

/** The site's logo (static/img/logo.svg) as a picture inside a card. */
function logoImage(logoSvg: string, x: number, y: number, size: number): string {
  const data = Buffer.from(logoSvg).toString('base64');
  return `<image x="${x}" y="${y}" width="${size}" height="${size}" href="data:image/svg+xml;base64,${data}"/>`;
}

export interface PageCardText {
  title: string;
  /** The sidebar category (docs) or the blog's title (posts). */
  section: string;
  /** The site's title, and its host name. */
  site: string;
  host: string;
}

/** A page's link-preview card: the section, the title (up to three lines), the site. */
export function pageCardSvg(text: PageCardText, glyphs: GlyphStore, logoSvg: string): string {
  const {width, height} = PAGE_CARD;
  const x = 80;
  const maxWidth = width - 2 * x;
  let size = 76;
  let lines = glyphs.wrap(text.title, size, 'bold', maxWidth, 3);
  if (lines.length > 2) {
    size = 64;
    lines = glyphs.wrap(text.title, size, 'bold', maxWidth, 3);
  }
  const lineHeight = size * 1.3;
  const titleTop = 250;
  const title = lines
    .map((line, i) =>
      glyphs.path(line, {x, y: titleTop + i * lineHeight, size, weight: 'bold', fill: COLORS.text}),
    )
    .join('');
  const section = glyphs.wrap(text.section, 40, 'regular', maxWidth, 1)[0] ?? '';
  const site = glyphs.wrap(text.site, 40, 'regular', maxWidth - 420, 1)[0] ?? '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<title>${esc(text.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${COLORS.background}"/>`,
    `<rect x="0" y="${height - 14}" width="${width}" height="14" fill="${COLORS.muted}"/>`,
    glyphs.path(section, {x, y: 150, size: 40, weight: 'regular', fill: COLORS.muted}),
    title,
    logoImage(logoSvg, x, height - 140, 72),
    glyphs.path(site, {x: x + 96, y: height - 90, size: 40, weight: 'bold', fill: COLORS.text}),
    glyphs.path(text.host, {
      x: width - x,
      y: height - 90,
      size: 32,
      weight: 'regular',
      fill: COLORS.muted,
      anchor: 'end',
    }),
    '</svg>',
  ].join('');
}

export interface JoinCardText {
  locale: SiteLocale;
  serverName: string;
  heading: string;
  java: {label: string; host: string; port: number};
  bedrock: {label: string; host: string; port: number};
  addressLabel: string;
  portLabel: string;
  versionLabel: string;
  version: string;
  /** The whitelist step (or the sentence that there is none), one or more sentences. */
  whitelistTitle: string;
  whitelist: string;
  /** The step for other players (Bedrock, without the chat app, without a purchase), below the QR code. */
  whitelistMore: string;
  /** What the QR code opens, and the words under it. */
  qrUrl: string;
  qrLabel: string;
  site: string;
}

/**
 * Lines of `text` at the largest of `sizes` whose lines all fit between the first baseline `top`
 * and the last baseline `bottom`; at the smallest, cut with "…" where they do not.
 */
export function fitLines(
  glyphs: GlyphStore,
  text: string,
  width: number,
  top: number,
  bottom: number,
  sizes = [40, 36, 32],
): {size: number; step: number; lines: string[]} {
  const fitted = sizes.map((size) => {
    const step = Math.round(size * 1.45);
    const room = Math.max(1, Math.floor((bottom - top) / step) + 1);
    return {size, step, lines: glyphs.wrap(text, size, 'regular', width, room)};
  });
  return fitted.find((f) => !f.lines.at(-1)?.endsWith('…')) ?? fitted.at(-1)!;
}

/** The join card: the addresses, the version, the whitelist step and a QR code of the newcomer guide. */
export function joinCardSvg(t: JoinCardText, glyphs: GlyphStore, logoSvg: string): string {
  const {width, height} = JOIN_CARD;
  const x = 72;
  const inner = width - 2 * x;
  const parts: string[] = [];
  const line = (s: string, y: number, size: number, weight: 'regular' | 'bold', fill: string) =>
    parts.push(glyphs.path(s, {x, y, size, weight, fill}));
  parts.push(`<rect width="${width}" height="${height}" fill="${COLORS.background}"/>`);
  parts.push(logoImage(logoSvg, x, 64, 112));
  const name = glyphs.wrap(t.serverName, 80, 'bold', inner - 136, 1)[0] ?? '';
  parts.push(glyphs.path(name, {x: x + 136, y: 140, size: 80, weight: 'bold', fill: COLORS.text}));
  line(t.heading, 236, 44, 'regular', COLORS.muted);
  // White panel with the addresses.
  const panelTop = 280;
  parts.push(
    `<rect x="${x - 24}" y="${panelTop}" width="${inner + 48}" height="600" rx="24" fill="${COLORS.panel}"/>`,
  );
  let y = panelTop + 76;
  for (const edition of [t.java, t.bedrock]) {
    line(edition.label, y, 44, 'bold', COLORS.accent);
    y += 74;
    const host = glyphs.wrap(edition.host, 60, 'bold', inner - 40, 1)[0] ?? '';
    parts.push(glyphs.path(`${t.addressLabel}`, {x, y, size: 34, weight: 'regular', fill: COLORS.darkMuted}));
    parts.push(glyphs.path(host, {x: x + 170, y, size: 60, weight: 'bold', fill: COLORS.dark}));
    y += 64;
    parts.push(glyphs.path(t.portLabel, {x, y, size: 34, weight: 'regular', fill: COLORS.darkMuted}));
    parts.push(
      glyphs.path(String(edition.port), {x: x + 170, y, size: 52, weight: 'bold', fill: COLORS.dark}),
    );
    y += 100;
  }
  line(`${t.versionLabel}${t.version}`, y - 16, 40, 'bold', COLORS.dark);
  // The whitelist step beside the QR code.
  const qrSide = 300;
  const textWidth = inner - qrSide - 48;
  y = panelTop + 600 + 110;
  for (const l of glyphs.wrap(t.whitelistTitle, 46, 'bold', textWidth, 2)) {
    line(l, y, 46, 'bold', COLORS.text);
    y += 64;
  }
  // The step's words fill the room beside the QR code down to its label, at 40 px, or smaller
  // when a community's words are longer.
  const qrLabelBottom = panelTop + 600 + 60 + qrSide + 52 + 46;
  const body = fitLines(glyphs, t.whitelist, textWidth, y, qrLabelBottom);
  // Whether a community's words did not fit even at the smallest size (the tests read it).
  let cut = Boolean(body.lines.at(-1)?.endsWith('…'));
  for (const l of body.lines) {
    line(l, y, body.size, 'regular', COLORS.text);
    y += body.step;
  }
  // The other players' lines, the card's whole width, down to the address line (its baseline at
  // height - 60, its text 34 px high); never over it.
  if (t.whitelistMore) {
    const top = Math.max(y, qrLabelBottom) + 60;
    const more = fitLines(glyphs, t.whitelistMore, inner, top, height - 60 - 34 - 24);
    more.lines.forEach((l, i) => line(l, top + i * more.step, more.size, 'regular', COLORS.text));
    cut ||= Boolean(more.lines.at(-1)?.endsWith('…'));
  }
  const {size, path: qr} = qrPath(t.qrUrl);
  const module = qrSide / (size + 8);
  const qrX = width - x - qrSide + 24;
  const qrY = panelTop + 600 + 60;
  parts.push(`<rect x="${qrX}" y="${qrY}" width="${qrSide}" height="${qrSide}" fill="#fff"/>`);
  parts.push(
    `<path transform="translate(${qrX + 4 * module} ${qrY + 4 * module}) scale(${module})" d="${qr}" stroke="#000" stroke-width="1" fill="none" shape-rendering="crispEdges"/>`,
  );
  const qrLines = glyphs.wrap(t.qrLabel, 34, 'regular', qrSide + 40, 2);
  qrLines.forEach((l, i) =>
    parts.push(
      glyphs.path(l, {
        x: qrX + qrSide / 2,
        y: qrY + qrSide + 52 + i * 46,
        size: 34,
        weight: 'regular',
        fill: COLORS.text,
        anchor: 'middle',
      }),
    ),
  );
  const site = glyphs.wrap(t.site, 34, 'regular', inner, 1)[0] ?? '';
  line(site, height - 60, 34, 'regular', COLORS.muted);
  const desc = [
    t.serverName,
    t.heading,
    `${t.java.label}: ${t.addressLabel} ${t.java.host}, ${t.portLabel} ${t.java.port}`,
    `${t.bedrock.label}: ${t.addressLabel} ${t.bedrock.host}, ${t.portLabel} ${t.bedrock.port}`,
    `${t.versionLabel}${t.version}`,
    `${t.whitelistTitle}: ${t.whitelist}${t.whitelistMore ? ` ${t.whitelistMore}` : ''}`,
    `${t.qrLabel}: ${t.qrUrl}`,
  ].join('\n');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" lang="${siteLocales[t.locale]?.htmlLang ?? t.locale}"${cut ? ' data-cut=""' : ''}>`,
    `<title>${esc(`${t.serverName} · ${t.heading}`)}</title>`,
    `<desc>${esc(desc)}</desc>`,
    ...parts,
    '</svg>',
  ].join('');
}
