/**
 * Every use of a picture of a program screen in the docs (both languages), drawn as the build
 * draws it (plugins/screens/build.ts), and what a phone 390 px wide shows of it: the
 * whole screen, or the crop the build makes. Used by scripts/picture-text.ts and
 * tests/picture-phone.test.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {drawPicture, pictureModules, type DrawnPicture} from '../../plugins/screens/build';
import {
  MIN_SHOWN_PX,
  MIN_TEXT_PX,
  PHONE_COLUMN_PX,
  PHONE_PADDING_PX,
  phoneWidth,
  textBoxes,
  ZOOM_ICON_CORNER_PX,
} from '../../src/components/Screen/crop';
import {loadLabelSets, loadScreens} from '../../plugins/screens/remark';

export const DOC_ROOTS = {zh: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;
export type DocLocale = keyof typeof DOC_ROOTS;

interface PictureUse {
  locale: DocLocale;
  /** The page's file, relative to the site. */
  file: string;
  line: number;
  /** The name the page writes (`HmclAccounts`). */
  name: string;
  marks: Record<string, string>;
  /** How many lists the picture is inside (three spaces of indent a list). */
  lists: number;
  drawn: DrawnPicture;
}

/**
 * Every picture use in the docs of `siteDir`, drawn (with config/community.ts's values, or with
 * `values` per locale). Throws on a use it cannot read.
 */
