/**
 * The one renderer of the pictures drawn from data: the `screens:` section of
 * data/screens/<program>.yml (checked by plugins/screens/schema.ts) becomes a Picture (picture.ts)
 * drawn with the parts of parts.ts. The format is described in CONTRIBUTING.md#picture-data
 * ("图的布局数据"; English under "Pictures"). Pure: no file access (plugins/screens/remark.ts loads
 * the files).
 */
import {forLocale} from '../../config/locale';
import {LABEL_SET_IDS, formatLabel, type LabelSetId} from '@site/src/lib/screenLabels';
import type {DrawContext, Picture, Target} from './picture';
import {
  bar,
  button,
  check,
  el,
  field,
  g,
  radio,
  rect,
  slider,
  txt,
  MONO_ADVANCE,
  textWidth,
  type BadgeCorner,
} from './parts';
import type {Box} from '@site/src/components/Screen/crop';
import {C, type SkinData} from './palette';
import {screenValues} from './values';

/** Words in both languages, or the same words for both; `{…}` in them is filled in (fill()). */
export type Words = string | {zh: string; en: string};
/** A number, or `@name` / `@name+8` / `@W-36`: a parameter of the template (W, H: the picture's size). */
type Num = number | string;
export type Element = Record<string, unknown>;

interface TargetData {
  press?: Words;
  fill?: Words;
  value?: Words;
  choose?: Words;
  /** A target in the site's own words: its name and what the reader does. */
  name?: Words;
  do?: Words;
  /** Where its mark goes: a box, or `#id` of an element (grown by `grow: [x, y]`). */
  box: Num[] | string;
  grow?: [number, number];
  /** Characters `from`–`to` (exclusive) of the monospaced text `#id`, rather than the whole text. */
  chars?: [number, number];
  corner?: BadgeCorner;
}

interface PictureData {
  id: string;
  /** A look of the file's `skins` other than the file's own. */
  skin?: string;
  size: [number, number];
  sets?: LabelSetId[];
  /** Values its words (`{@name}`) and numbers (`@name`) use, besides W and H. */
  params?: Params;
  /** How `iso` elements' [x, y, z] (blocks of the game) are drawn: [origin x, origin y, half width, half depth, height] of a block. */
  iso?: [number, number, number, number, number];
  title: Words;
  describe: Words;
  note?: Words;
  targets: Record<string, TargetData>;
  draw: Element[];
}

export interface ScreensData {
  /** The module a page imports from: `@site/src/components/Screen/<module>`. */
  module: string;
  /** The file's look: one of its `skins`. */
  skin: string;
  skins: Record<string, SkinData>;
  templates?: Record<string, Element[]>;
  pictures: Record<string, PictureData>;
}

type Params = Record<string, unknown>;
interface Scope {
  ctx: DrawContext;
  /** The label set of the file (none for a picture that shows no program's labels). */
  set?: LabelSetId;
  iso?: PictureData['iso'];
  templates: Record<string, Element[]>;
  params: Params;
  dx: number;
  dy: number;
  /** Boxes of the elements with an `id`, for the targets. */
  boxes: Map<string, Box>;
}

/**
 * `words` in the page's language with `{key}` (a label of the program; `{set:key}` of another
 * set), `{~key}` (a Chinese-only label with its English meaning), `{key|8|16}` (a label's
 * placeholders filled), `{$value}` (from config/community.ts) and `{@param}` filled in.
 */
export function fill(words: Words, s: Pick<Scope, 'ctx' | 'set' | 'params'>): string {
  const text = typeof words === 'string' ? words : forLocale(words, s.ctx.locale);
  return text.replace(
    /\{([~$@]?)([^{}|\s]+)((?:\|[^{}|]+)*)\}/g,
    (_all, sigil: string, name: string, args: string) => {
      if (sigil === '$')
        return (s.ctx.values ?? screenValues(s.ctx.locale))[name] ?? fail(`there is no value {$${name}}`);
      if (sigil === '@') return String(s.params[name] ?? '');
      // `{set:key}`: a label of another set (keys may have colons of their own: front-end:general.cape).
      const other = LABEL_SET_IDS.find((id) => name.startsWith(`${id}:`));
      const [set, key] = other
        ? [other, name.slice(other.length + 1)]
        : [s.set ?? fail(`{${name}}: this file has no labels`), name];
      const label = sigil === '~' ? s.ctx.named(set, key) : s.ctx.label(set, key);
      // Each argument: a number, or the key of a label of the same set.
      const values = args
        .split('|')
        .slice(1)
        .map((v) => (Number.isNaN(Number(v)) ? s.ctx.label(set, v) : Number(v)));
      return values.length > 0 ? formatLabel(label, ...values) : label;
    },
  );
}

