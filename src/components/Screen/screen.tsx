/**
 * The one renderer of the pictures drawn from data: the `screens:` section of
 * data/screens/<program>.yml (checked by plugins/schemas/screens.ts) becomes a Picture (picture.tsx)
 * drawn with the parts of parts.tsx. The format is described in CONTRIBUTING.md#picture-data
 * ("图的布局数据"; English under "Pictures"). Pure: no file access (plugins/remark-screens.ts loads
 * the files).
 */
import {Fragment, type ReactNode} from 'react';
import {LABEL_SET_IDS, formatLabel, type LabelSetId} from '@site/src/lib/screenLabels';
import type {DrawContext, Picture, Target} from './picture';
import {
  Bar,
  Button,
  Check,
  Field,
  Radio,
  Rect,
  Slider,
  Txt,
  MONO_ADVANCE,
  textWidth,
  type BadgeCorner,
} from './parts';
import type {Box} from './crop';
import {C, type Skin} from './palette';
import {screenValues} from './values';

/** Words in both languages, or the same words for both; `{…}` in them is filled in (fill()). */
export type Words = string | {zh: string; en: string};
/** A number, or `@name` / `@name+8` / `@W-36`: a parameter of the template (W, H: the picture's size). */
export type Num = number | string;
export type Element = Record<string, unknown>;

