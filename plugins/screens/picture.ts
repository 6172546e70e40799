/**
 * What a picture is: a drawing of one screen of a program, the labels it uses (by the key of the
 * program's own language file, from data/screens/<set>.yml), the elements a page can mark with
 * the number of its step, and the words that describe it. screen.ts makes one of each picture of
 * data/screens; build.ts draws it at build time, the unit tests in Node. Pure (no Docusaurus).
 */
import {
  labelMeaning,
  labelText,
  type LabelSet,
  type LabelSetId,
  type Locale,
} from '@site/src/lib/screenLabels';
import {mark, type BadgeCorner} from './parts';
import type {Box} from '@site/src/components/Screen/crop';
import type {SkinData} from './palette';

/** How the text alternative and the caption name a marked element, and what the reader does there. */
export interface Target {
  /** Short name, usually the program's label ("Add Server"). */
  name: string;
  /** What to do, as in the step ("click Add Server"). */
  action: string;
}

export interface DrawContext<T extends string = string> {
  locale: Locale;
  /**
   * The values `{$name}` of the pictures' data stand for; by default those of config/community.ts
   * (values.ts). The visual test draws with the values its references were drawn with.
   */
  values?: Readonly<Record<string, string>>;
  /** The program's label `key` of `set`, in the page's language. */
  label(set: LabelSetId, key: string): string;
  /** On English pages, a label the program shows only in Chinese, with its meaning: "正版 (Microsoft account)". */
  named(set: LabelSetId, key: string): string;
  /** The mark the page gave each target ("2"), if any. */
  marks: Partial<Record<T, string>>;
  /** The mark of `target` round `box` (SVG markup), or nothing when the page did not mark it. */
  mark(target: T, box: Box, corner?: BadgeCorner): string;
}

export interface Picture<T extends string = string> {
  /** Stable id, also the figure's data-picture attribute. */
  id: string;
  /** Its look: the colours it is drawn in. */
  skin: SkinData;
  /** The drawing's coordinate size (its viewBox and intrinsic size). */
  width: number;
  height: number;
  /** The label sets the drawing reads. */
  sets: readonly LabelSetId[];
  /** What the picture shows, as a title ("Minecraft's multiplayer screen"). */
  title(ctx: DrawContext<T>): string;
  /** One or two sentences on what is in the picture, for readers who cannot see it. */
  describe(ctx: DrawContext<T>): string;
  /** The elements a page may mark with its step numbers. */
  targets: Record<T, (ctx: DrawContext<T>) => Target>;
  /** An honest note shown under the picture (e.g. what was described rather than copied). */
  note?: (ctx: DrawContext<T>) => string;
  /** The drawing, as SVG markup (the inside of its <svg>). */
  draw(ctx: DrawContext<T>): string;
}

export type LabelSets = Partial<Record<LabelSetId, LabelSet>>;

/** Marks as a page writes them: a step number, or a short text like "2a". */
export type MarksProp<T extends string> = Partial<Record<T, number | string>>;

export function makeContext<T extends string>(
  picture: Picture<T>,
  sets: LabelSets,
  locale: Locale,
  marksProp: MarksProp<T> = {},
  values?: Readonly<Record<string, string>>,
): DrawContext<T> {
  const set = (id: LabelSetId): LabelSet => {
    if (!picture.sets.includes(id)) {
      throw new Error(`picture "${picture.id}" reads labels of "${id}" but does not list it in its sets`);
    }
    const found = sets[id];
    if (!found) throw new Error(`picture "${picture.id}" needs the label set data/screens/${id}.yml`);
    return found;
  };
  const marks: Partial<Record<T, string>> = {};
  for (const [target, value] of Object.entries(marksProp) as [T, number | string | undefined][]) {
    if (value === undefined || value === null || value === '') continue;
    if (!(target in picture.targets)) {
      const known = Object.keys(picture.targets).join(', ');
      throw new Error(`picture "${picture.id}" has no element "${target}" to mark (it has: ${known})`);
    }
    marks[target] = String(value);
  }
  const ctx: DrawContext<T> = {
    locale,
    values,
    label: (id, key) => labelText(set(id), key, locale),
    named: (id, key) => {
      const text = labelText(set(id), key, locale);
      const meaning = labelMeaning(set(id), key, locale);
      return meaning ? `${text} (${meaning})` : text;
    },
    marks,
    mark: (target, box, corner) => {
      const label = marks[target];
      return label === undefined ? '' : mark(box, label, corner, {w: picture.width, h: picture.height});
    },
  };
  return ctx;
}

/** Marks in reading order: by number, then as text. */
function orderedMarks<T extends string>(ctx: DrawContext<T>): [T, string][] {
  return (Object.entries(ctx.marks) as [T, string][]).sort(
    ([, a], [, b]) => parseFloat(a) - parseFloat(b) || a.localeCompare(b),
  );
}

interface PictureText {
  title: string;
  /** The text alternative: what the picture shows and what to do. */
  alt: string;
  /** The marks with the name of what they mark, for the caption. */
  legend: {mark: string; name: string}[];
  note?: string;
}

export function pictureText<T extends string>(picture: Picture<T>, ctx: DrawContext<T>): PictureText {
  const title = picture.title(ctx);
  const marks = orderedMarks(ctx).map(([target, mark]) => ({mark, ...picture.targets[target](ctx)}));
  // A mark's number is the number of the page's step it belongs to (CONTRIBUTING: `marks`), and the
  // text alternative says so: "Mark 3, Mark 3" with no 1 read as a miscount.
  const steps =
    ctx.locale === 'zh'
      ? marks.map((m) => `第 ${m.mark} 步：${m.action}。`).join('')
      : marks.map((m) => `Step ${m.mark}: ${m.action}.`).join(' ');
  const alt =
    ctx.locale === 'zh'
      ? `示意图：${title}。${picture.describe(ctx)}${steps}`
      : `Illustration: ${title}. ${picture.describe(ctx)}${steps ? ` ${steps}` : ''}`;
  return {
    title,
    alt,
    legend: marks.map(({mark, name}) => ({mark, name})),
    ...(picture.note ? {note: picture.note(ctx)} : {}),
  };
}