function fail(message: string): never {
  throw new Error(message);
}

/** Where the picture's `iso` projection draws the point [x, y, z] of the world. */
function project(p: Num[], s: Scope): [number, number] {
  const [ox, oy, a, b, h] =
    s.iso ?? fail("blocks need the picture's iso: [x, y, half width, half depth, height]");
  const [x, y, z] = p.map((n) => num(n, s)) as [number, number, number];
  return [+(ox + (x - z) * a + s.dx).toFixed(2), +(oy + (x + z) * b - y * h + s.dy).toFixed(2)];
}

/** A number of the data: a literal, or a parameter (`@W-36`). */
function num(value: unknown, s: Scope): number {
  if (typeof value === 'number') return value;
  const m = /^@(\w+)([+-]\d+(?:\.\d+)?)?$/.exec(String(value));
  const base = m ? s.params[m[1]!] : undefined;
  if (typeof base !== 'number') return fail(`${String(value)} is not a number or a numeric parameter`);
  return base + Number(m![2] ?? 0);
}

/** A property value: `@name` takes the template's parameter. */
const prop = (value: unknown, s: Scope): unknown =>
  typeof value === 'string' && /^@\w+$/.test(value) ? s.params[value.slice(1)] : value;

const colour = (value: unknown, s: Scope): string | undefined => {
  const v = prop(value, s);
  return v === undefined
    ? undefined
    : String(v).startsWith('#') || v === 'none'
      ? String(v)
      : C[v as keyof typeof C];
};

function box(value: unknown, s: Scope): Box {
  const [x, y, w, h] = (value as Num[]).map((v) => num(v, s));
  return {x: x! + s.dx, y: y! + s.dy, w: w!, h: h!};
}

function at(value: unknown, s: Scope): [number, number] {
  const [x, y] = (value as Num[] | undefined)?.map((v) => num(v, s)) ?? [0, 0];
  return [x! + s.dx, y! + s.dy];
}

