/**
 * Readable on a phone: the smallest text of a drawing, and the part of a drawing shown in a
 * phone's column when the whole of it would shrink its text below MIN_TEXT_PX. Pure (used by the
 * build, plugins/screens, the unit tests and the browser tests); here, on the page's floor of the
 * import graph, because the zoom (src/components/Zoom/zoomDialog.ts) takes MIN_TEXT_PX from it.
 */

/** A box in a drawing's coordinates. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest text a picture may show on a page, in CSS px (also on a phone, unzoomed). */
export const MIN_TEXT_PX = 11;
/** The content column of a phone 390 px wide (less the page's side padding), in CSS px. */
export const PHONE_COLUMN_PX = 358;
/**
 * The corner the zoom icon takes, in CSS px from the picture's top and right edges
 * (styles.module.css `.zoomIcon`: 6 px in, 22 px wide): no mark's badge may be under it.
 */
export const ZOOM_ICON_CORNER_PX = 28;
/** The page's side padding round the content column on a phone, in CSS px (both sides). */
export const PHONE_PADDING_PX = 32;
/** How far a list indents its items (Infima's --ifm-list-left-padding, 2rem), in CSS px. */
export const LIST_INDENT_PX = 32;

/** The width a picture gets on a 390 px phone inside `lists` nested lists (a step of a list: 1). */
export function phoneWidth(lists = 0): number {
  return PHONE_COLUMN_PX - LIST_INDENT_PX * lists;
}

/** Smallest font size of an SVG drawing, in its own pixels. */
export function smallestText(svg: string): number {
  const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
  return sizes.length > 0 ? Math.min(...sizes) : 0;
}

/** A line of text of a drawing: where it is (estimated generously) and its font size. */
interface TextBox extends Box {
  size: number;
}

/** Room either side of a text's estimated width, in drawing px. */
export const TEXT_MARGIN_PX = 2;

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'"};

/**
 * Every `<text>` of an SVG drawing with a box it surely fits in: a character as wide as the
 * text is high for CJK, 0.7 of it otherwise (wider than any Latin letter but M and W), or the
 * width the drawing forces (`textLength`).
 */
export function textBoxes(svg: string): TextBox[] {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, content]) => {
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes!)?.[1];
    const size = Number(attr('font-size') ?? 16);
    const text = content!.replace(/&(\w+|#\d+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
    const bold = attr('font-weight') === '700' ? 1.06 : 1;
    const forced = attr('textLength');
    const w =
      forced !== undefined
        ? Number(forced)
        : [...text].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.7), 0) *
          size *
          bold;
    const anchor = attr('text-anchor');
    const x0 = Number(attr('x') ?? 0);
    const x = anchor === 'middle' ? x0 - w / 2 : anchor === 'end' ? x0 - w : x0;
    // And TEXT_MARGIN_PX either side: glyphs reach a little past the width a text is given.
    return {
      x: x - TEXT_MARGIN_PX,
      y: Number(attr('y') ?? 0) - size * 0.7,
      w: w + 2 * TEXT_MARGIN_PX,
      h: size * 1.4,
      size,
    };
  });
}

/** A mark of the drawing: the outline round the marked element and its numbered badge. */
export interface MarkPlace {
  outline: Box;
  /** The badge's centre and radius, and the size of its number. */
  badge: {x: number; y: number; r: number; size: number};
}

/** A part of the drawing: its box in the drawing's coordinates. */
export interface Crop extends Box {
  /** Whether every mark's numbered badge is inside it where the whole drawing has it. */
  holdsMarks: boolean;
  /**
   * Where each mark's badge is drawn in the crop (the order of `marks`): where the whole drawing
   * has it, or, when that is outside the crop, moved in to the crop's edge on the same line.
   */
  badges: {x: number; y: number}[];
}

/** How much of a marked element a crop must show, at least, in drawing px (or all of it). */
export const MIN_SHOWN_PX = 24;
/**
 * What a text cut by a crop's edge costs, against a marked element's share shown (1 for the whole
 * element): little, so it only chooses between parts that show the marks alike.
 */