export function pictureUses(
  siteDir = process.cwd(),
  values?: Readonly<Record<DocLocale, Readonly<Record<string, string>>>>,
): PictureUse[] {
  const sets = loadLabelSets(siteDir);
  // Every picture (`HmclAccounts`, …), all drawn from data/screens.
  const modules = pictureModules(loadScreens(siteDir));
  const names = new Set(Object.values(modules).flatMap((m) => Object.keys(m)));
  const uses: PictureUse[] = [];
  for (const [locale, root] of Object.entries(DOC_ROOTS) as [DocLocale, string][]) {
    const dir = path.join(siteDir, root);
    for (const file of (readdirSync(dir, {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f))) {
      const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
      lines.forEach((text, i) => {
        const tag = /^( *)<(\w+)\b/.exec(text);
        if (!tag || !names.has(tag[2]!)) return;
        const where = `${path.join(root, file)}:${i + 1}`;
        const use = /^( *)<(\w+)(?: marks=\{\{([^}]*)\}\})? \/>\s*$/.exec(text);
        if (!use)
          throw new Error(`${where}: a picture written in a way this check cannot read: ${text.trim()}`);
        const picture = Object.values(modules).find((m) => use[2]! in m)![use[2]!]!;
        const marks = Object.fromEntries(
          (use[3] ?? '')
            .split(',')
            .filter((p) => p.includes(':'))
            .map((p) => p.split(':').map((v) => v.trim().replace(/^['"]|['"]$/g, '')) as [string, string]),
        );
        const lists = Math.floor(use[1]!.length / 3);
        uses.push({
          locale,
          file: path.join(root, file),
          line: i + 1,
          name: use[2]!,
          marks,
          lists,
          drawn: drawPicture(picture, marks, locale, sets, lists, values?.[locale]),
        });
      });
    }
  }
  return uses;
}

/** The phone the check reads the pages on: its viewport's width, in CSS px. */
export const PHONE_VIEWPORT_PX = PHONE_COLUMN_PX + PHONE_PADDING_PX;

/** Whether a media query of the build's form (`(max-width: 543px)`, or none) holds at `width`. */
export function mediaMatches(media: string, width: number): boolean {
  const max = /^\(max-width: (\d+(?:\.\d+)?)px\)$/.exec(media.trim());
  if (!max) throw new Error(`a picture's media query this check cannot read: ${media}`);
  return width <= Number(max[1]);
}

/** What a phone shows of a use: the image, its view box and the size of its smallest text. */
export function phoneView(use: PictureUse): {
  svg: string;
  view: {x: number; y: number; w: number; h: number};
  /** Smallest text inside the view, as shown (CSS px). */
  smallest: number;
} {
  const {drawn, lists} = use;
  // The image whose <source> media a phone matches (issue 50): the crop only where its media
  // query holds at the phone's width; else the whole screen.
  const svg =
    drawn.crop && mediaMatches(drawn.crop.media, PHONE_VIEWPORT_PX) ? drawn.crop.svg.light : drawn.svg.light;
  const [x, y, w, h] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(' ').map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const sizes = textBoxes(svg)
    .filter((t) => t.x + t.w > x && t.x < x + w && t.y + t.h > y && t.y < y + h)
    .map((t) => t.size);
  return {svg, view: {x, y, w, h}, smallest: (Math.min(...sizes) * phoneWidth(lists)) / w};
}

/**
 * What is wrong with what a phone shows of a use: text under MIN_TEXT_PX, a mark whose numbered
 * badge is not wholly in view, a marked element of which too little shows, badges on each other.
 */
export function phoneProblems(use: PictureUse): string[] {
  const {svg, view, smallest} = phoneView(use);
  const problems: string[] = [];
  if (smallest < MIN_TEXT_PX - 0.01) problems.push(`text shows at ${smallest.toFixed(1)} px`);
  // The badges as drawn in the image the phone shows: a circle and its number, centred on it.
  const circles = [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/g)].map((m) => ({
    x: Number(m[1]),
    y: Number(m[2]),
    r: Number(m[3]),
  }));
  const numbers = [
    ...svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)"[^>]*text-anchor="middle"[^>]*>([^<]*)<\/text>/g),
  ];
  const placed: {x: number; y: number; r: number}[] = [];
  for (const [i, mark] of use.drawn.marks.entries()) {
    const badge = numbers
      .filter((n) => n[3] === mark.label)
      .map((n) =>
        circles.find(
          (c) => c.x === Number(n[1]) && Math.abs(c.y - (Number(n[2]) - 0.5)) < 0.01 && c.r === mark.badge.r,
        ),
      )
      .filter((c) => c !== undefined)
      .filter((c) => !placed.includes(c))
      // The badge of this mark: on its element's line, nearest where the whole screen has it.
      .sort(
        (a, b) =>
          Math.hypot(a.x - mark.badge.x, a.y - mark.badge.y) -
          Math.hypot(b.x - mark.badge.x, b.y - mark.badge.y),
      )[0];
    if (!badge) {
      problems.push(`mark ${mark.label} (#${i + 1}) has no badge in the image`);
      continue;
    }
    placed.push(badge);
    const inView =
      badge.x - badge.r >= view.x - 0.01 &&
      badge.x + badge.r <= view.x + view.w + 0.01 &&
      badge.y - badge.r >= view.y - 0.01 &&
      badge.y + badge.r <= view.y + view.h + 0.01;
    if (!inView) problems.push(`the badge of mark ${mark.label} is cut (at ${badge.x}, ${badge.y})`);
    // The zoom icon sits in the picture's top right corner, over whatever is drawn there.
    const corner = ZOOM_ICON_CORNER_PX * (view.w / phoneWidth(use.lists));
    if (badge.x + badge.r > view.x + view.w - corner && badge.y - badge.r < view.y + corner)
      problems.push(`the zoom icon covers the badge of mark ${mark.label}`);
    if (Math.abs(badge.y - mark.badge.y) > 0.01)
      problems.push(`the badge of mark ${mark.label} left its line`);
    const {outline} = mark;
    const shown = Math.min(outline.x + outline.w, view.x + view.w) - Math.max(outline.x, view.x);
    if (shown < Math.min(outline.w, MIN_SHOWN_PX) - 0.5) {
      problems.push(`only ${Math.max(0, shown).toFixed(0)} px of the element of mark ${mark.label} shows`);
    }
  }
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) {
      if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r)
        problems.push(`two badges overlap at (${a.x}, ${a.y})`);
    }
  }
  return problems;
}
