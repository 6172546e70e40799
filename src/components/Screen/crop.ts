/**
 * Readable on a phone: the smallest text of a drawing, and the part of a drawing shown in a
 * phone's column when the whole of it would shrink its text below MIN_TEXT_PX. Pure (used by the
 * build, the unit tests and the browser tests).
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

/** A part of the drawing: its box in the drawing's coordinates. */
export interface Crop extends Box {
  /** Whether every mark's numbered badge is inside it. */
  holdsMarks: boolean;
}

/**
 * The part of a drawing `width` wide to show in a phone's column (less `lists` list indents) so
 * that text `minText` in size
 * is shown at MIN_TEXT_PX or more: as wide as that allows, as high as the drawing, centred on
 * the badges of the marks (`marked`) and kept inside the drawing. Nothing when the whole drawing is
 * readable in the column.
 */
export function cropFor(
  width: number,
  height: number,
  minText: number,
  marked: Box[],
  lists = 0,
): Crop | undefined {
  const most = Math.floor((phoneWidth(lists) * minText) / MIN_TEXT_PX);
  if (most >= width || minText <= 0) return undefined;
  const left = marked.length > 0 ? Math.min(...marked.map((b) => b.x)) : 0;
  const right = marked.length > 0 ? Math.max(...marked.map((b) => b.x + b.w)) : width;
  const x = Math.round(Math.min(Math.max((left + right) / 2 - most / 2, 0), width - most));
  return {x, y: 0, w: most, h: height, holdsMarks: left >= x && right <= x + most};
}

/**
 * The widest viewport, in CSS px, in which the crop is shown instead of the whole drawing: where
 * the content column is too narrow for the whole drawing's text to reach MIN_TEXT_PX.
 */
export function cropMedia(width: number, minText: number, lists = 0): string {
  const readable = Math.ceil((width * MIN_TEXT_PX) / minText);
  return `(max-width: ${readable + PHONE_PADDING_PX + LIST_INDENT_PX * lists - 1}px)`;
}
