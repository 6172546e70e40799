/**
 * SVG building blocks of the pictures: text that fits its box, buttons, fields, grey stand-in
 * bars and the numbered mark. Pure: no Docusaurus, no CSS imports (the unit tests render the
 * pictures in Node). Colours come from palette.ts as `var(--scr-…)`.
 */
import type {ReactNode} from 'react';
import {C} from './palette';
import type {Box} from './crop';

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
  children: string;
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

export function Txt({
  x,
  y,
  children,
  size = 14,
  bold,
  color = C.text,
  anchor = 'start',
  max,
  mono,
}: TextProps): ReactNode {
  // Monospaced text is stretched to MONO_ADVANCE per character whatever font the reader has, so
  // marks drawn round part of a line (monoBox) sit on the right characters.
  const width = mono ? [...children].length * MONO_ADVANCE * size : textWidth(children, size, bold);
  const squeeze = (max !== undefined && width > max) || (mono && children.length > 0);
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={bold ? 700 : undefined}
      fill={color}
      textAnchor={anchor === 'start' ? undefined : anchor}
      dominantBaseline="central"
      fontFamily={mono ? 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' : undefined}
      {...(squeeze
        ? {textLength: max !== undefined ? Math.min(max, width) : width, lengthAdjust: 'spacingAndGlyphs'}
        : {})}
    >
      {children}
    </text>
  );
}

export function Rect({
  box,
  fill,
  stroke,
  radius = 0,
  width = 1,
  opacity,
}: {
  box: Box;
  fill: string;
  stroke?: string;
  radius?: number;
  width?: number;
  opacity?: number;
}): ReactNode {
  return (
    <rect
      x={box.x}
      y={box.y}
      width={box.w}
      height={box.h}
      rx={radius || undefined}
      fill={fill}
      stroke={stroke}
      strokeWidth={stroke ? width : undefined}
      opacity={opacity}
    />
  );
}

interface ButtonProps {
  box: Box;
  /** `primary`: the program's accent colour, bold; `flat`: accent-coloured text on the surface. */
  variant?: 'default' | 'primary' | 'flat';
  label: string;
  size?: number;
  fill?: string;
  color?: string;
  stroke?: string;
  radius?: number;
  bold?: boolean;
  align?: 'middle' | 'start';
}

/** A button (or tab, or list row) with its label centred, squeezed if it would not fit. */
export function Button({
  box,
  label,
  variant = 'default',
  size = 14,
  fill = variant === 'primary' ? C.accent : variant === 'flat' ? C.surface : C.raised,
  color = variant === 'primary' ? C.onAccent : variant === 'flat' ? C.accent : C.text,
  stroke = variant === 'primary' ? C.accent : variant === 'flat' ? C.surface : C.border,
  radius = 3,
  bold = variant === 'primary',
  align = 'middle',
}: ButtonProps): ReactNode {
  const pad = Math.min(10, box.w / 8);
  return (
    <g>
      <Rect box={box} fill={fill} stroke={stroke} radius={radius} />
      <Txt
        x={align === 'middle' ? box.x + box.w / 2 : box.x + pad}
        y={box.y + box.h / 2}
        size={size}
        color={color}
        anchor={align}
        bold={bold}
        max={box.w - 2 * pad}
      >
        {label}
      </Txt>
    </g>
  );
}