export interface TargetData {
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

export interface PictureData {
  id: string;
  skin?: Skin;
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
  skin: Skin;
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
  const text = typeof words === 'string' ? words : words[s.ctx.locale];
  return text.replace(
    /\{([~$@]?)([^{}|\s]+)((?:\|[^{}|]+)*)\}/g,
    (_all, sigil: string, name: string, args: string) => {
      if (sigil === '$') return screenValues(s.ctx.locale)[name] ?? fail(`there is no value {$${name}}`);
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

/** The options of an element with parameters and colours resolved; each part takes those it knows. */
type Opts<F extends (props: never) => unknown> = Partial<Parameters<F>[0]>;
function options(e: Element, s: Scope): Record<string, unknown> {
  const o = Object.fromEntries(
    Object.entries(e).map(([k, v]) => [
      k,
      ['fill', 'stroke', 'color'].includes(k) ? colour(v, s) : prop(v, s),
    ]),
  );
  return {...o, max: o.max === undefined ? undefined : num(o.max, s)};
}

function element(e: Element, s: Scope, key: number): ReactNode {
  // `if: a b`: drawn when every parameter named is set; `unless: a b`: when none is.
  const named = (key: string) =>
    String(e[key] ?? '')
      .split(' ')
      .filter(Boolean)
      .map((p) => Boolean(s.params[p]));
  if (!named('if').every(Boolean) || named('unless').some(Boolean)) return null;
  const kind = KINDS.find((k) => k in e)!;
  const v = e[kind];
  const o = options(e, s);
  const size = (o.size as number | undefined) ?? 14;
  const words = () => fill(v as Words, s);
  const record = (b: Box) => (typeof e.id === 'string' ? s.boxes.set(e.id, b) : undefined, b);
  const [x, y, w, h] =
    Array.isArray(v) && !['flow', 'iso', 'block'].includes(kind)
      ? [...at(v, s), ...(v as Num[]).slice(2).map((n) => num(n, s))]
      : at(e.at, s);
  const svg = {
    fill: (o.fill as string | undefined) ?? 'none',
    stroke: o.stroke as string,
    strokeWidth: o.width as number,
    strokeDasharray: o.dash as string | undefined,
  };
  switch (kind) {
    case 'rect': {
      const b = record({x: x!, y: y!, w: w!, h: h!});
      const fill = (o.fill as string | undefined) ?? (o.opacity === undefined ? C.surface : 'none');
      return <Rect key={key} {...(o as Opts<typeof Rect>)} box={b} fill={fill} />;
    }
    case 'text': {
      const text = words();
      record({x: x!, y: y! - size / 2, w: textWidth(text, size), h: size});
      // `fill`: a plate behind the text, `pad: [left, right, height]` round it.
      const width = textWidth(text, size, Boolean(o.bold));
      const left = x! - (o.anchor === 'middle' ? width / 2 : o.anchor === 'end' ? width : 0);
      const [l, r, h] = (o.pad as number[] | undefined) ?? [0, 0, size];
      return (
        <Fragment key={key}>
          {Boolean(o.fill) && (
            <Rect
              box={{x: left - l!, y: y! - h! / 2, w: width + l! + r!, h: h!}}
              fill={svg.fill}
              radius={o.radius as number}
            />
          )}
          <Txt {...(o as Opts<typeof Txt>)} x={x!} y={y!}>
            {o.upper ? text.toUpperCase() : text}
          </Txt>
        </Fragment>
      );
    }
    case 'para':
      return wrap(words(), size, o.max as number)
        .slice(0, (o.lines as number | undefined) ?? Infinity)
        .map((line, i) => (
          <Txt
            key={`${key}-${i}`}
            {...(o as Opts<typeof Txt>)}
            x={x!}
            y={y! + i * ((o.lead as number | undefined) ?? size * 1.3)}
          >
            {line}
          </Txt>
        ));
    case 'flow': {
      // Texts in a row, each as wide as its words, `gap` apart (as a FlowPane lays out links).
      let left = x!;
      return (v as Words[]).map((item, i) => {
        const text = fill(item, s);
        const id = (o.ids as string[] | undefined)?.[i];
        if (id) s.boxes.set(id, {x: left, y: y! - 10, w: textWidth(text, size), h: 20});
        const drawn = (
          <Txt key={`${key}-${i}`} {...(o as Opts<typeof Txt>)} x={left} y={y!}>
            {text}
          </Txt>
        );
        left += textWidth(text, size) + ((o.gap as number | undefined) ?? 12);
        return drawn;
      });
    }
    case 'button':
      return <Button key={key} {...(o as Opts<typeof Button>)} box={record(box(e.box, s))} label={words()} />;
    case 'field':
      return <Field key={key} {...(o as Opts<typeof Field>)} box={record(box(e.box, s))} value={words()} />;
    case 'bar':
      return <Bar key={key} x={x!} y={y!} w={w!} h={h} />;
    case 'radio':
      return <Radio key={key} {...(o as Opts<typeof Radio>)} x={x!} y={y!} on={Boolean(o.on)} />;
    case 'check':
      return <Check key={key} x={x!} y={y!} on={Boolean(o.on)} />;
    case 'slider':
      return <Slider key={key} x={x!} y={y!} w={w!} at={h!} />;
    case 'line':
      return (
        <line
          key={key}
          x1={x}
          y1={y}
          x2={w! + s.dx}
          y2={h! + s.dy}
          {...svg}
          stroke={svg.stroke ?? C.line}
          fill={undefined}
        />
      );
    case 'path': {
      const d = String(v);
      const moved = s.dx || s.dy ? `translate(${s.dx} ${s.dy})` : undefined;
      return <path key={key} d={d} transform={moved} {...svg} strokeLinejoin={o.join as 'round'} />;
    }
    case 'iso': {
      // Points [x, y, z] of the game's world, drawn as the picture's `iso` projection sees them.
      const d = (v as Num[][]).map((p, i) => `${i ? 'L' : 'M'}${project(p, s).join(' ')}`).join('');
      return <path key={key} d={d + (svg.fill === 'none' ? '' : 'Z')} {...svg} />;
    }
    case 'block': {
      // A box of the world from [x0, y0, z0] to [x1, y1, z1]: its top and the two faces towards the viewer.
      const [x0, y0, z0, x1, y1, z1] = v as [Num, Num, Num, Num, Num, Num];
      const faces: Record<string, Num[][]> = {
        top: [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        left: [
          [x0, y0, z1],
          [x1, y0, z1],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        right: [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
      };
      const corners = Object.values(faces)
        .flat()
        .map((p) => project(p, s));
      const [left, top] = [0, 1].map((i) => Math.min(...corners.map((c) => c[i]!))) as [number, number];
      const [right, bottom] = [0, 1].map((i) => Math.max(...corners.map((c) => c[i]!))) as [number, number];
      record({x: left, y: top, w: right - left, h: bottom - top});
      const face = ([side, points]: [string, Num[][]]) => ({
        iso: points,
        fill: e[side],
        stroke: e.stroke,
        width: e.width,
      });
      return <g key={key}>{Object.entries(faces).map((f, i) => element(face(f), s, i))}</g>;
    }
    case 'circle':
      return <circle key={key} cx={x} cy={y} r={w} {...svg} />;
  }
  // `use`: a template drawn `at` an offset with parameters; `rows`: once per item, `step` apart.
  const body = s.templates[String(v)] ?? fail(`there is no template "${String(v)}"`);
  const [sx, sy] =
    typeof e.step === 'number' ? [0, e.step] : ((e.step as [number, number] | undefined) ?? [0, 0]);
  return (kind === 'rows' ? (e.items as Params[]) : [e]).map((item, i) => {
    const resolved = Object.entries(item).map(([k, p]) => [k, prop(p, s)]);
    const params = {
      ...s.params,
      ...Object.fromEntries(resolved.map(([k, p]) => [k, typeof p === 'string' ? fill(p, s) : p])),
    };
    const inner = {...s, params, dx: x! + i * sx, dy: y! + i * sy};
    return <g key={`${key}-${i}`}>{body.map((b, j) => element(b, inner, j))}</g>;
  });
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
    skin: data.skin ?? screens.skin,
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
      const drawn = data.draw.map((e, i) => element(e, s, i));
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
        return (
          <Fragment key={name}>
            {ctx.mark(name, {x: b.x - gx, y: b.y - gy, w: b.w + 2 * gx, h: b.h + 2 * gy}, t.corner)}
          </Fragment>
        );
      });
      return (
        <>
          {drawn}
          {marks}
        </>
      );
    },
  };
}