const CUT_TEXT_WEIGHT = 0.25;
/** Room round a badge (its halo) that is part of it. */
const BADGE_ROOM = 4;

/** How far the x-range [a, a+aw] overlaps [b, b+bw]. */
const overlap = (a: number, aw: number, b: number, bw: number) =>
  Math.max(0, Math.min(a + aw, b + bw) - Math.max(a, b));

/**
 * The part of a drawing `width` × `height` to show in a phone's column (less `lists` list
 * indents) so that every text inside it shows at MIN_TEXT_PX or more, with every mark. Nothing
 * when the whole drawing is readable in the column.
 *
 * Of the parts as high as the drawing and as wide as their own smallest text allows, it takes
 * one that holds every mark (outline and badge), else one that holds every badge, centred on the
 * marks. When no part can (marks further apart than a readable width), it takes the part that
 * shows the most of the marked elements, each at least in part, and draws a badge that falls
 * outside at the crop's edge on its element's line, over the element's cut end: one picture, in
 * the screen's own layout, every number beside (part of) what it marks, every text readable.
 */
export function cropFor(
  width: number,
  height: number,
  texts: TextBox[],
  marks: MarkPlace[],
  lists = 0,
): Crop | undefined {
  const column = phoneWidth(lists);
  const badgeText = Math.min(Infinity, ...marks.map((m) => m.badge.size));
  const smallestIn = (x: number, w: number) =>
    Math.min(badgeText, ...texts.filter((t) => overlap(t.x, t.w, x, w) > 0).map((t) => t.size));
  const readable = (x: number, w: number) => w * MIN_TEXT_PX <= column * smallestIn(x, w);
  if (texts.length === 0 || readable(0, width)) return undefined;
  // The badge with its halo, kept inside the drawing (where the drawing keeps it).
  const badgeBox = (m: MarkPlace) => {
    const room = m.badge.r + BADGE_ROOM;
    const x = Math.max(0, m.badge.x - room);
    return {x, w: Math.min(width, m.badge.x + room) - x};
  };
  const span = (boxes: {x: number; w: number}[]) => ({
    left: Math.min(...boxes.map((b) => b.x)),
    right: Math.max(...boxes.map((b) => b.x + b.w)),
  });
  const badges = marks.map(badgeBox);
  const all = marks.length > 0 ? span([...badges, ...marks.map((m) => m.outline)]) : {left: 0, right: width};
  const centre = (all.left + all.right) / 2;
  // The texts of the marked elements (what the reader looks for): they should show from their
  // start, neither cut by the crop's edge nor under a badge moved in to it.
  const own = texts.filter((t) =>
    marks.some(
      (m) =>
        t.x + t.w / 2 >= m.outline.x &&
        t.x + t.w / 2 <= m.outline.x + m.outline.w &&
        t.y + t.h / 2 >= m.outline.y &&
        t.y + t.h / 2 <= m.outline.y + m.outline.h,
    ),
  );
  const moved = (x: number, w: number) =>
    marks.map((m) => ({
      ...m.badge,
      x: Math.min(Math.max(m.badge.x, x + m.badge.r + 2), x + w - m.badge.r - 2),
    }));
  // The texts on a marked element's line, beside it (an input's label): the reader reads them to
  // find the mark ("用户名" before its field), so they count too, less than the element's own.
  const beside = texts.filter(
    (t) =>
      !own.includes(t) &&
      marks.some((m) => t.y + t.h / 2 >= m.outline.y - 2 && t.y + t.h / 2 <= m.outline.y + m.outline.h + 2),
  );
  /** How much of `list`'s texts a part hides: 1 a text whose start is hidden. */
  const hidden = (x: number, w: number, list = own) => {
    const badgesThere = moved(x, w).filter((b, i) => b.x !== marks[i]!.badge.x);
    return list.reduce((sum, t) => {
      // The text's stretches hidden: outside the part, or under a moved badge on its line.
      const cuts: [number, number][] = [
        [-Infinity, x],
        [x + w, Infinity],
        ...badgesThere
          .filter((b) => Math.abs(b.y - (t.y + t.h / 2)) < b.r + 2 + t.h / 2)
          .map((b) => [b.x - b.r - 2, b.x + b.r + 2] as [number, number]),
      ];
      const covered = (at: number) => cuts.some(([a, b]) => at >= a && at <= b);
      if (covered(t.x + 1)) return sum + 1;
      const steps = 20;
      let n = 0;
      for (let i = 0; i < steps; i++) if (covered(t.x + ((i + 0.5) * t.w) / steps)) n++;
      return sum + n / steps;
    }, 0);
  };
  // Any other text the part's edge cuts through shows as a broken word ("…itional Servers"):
  // it counts against the part too, least of all.
  // (Not a badge's number: the crop draws the badges itself.)
  const others = texts.filter(
    (t) =>
      !own.includes(t) &&
      !beside.includes(t) &&
      !marks.some((m) => Math.hypot(t.x + t.w / 2 - m.badge.x, t.y + t.h / 2 - m.badge.y) <= m.badge.r),
  );
  const cut = (x: number, w: number) =>
    others.filter((t) => {
      const shown = overlap(t.x + TEXT_MARGIN_PX, t.w - 2 * TEXT_MARGIN_PX, x, w);
      return shown > 0 && shown < t.w - 2 * TEXT_MARGIN_PX - 0.5;
    }).length;
  // Then the one that shows most of the marked elements and hides least of their texts (and of
  // the texts beside them on their lines, then cuts fewest other texts); then as wide as it can
  // be (the most of the screen round the marks) and centred on them.
  type Candidate = {x: number; w: number; held: number; score: number; fit: number};
  let best: Candidate | undefined;
  const better = (a: Candidate, b: Candidate | undefined) =>
    !b ||
    a.held > b.held ||
    (a.held === b.held &&
      (a.score > b.score + 1e-6 || (Math.abs(a.score - b.score) <= 1e-6 && a.fit > b.fit)));
  for (let x = 0; x < width; x++) {
    // The widest readable part from x (the smallest text only grows as the part narrows).
    let lo = 0;
    let hi = width - x;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (readable(x, mid)) lo = mid;
      else hi = mid - 1;
    }
    const w = lo;
    if (w < 2 * MIN_SHOWN_PX) continue;
    const inside = (b: {x: number; w: number}) => b.x >= x && b.x + b.w <= x + w;
    const badgesIn = badges.every(inside);
    const outlinesIn = badgesIn && marks.every((m) => inside(m.outline));
    const shownEach = marks.map((m) => overlap(m.outline.x, m.outline.w, x, w));
    if (marks.some((m, i) => shownEach[i]! < Math.min(m.outline.w, MIN_SHOWN_PX) - 0.5)) continue;
    const shown = marks.reduce((sum, m, i) => sum + shownEach[i]! / m.outline.w, 0);
    const candidate = {
      x,
      w,
      held: outlinesIn ? 2 : badgesIn ? 1 : 0,
      score: shown - 2 * hidden(x, w) - hidden(x, w, beside) - CUT_TEXT_WEIGHT * cut(x, w),
      fit: w - Math.abs(x + w / 2 - centre),
    };
    if (better(candidate, best)) best = candidate;
  }
  if (!best) return undefined;
  const {x, w} = best;
  return {
    x,
    y: 0,
    w,
    h: height,
    holdsMarks: best.held > 0,
    badges: moved(x, w).map(({x: bx, y: by}) => ({x: bx, y: by})),
  };
}

/**
 * The widest viewport, in CSS px, in which the crop is shown instead of the whole drawing: where
 * the content column is too narrow for the whole drawing's text to reach MIN_TEXT_PX.
 */
export function cropMedia(width: number, minText: number, lists = 0): string {
  const readable = Math.ceil((width * MIN_TEXT_PX) / minText);
  return `(max-width: ${readable + PHONE_PADDING_PX + LIST_INDENT_PX * lists - 1}px)`;
}