interface FieldProps {
  box: Box;
  value: string;
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
export function Field({
  box,
  value,
  size = 13,
  fill = C.field,
  color = C.fieldText,
  stroke = C.border,
  radius = 2,
  mono,
  underline,
}: FieldProps): ReactNode {
  return (
    <g>
      {underline ? (
        <line
          x1={box.x}
          x2={box.x + box.w}
          y1={box.y + box.h}
          y2={box.y + box.h}
          stroke={stroke}
          strokeWidth={1.5}
        />
      ) : (
        <Rect box={box} fill={fill} stroke={stroke} radius={radius} />
      )}
      <Txt x={box.x + 8} y={box.y + box.h / 2} size={size} color={color} max={box.w - 16} mono={mono}>
        {value}
      </Txt>
    </g>
  );
}

/** A grey bar standing for text the picture does not spell out (a server's message, a name). */
export function Bar({x, y, w, h = 8}: {x: number; y: number; w: number; h?: number}): ReactNode {
  return <rect x={x} y={y - h / 2} width={w} height={h} rx={h / 2} fill={C.line} />;
}

/** A round radio button, filled when `on`. */
export function Radio({
  x,
  y,
  on,
  color = C.accent,
}: {
  x: number;
  y: number;
  on: boolean;
  color?: string;
}): ReactNode {
  return (
    <g>
      <circle cx={x} cy={y} r={7} fill="none" stroke={on ? color : C.muted} strokeWidth={2} />
      {on && <circle cx={x} cy={y} r={3.5} fill={color} />}
    </g>
  );
}

/** A square check box, ticked when `on`. */
export function Check({x, y, on}: {x: number; y: number; on: boolean}): ReactNode {
  return (
    <g>
      <rect
        x={x - 7}
        y={y - 7}
        width={14}
        height={14}
        rx={2}
        fill={on ? C.accent : C.field}
        stroke={on ? C.accent : C.muted}
        strokeWidth={1.5}
      />
      {on && <path d={`M${x - 4} ${y} l3 3 l5 -6`} fill="none" stroke={C.onAccent} strokeWidth={2} />}
    </g>
  );
}

/** A horizontal slider with its thumb at `at` (0–1). */
export function Slider({x, y, w, at}: {x: number; y: number; w: number; at: number}): ReactNode {
  return (
    <g>
      <rect x={x} y={y - 2} width={w} height={4} rx={2} fill={C.line} />
      <rect x={x} y={y - 2} width={w * at} height={4} rx={2} fill={C.accent} />
      <circle cx={x + w * at} cy={y} r={7} fill={C.accent} />
    </g>
  );
}

export type BadgeCorner =
  'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'left' | 'right' | 'above' | 'below';

/** Where a mark's outline and badge go (Mark draws them; the build crops round them). */
export function markGeometry(
  box: Box,
  label: string,
  corner: BadgeCorner = 'top-left',
  bounds?: {x?: number; y?: number; w: number; h: number},
): {outline: Box; r: number; bx: number; by: number} {
  const pad = 3;
  const outline = {x: box.x - pad, y: box.y - pad, w: box.w + 2 * pad, h: box.h + 2 * pad};
  const r = label.length > 1 ? 12 : 11;
  const cx =
    corner === 'above' || corner === 'below'
      ? outline.x + outline.w / 2
      : corner.endsWith('left')
        ? outline.x
        : outline.x + outline.w;
  const cy =
    corner === 'above'
      ? outline.y - r - 2
      : corner === 'below'
        ? outline.y + outline.h + r + 2
        : corner.startsWith('top')
          ? outline.y
          : corner.startsWith('bottom')
            ? outline.y + outline.h
            : outline.y + outline.h / 2;
  const shift = corner === 'left' ? -r - 2 : corner === 'right' ? r + 2 : 0;
  const clamp = (v: number, min = 0, size?: number) =>
    size === undefined ? v : Math.min(Math.max(v, min + r + 2), min + size - r - 2);
  const bx = clamp(cx + shift, bounds?.x, bounds?.w);
  const by = clamp(cy, bounds?.y, bounds?.h);
  return {outline, r, bx, by};
}

/**
 * The mark of a step: an outline round `box` and a badge with the step's number. A light halo
 * round both keeps them visible on any background.
 */
export function Mark({
  box,
  label,
  corner = 'top-left',
  bounds,
}: {
  box: Box;
  label: string;
  corner?: BadgeCorner;
  /** The drawing's size (or the part of it shown, from x, y): the badge stays inside it. */
  bounds?: {x?: number; y?: number; w: number; h: number};
}): ReactNode {
  const {outline, r, bx, by} = markGeometry(box, label, corner, bounds);
  return (
    <g>
      {/* A wide halo under the mark's colour. */}
      {(
        [
          [C.halo, 5.5],
          [C.mark, 2.5],
        ] as const
      ).map(([stroke, width]) => (
        <rect
          key={stroke}
          x={outline.x}
          y={outline.y}
          width={outline.w}
          height={outline.h}
          rx={5}
          fill="none"
          stroke={stroke}
          strokeWidth={width}
        />
      ))}
      <circle cx={bx} cy={by} r={r + 1.5} fill={C.halo} />
      <circle cx={bx} cy={by} r={r} fill={C.mark} />
      <Txt x={bx} y={by + 0.5} size={label.length > 1 ? 11 : 13} bold color={C.onMark} anchor="middle">
        {label}
      </Txt>
    </g>
  );
}