/** `text` in lines no wider than `max` at `size` (at spaces, or anywhere in Chinese text). */
export function wrap(text: string, size: number, max: number): string[] {
  const spaced = /\s/.test(text);
  const lines: string[] = [];
  let line = '';
  for (const word of spaced ? text.split(' ') : [...text]) {
    const next = line ? `${line}${spaced ? ' ' : ''}${word}` : word;
    if (line && textWidth(next, size) > max) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

const KINDS =
  'rect text para flow button field bar radio check slider line path iso block circle use rows'.split(' ');

/** Options as the data gives them: the schema (plugins/screens/schema.ts) checked their types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Options = Record<string, any>;

/** The options of an element with parameters and colours resolved; each part takes those it knows. */
function options(e: Element, s: Scope): Options {
  const o = Object.fromEntries(
    Object.entries(e).map(([k, v]) => [
      k,
      ['fill', 'stroke', 'color'].includes(k) ? colour(v, s) : prop(v, s),
    ]),
  );
  return {...o, max: o.max === undefined ? undefined : num(o.max, s)};
}

/**
 * The faces of a block of the world from [x0, y0, z0] to [x1, y1, z1] that the viewer sees (its
 * top and two sides), each by its corners: a digit per axis, 0 for the block's start, 1 for its end
 * ('010' is [x0, y1, z0]).
 */
const FACES = {
  top: ['010', '110', '111', '011'],
  left: ['001', '101', '111', '011'],
  right: ['100', '101', '111', '110'],
};

function element(e: Element, s: Scope): string {
  // `if: a b`: drawn when every parameter named is set; `unless: a b`: when none is.
  const named = (key: string) =>
    String(e[key] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((p) => Boolean(s.params[p]));
  if (!named('if').every(Boolean) || named('unless').some(Boolean)) return '';
  const kind = KINDS.find((k) => k in e)!;
  const v = e[kind];
  const o = options(e, s);
  const size = o.size ?? 14;
  const words = () => fill(v as Words, s);
  const record = (b: Box) => (typeof e.id === 'string' ? s.boxes.set(e.id, b) : undefined, b);
  const [x, y, w, h] =
    Array.isArray(v) && !['flow', 'iso', 'block'].includes(kind)
      ? [...at(v, s), ...(v as Num[]).slice(2).map((n) => num(n, s))]
      : at(e.at, s);
  const svg = {fill: o.fill ?? 'none', stroke: o.stroke, 'stroke-width': o.width, 'stroke-dasharray': o.dash};
  switch (kind) {
    case 'rect': {
      const fill = o.fill ?? (o.opacity === undefined ? C.surface : 'none');
      return rect(record({x: x!, y: y!, w: w!, h: h!}), {...o, fill});
    }
    case 'text': {
      const text = words();
      record({x: x!, y: y! - size / 2, w: textWidth(text, size), h: size});
      // `fill`: a plate behind the text, `pad: [left, right, height]` round it.
      const width = textWidth(text, size, Boolean(o.bold));
      const left = x! - (o.anchor === 'middle' ? width / 2 : o.anchor === 'end' ? width : 0);
      const [l, r, ph] = o.pad ?? [0, 0, size];
      const plate = {x: left - l!, y: y! - ph! / 2, w: width + l! + r!, h: ph!};
      return (
        (o.fill ? rect(plate, {fill: svg.fill, radius: o.radius}) : '') +
        txt(o.upper ? text.toUpperCase() : text, {...o, x: x!, y: y!})
      );
    }
    case 'para':
      return wrap(words(), size, o.max)
        .slice(0, o.lines ?? Infinity)
        .map((line, i) => txt(line, {...o, x: x!, y: y! + i * (o.lead ?? size * 1.3)}))
        .join('');
    case 'flow': {
      // Texts in a row, each as wide as its words, `gap` apart (as a FlowPane lays out links).
      let left = x!;
      return (v as Words[])
        .map((item, i) => {
          const text = fill(item, s);
          const id: string | undefined = o.ids?.[i];
          if (id) s.boxes.set(id, {x: left, y: y! - 10, w: textWidth(text, size), h: 20});
          const drawn = txt(text, {...o, x: left, y: y!});
          left += textWidth(text, size) + (o.gap ?? 12);
          return drawn;
        })
        .join('');
    }
    case 'button':
      return button(record(box(e.box, s)), words(), o);
    case 'field':
      return field(record(box(e.box, s)), words(), o);
    case 'bar':
      return bar(x!, y!, w!, h);
    case 'radio':
      return radio(x!, y!, Boolean(o.on), o.color);
    case 'check':
      return check(x!, y!, Boolean(o.on));
    case 'slider':
      return slider(x!, y!, w!, h!);
    case 'line':
      return el('line', {
        x1: x,
        y1: y,
        x2: w! + s.dx,
        y2: h! + s.dy,
        ...svg,
        fill: undefined,
        stroke: svg.stroke ?? C.line,
      });
    case 'path': {
      const moved = s.dx || s.dy ? `translate(${s.dx} ${s.dy})` : undefined;
      return el('path', {d: String(v), transform: moved, ...svg, 'stroke-linejoin': o.join});
    }
    case 'iso': {
      // Points [x, y, z] of the game's world, drawn as the picture's `iso` projection sees them.
      const d = (v as Num[][]).map((p, i) => `${i ? 'L' : 'M'}${project(p, s).join(' ')}`).join('');
      return el('path', {d: d + (svg.fill === 'none' ? '' : 'Z'), ...svg});
    }
    case 'block': {
      const ends = [(v as Num[]).slice(0, 3), (v as Num[]).slice(3)];
      const faces = Object.entries(FACES).map(([side, corners]): [string, Num[][]] => [
        side,
        corners.map((c) => [...c].map((end, axis) => ends[Number(end)]![axis]!)),
      ]);
      const points = faces.flatMap(([, p]) => p).map((p) => project(p, s));
      const [left, top] = [0, 1].map((i) => Math.min(...points.map((c) => c[i]!))) as [number, number];
      const [right, bottom] = [0, 1].map((i) => Math.max(...points.map((c) => c[i]!))) as [number, number];
      record({x: left, y: top, w: right - left, h: bottom - top});
      const face = ([side, iso]: [string, Num[][]]) => ({
        iso,
        fill: e[side],
        stroke: e.stroke,
        width: e.width,
      });
      return g(...faces.map((f) => element(face(f), s)));
    }
    case 'circle':
      return el('circle', {cx: x, cy: y, r: w, ...svg});
  }
  // `use`: a template drawn `at` an offset with parameters; `rows`: once per item, `step` apart.
  const body = s.templates[String(v)] ?? fail(`there is no template "${String(v)}"`);
  const [sx, sy] =
    typeof e.step === 'number' ? [0, e.step] : ((e.step as [number, number] | undefined) ?? [0, 0]);
  return (kind === 'rows' ? (e.items as Params[]) : [e])
    .map((item, i) => {
      const resolved = Object.entries(item).map(([k, p]) => [k, prop(p, s)]);
      const params = {
        ...s.params,
        ...Object.fromEntries(resolved.map(([k, p]) => [k, typeof p === 'string' ? fill(p, s) : p])),
      };
      const inner = {...s, params, dx: x! + i * sx, dy: y! + i * sy};
      return g(...body.map((b) => element(b, inner)));
    })
    .join('');
}

/** The action of a target in words: pressing, choosing or filling in its label, or the site's own. */
function targetText(t: TargetData, s: Pick<Scope, 'ctx' | 'set' | 'params'>): Target {
  const f = (w: Words) => fill(w, s);
  if (t.name !== undefined) return {name: f(t.name), action: f(t.do!)};
  const [zh, name] = [s.ctx.locale === 'zh', f((t.press ?? t.choose ?? t.fill)!)];
  const value = t.value === undefined ? '' : f(t.value);
  if (t.press !== undefined) return {name, action: zh ? `点击「${name}」` : `click ${name}`};
  if (t.choose !== undefined) return {name, action: zh ? `选择「${name}」` : `choose ${name}`};
  if (zh) return {name, action: `在「${name}」中填写${value && ` ${value}`}`};
  return {name, action: value ? `enter ${value} in ${name}` : `fill in ${name}`};
}

/** A Picture drawn from `data`, one picture of a program's `screens:` section. */
export function screenPicture(data: PictureData, screens: ScreensData, set?: LabelSetId): Picture {
  const [width, height] = data.size;
  const base = (ctx: DrawContext) => ({ctx, set, params: {W: width, H: height, ...data.params}});
  const targets = Object.fromEntries(
    Object.entries(data.targets).map(([name, t]) => [name, (ctx: DrawContext) => targetText(t, base(ctx))]),
  );
  return {
    id: data.id,
    skin: screens.skins[data.skin ?? screens.skin]!,
    width,
    height,
    sets: data.sets ?? (set ? [set] : []),
    title: (ctx) => fill(data.title, base(ctx)),
    describe: (ctx) => fill(data.describe, base(ctx)),
    ...(data.note ? {note: (ctx: DrawContext) => fill(data.note!, base(ctx))} : {}),
    targets,
    draw: (ctx) => {
      const s: Scope = {
        ...base(ctx),
        iso: data.iso,
        templates: screens.templates ?? {},
        dx: 0,
        dy: 0,
        boxes: new Map(),
      };
      const drawn = data.draw.map((e) => element(e, s)).join('');
      const marks = Object.entries(data.targets).map(([name, t]) => {
        const [gx, gy] = t.grow ?? [0, 0];
        let b =
          typeof t.box === 'string'
            ? (s.boxes.get(t.box.slice(1)) ?? fail(`no element has id ${t.box}`))
            : box(t.box, s);
        if (t.chars) {
          // Of a monospaced line (its box is as high as its size): each character MONO_ADVANCE em.
          const [from, to] = t.chars;
          const advance = MONO_ADVANCE * b.h;
          b = {x: b.x + from * advance, y: b.y - 0.15 * b.h, w: (to - from) * advance, h: 1.3 * b.h};
        }
        return ctx.mark(name, {x: b.x - gx, y: b.y - gy, w: b.w + 2 * gx, h: b.h + 2 * gy}, t.corner);
      });
      return drawn + marks.join('');
    },
  };
}
