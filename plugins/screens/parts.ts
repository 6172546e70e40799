/**
 * SVG building blocks of the pictures, as markup: text that fits its box, buttons, fields, grey
 * stand-in bars and the numbered mark. Pure: no Docusaurus, no React (the build and the unit
 * tests draw the pictures in Node). Colours come from palette.ts as `var(--scr-…)`.
 */
import {escapeHtml} from '@site/lib/html';
import {C} from './palette';
import type {Box} from '@site/src/components/Screen/crop';

/** An SVG element: its attributes in order (undefined, null and false left out) and inner markup. */
export function el(name: string, attributes: Record<string, unknown>, ...children: string[]): string {
  const set = Object.entries(attributes).filter(([, v]) => v !== undefined && v !== null && v !== false);
  return `<${name}${set.map(([k, v]) => ` ${k}="${escapeHtml(String(v))}"`).join('')}>${children.join('')}</${name}>`;
}

/** A group of parts. */
export const g = (...children: string[]) => el('g', {}, ...children);

/**
 * Approximate advance width of `text` at `size`: CJK characters are one em, Latin letters about
 * half. Used to size boxes round their labels; text that would still overflow is squeezed to fit.
 */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x2e80) em += 1;
    else if (/[il.,:;|!'`()[\]\s]/.test(ch)) em += 0.3;
    else if (/[A-Z0-9MW@#%&mw]/.test(ch)) em += 0.66;
    else em += 0.55;
  }
  return em * size * (bold ? 1.06 : 1);
}

interface TextProps {
  x: number;
  /** The vertical middle of the line. */
  y: number;
  size?: number;
  bold?: boolean;
  color?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Widest the text may be; longer text is squeezed to this width. */
  max?: number;
  mono?: boolean;
}

/** Advance of a character of the monospaced text, in em: mono text is set to exactly this. */
export const MONO_ADVANCE = 0.6;

export function txt(
  text: string,
  {x, y, size = 14, bold, color = C.text, anchor = 'start', max, mono}: TextProps,
) {
  // Monospaced text is stretched to MONO_ADVANCE per character whatever font the reader has, so
  // marks drawn round part of a line (`chars` of a target) sit on the right characters.
  const width = mono ? [...text].length * MONO_ADVANCE * size : textWidth(text, size, bold);
  const squeeze = (max !== undefined && width > max) || (mono && text.length > 0);
  return el(
    'text',
    {
      x,
      y,
      'font-size': size,
      'font-weight': bold ? 700 : undefined,
      fill: color,
      'text-anchor': anchor === 'start' ? undefined : anchor,
      'dominant-baseline': 'central',
      'font-family': mono ? 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' : undefined,
      ...(squeeze
        ? {textLength: max !== undefined ? Math.min(max, width) : width, lengthAdjust: 'spacingAndGlyphs'}
        : {}),
    },
    escapeHtml(text),
  );
}

interface RectProps {
  fill: string;
  stroke?: string;
  radius?: number;
  width?: number;
  opacity?: number;
}

export function rect(box: Box, {fill, stroke, radius = 0, width = 1, opacity}: RectProps): string {
  const {x, y, w, h} = box;
  const [rx, sw] = [radius || undefined, stroke ? width : undefined];
  return el('rect', {x, y, width: w, height: h, rx, fill, stroke, 'stroke-width': sw, opacity});
}

interface ButtonProps {
  /** `primary`: the program's accent colour, bold; `flat`: accent-coloured text on the surface. */
  variant?: 'default' | 'primary' | 'flat';
  size?: number;
  fill?: string;
  color?: string;
  stroke?: string;
  radius?: number;
  bold?: boolean;
  align?: 'middle' | 'start';
}

/** A button (or tab, or list row) with its label centred, squeezed if it would not fit. */
export function button(box: Box, label: string, p: ButtonProps = {}): string {
  const v = p.variant ?? 'default';
  const pick = (primary: string, flat: string, other: string) =>
    v === 'primary' ? primary : v === 'flat' ? flat : other;
  const {size = 14, radius = 3, bold = v === 'primary', align = 'middle'} = p;
  const pad = Math.min(10, box.w / 8);
  const x = align === 'middle' ? box.x + box.w / 2 : box.x + pad;
  return g(
    rect(box, {
      fill: p.fill ?? pick(C.accent, C.surface, C.raised),
      stroke: p.stroke ?? pick(C.accent, C.surface, C.border),
      radius,
    }),
    txt(label, {
      x,
      y: box.y + box.h / 2,
      size,
      color: p.color ?? pick(C.onAccent, C.accent, C.text),
      anchor: align,
      bold,
      max: box.w - 2 * pad,
    }),
  );
}

interface FieldProps {
  size?: number;
  fill?: string;
  color?: string;
  stroke?: string;
  radius?: number;
  mono?: boolean;
  /** Draw only a line under the value (Material-style fields). */
  underline?: boolean;
}

/** A text field holding `value`. */
export function field(box: Box, value: string, p: FieldProps = {}): string {
  const {size = 13, fill = C.field, color = C.fieldText, stroke = C.border, radius = 2, mono} = p;
  const [bottom, right] = [box.y + box.h, box.x + box.w];
  return g(
    p.underline
      ? el('line', {x1: box.x, x2: right, y1: bottom, y2: bottom, stroke, 'stroke-width': 1.5})
      : rect(box, {fill, stroke, radius}),
    txt(value, {x: box.x + 8, y: box.y + box.h / 2, size, color, max: box.w - 16, mono}),
  );
}

/** A grey bar standing for text the picture does not spell out (a server's message, a name). */
export const bar = (x: number, y: number, w: number, h = 8) =>
  el('rect', {x, y: y - h / 2, width: w, height: h, rx: h / 2, fill: C.line});

/** A round radio button, filled when `on`. */
export const radio = (x: number, y: number, on: boolean, color = C.accent) =>
  g(
    el('circle', {cx: x, cy: y, r: 7, fill: 'none', stroke: on ? color : C.muted, 'stroke-width': 2}),
    on ? el('circle', {cx: x, cy: y, r: 3.5, fill: color}) : '',
  );

/** A square check box, ticked when `on`. */
export const check = (x: number, y: number, on: boolean) =>
  g(
    el('rect', {
      ...{x: x - 7, y: y - 7, width: 14, height: 14, rx: 2},
      ...{fill: on ? C.accent : C.field, stroke: on ? C.accent : C.muted, 'stroke-width': 1.5},
    }),
    on
      ? el('path', {d: `M${x - 4} ${y} l3 3 l5 -6`, fill: 'none', stroke: C.onAccent, 'stroke-width': 2})
      : '',
  );

/** A horizontal slider with its thumb at `at` (0–1). */
export const slider = (x: number, y: number, w: number, at: number) =>
  g(
    el('rect', {x, y: y - 2, width: w, height: 4, rx: 2, fill: C.line}),
    el('rect', {x, y: y - 2, width: w * at, height: 4, rx: 2, fill: C.accent}),
    el('circle', {cx: x + w * at, cy: y, r: 7, fill: C.accent}),
  );

export type BadgeCorner =
  'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'left' | 'right' | 'above' | 'below';

/** Where a mark's outline and badge go (mark() draws them; the build crops round them). */
export function markGeometry(
  box: Box,
  label: string,
  corner: BadgeCorner = 'top-left',
  bounds?: {x?: number; y?: number; w: number; h: number},
): {outline: Box; r: number; bx: number; by: number} {
  const pad = 3;
  const outline = {x: box.x - pad, y: box.y - pad, w: box.w + 2 * pad, h: box.h + 2 * pad};
  const r = label.length > 1 ? 12 : 11;
  const {x, y, w, h} = outline;
  const side = corner === 'above' || corner === 'below' ? x + w / 2 : corner.endsWith('left') ? x : x + w;
  const vertical: Partial<Record<BadgeCorner, number>> = {above: y - r - 2, below: y + h + r + 2};
  const cy =
    vertical[corner] ?? (corner.startsWith('top') ? y : corner.startsWith('bottom') ? y + h : y + h / 2);
  const shift = corner === 'left' ? -r - 2 : corner === 'right' ? r + 2 : 0;
  const clamp = (v: number, min = 0, size?: number) =>
    size === undefined ? v : Math.min(Math.max(v, min + r + 2), min + size - r - 2);
  return {outline, r, bx: clamp(side + shift, bounds?.x, bounds?.w), by: clamp(cy, bounds?.y, bounds?.h)};
}

/**
 * The mark of a step: an outline round `box` and a badge with the step's number. A light halo
 * round both keeps them visible on any background. `bounds`: the drawing's size (or the part of
 * it shown, from x, y): the badge stays inside it.
 */
export function mark(
  box: Box,
  label: string,
  corner?: BadgeCorner,
  bounds?: Parameters<typeof markGeometry>[3],
) {
  const {outline, r, bx, by} = markGeometry(box, label, corner, bounds);
  const {x, y, w, h} = outline;
  // A wide halo under the mark's colour.
  const ring = (stroke: string, width: number) =>
    el('rect', {x, y, width: w, height: h, rx: 5, fill: 'none', stroke, 'stroke-width': width});
  return g(
    ring(C.halo, 5.5),
    ring(C.mark, 2.5),
    el('circle', {cx: bx, cy: by, r: r + 1.5, fill: C.halo}),
    el('circle', {cx: bx, cy: by, r, fill: C.mark}),
    txt(label, {
      x: bx,
      y: by + 0.5,
      size: label.length > 1 ? 11 : 13,
      bold: true,
      color: C.onMark,
      anchor: 'middle',
    }),
  );
}
