/**
 * Schema of the label sets in data/screens/<id>.yml (the words the pictures show) and of their
 * `screens:` sections. When the site is built, plugins/community-data/load.ts validates every set
 * with it and remark.ts every file's sets and pictures, and the pictures get the validated copy.
 */
import {LABEL_SET_IDS, type LabelSet, type LabelSetId} from '../../src/lib/screenLabels';
import type {ScreensData} from './screen';
import {TOKENS} from './palette';
import {DataError, validate} from '../schemas/data';
import {Joi, rule, says, text} from '../schemas/joi';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && /\S/.test(value);
const whereFrom = () => text('must name where the labels were copied from');

const sourceSchema = says(
  Joi.object({
    program: whereFrom(),
    version: whereFrom(),
    repository: whereFrom(),
    commit: whereFrom(),
    files: rule(
      says(Joi.object().required(), 'must map zh (and en) to the language files'),
      (_files: Record<string, unknown>, helpers) => {
        // The keys as written: stripping unknown keys has already left the others out.
        const files = helpers.original as Record<string, unknown>;
        if (!nonEmpty(files.zh) || (files.en !== undefined && !nonEmpty(files.en))) {
          return 'must name the language file of zh (and of en, if the program has one)';
        }
        const other = Object.keys(files).find((locale) => locale !== 'zh' && locale !== 'en');
        return other === undefined ? undefined : [[other], 'is not a locale of the site'];
      },
    ),
  }).required(),
  'must say where the labels were copied from: program, version, repository, commit and files',
);

/** A label of a program with an English language file, or of one with only Chinese. */
const labelSchema = (english: boolean) =>
  says(
    Joi.object({
      zh: text("must be the program's zh text"),
      en: english
        ? text("must be the program's en text")
        : says(Joi.any().forbidden(), 'must be left out: the program has no English language file'),
      meaning: english
        ? says(Joi.string().pattern(/\S/), 'must be a non-empty string, or be left out')
        : text('must give the English meaning of a Chinese-only label'),
    }).required(),
    "must be a mapping of the program's texts",
  );

const labelSetSchema = Joi.object({
  source: sourceSchema,
  labels: says(
    Joi.object()
      .pattern(
        /^/,
        Joi.when(Joi.ref('/source.files.en'), {
          is: Joi.exist(),
          then: labelSchema(true),
          otherwise: labelSchema(false),
        }),
      )
      .min(1)
      .required(),
    'must map label keys to their text',
  ),
});

/** Checks the parsed YAML of data/screens/<id>.yml; throws DataError naming the entry and field. */
export function validateLabelSet(data: unknown, file: string, id: LabelSetId): LabelSet {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw DataError.file(file, 'must be a mapping with source and labels');
  }
  const set = validate<Omit<LabelSet, 'id'>>(labelSetSchema, data, file, (path) => {
    if (path[0] === 'source' && path.length > 1) return ['source', 1];
    if (path[0] === 'labels' && path.length > 1) return [`label "${String(path[1])}"`, 2];
    return ['(file)', 0];
  });
  return {id, ...set};
}

/* ---- The `screens:` section: the layout of the pictures (plugins/screens/screen.ts) ---- */

const NUM = /^@\w+([+-]\d+(\.\d+)?)?$/;
const isNum = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && NUM.test(v));
const isWords = (v: unknown) =>
  nonEmpty(v) ||
  (typeof v === 'object' &&
    v !== null &&
    nonEmpty((v as {zh?: unknown}).zh) &&
    nonEmpty((v as {en?: unknown}).en));
const COLOURS = [...TOKENS, 'mark', 'onMark', 'halo', 'none'];
type Check = [test: (v: unknown) => boolean, problem: string];
const nums = (n: number, what: string): Check => [
  (v) => Array.isArray(v) && v.length >= n && v.length <= 4 && v.every(isNum),
  `must be ${what} (numbers, or @parameters like @W-36)`,
];
const CHECKS: Record<string, Check> = {
  box: nums(4, '[x, y, width, height]'),
  at: nums(2, '[x, y]'),
  bar: nums(3, '[x, y, width] or [x, y, width, height]'),
  circle: nums(3, '[x, y, radius]'),
  words: [isWords, 'must be a non-empty text, or {zh, en}'],
  value: [(v) => typeof v === 'string' || isWords(v), 'must be a text (may be empty), or {zh, en}'],
  number: [(v) => isNum(v), 'must be a number or an @parameter'],
  flag: [
    (v) => typeof v === 'boolean' || (typeof v === 'string' && /^@\w+$/.test(v)),
    'must be true, false or an @parameter',
  ],
  colour: [
    (v) =>
      typeof v === 'string' &&
      (COLOURS.includes(v) || /^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(v) || /^@\w+$/.test(v)),
    `must be #rrggbb, #rrggbbaa or one of ${COLOURS.join(', ')}`,
  ],
  names: [
    (v) => typeof v === 'string' && /^\w+( \w+)*$/.test(v),
    'must be parameter names, separated by spaces',
  ],
  name: [(v) => typeof v === 'string' && /^[\w-]+$/.test(v), 'must be a name (letters, digits, -)'],
  path: [(v) => typeof v === 'string' && /^[MmLlHhVvCcQqAaZz0-9 .,@-]+$/.test(v), 'must be SVG path data'],
  points: [
    (v) =>
      Array.isArray(v) &&
      v.length > 1 &&
      v.every((p) => Array.isArray(p) && p.length === 3 && p.every(isNum)),
    'must be a list of points [x, y, z] (numbers, or @parameters)',
  ],
  block: [
    (v) => Array.isArray(v) && v.length === 6 && v.every(isNum),
    'must be [x0, y0, z0, x1, y1, z1] (numbers, or @parameters)',
  ],
  list: [(v) => Array.isArray(v) && v.length > 0 && v.every(isWords), 'must be a list of texts'],
  items: [
    (v) => Array.isArray(v) && v.length > 0 && v.every((i) => typeof i === 'object' && i !== null),
    'must be a list of parameter mappings',
  ],
  dash: [(v) => typeof v === 'string' && /^[\d. ]+$/.test(v), 'must be dash lengths, like "5 4"'],
  pad: [
    (v) => Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number'),
    'must be [left, right, height]',
  ],
  any: [() => true, ''],
};
const TEXT = {size: 'number', bold: 'flag', color: 'colour'};
const STROKE = {fill: 'colour', stroke: 'colour', width: 'number', dash: 'dash'};
const PLATE = {fill: 'colour', stroke: 'colour', radius: 'number'};
/** Each kind of element: the check of its main value and of the options it takes. */
const KINDS: Record<string, [main: string, options: Record<string, string>]> = {
  rect: ['box', {...PLATE, width: 'number', opacity: 'number'}],
  text: [
    'words',
    {
      ...TEXT,
      fill: 'colour',
      radius: 'number',
      at: 'at',
      anchor: 'name',
      max: 'number',
      mono: 'flag',
      upper: 'flag',
      pad: 'pad',
    },
  ],
  para: ['words', {...TEXT, at: 'at', max: 'number', lead: 'number', lines: 'number'}],
  flow: ['list', {...TEXT, at: 'at', gap: 'number', ids: 'any'}],
  button: ['words', {...TEXT, ...PLATE, box: 'box', variant: 'name', align: 'name'}],
  field: ['value', {...TEXT, ...PLATE, box: 'box', mono: 'flag', underline: 'flag'}],
  bar: ['bar', {}],
  radio: ['at', {on: 'flag', color: 'colour'}],
  check: ['at', {on: 'flag'}],
  slider: ['box', {}],
  line: ['box', {stroke: 'colour', width: 'number'}],
  path: ['path', {...STROKE, join: 'name'}],
  iso: ['points', STROKE],
  block: ['block', {top: 'colour', left: 'colour', right: 'colour', stroke: 'colour', width: 'number'}],
  circle: ['circle', {fill: 'colour', stroke: 'colour', width: 'number'}],
  use: ['name', {at: 'at'}],
  rows: ['name', {at: 'at', step: 'any', items: 'items'}],
};
const REQUIRED: Record<string, string[]> = {
  button: ['box'],
  field: ['box'],
  text: ['at'],
  para: ['at', 'max'],
  flow: ['at'],
  rows: ['items'],
};

/** The problem of one element of a drawing, with the field it is in; undefined when it is fine. */
function elementProblem(e: unknown, templates: Set<string>): [string[], string] | undefined {
  if (typeof e !== 'object' || e === null || Array.isArray(e))
    return [[], 'must be a mapping like {rect: [x, y, w, h]}'];
  const element = e as Record<string, unknown>;
  const kinds = Object.keys(element).filter((k) => k in KINDS);
  if (kinds.length !== 1) return [[], `must have exactly one of ${Object.keys(KINDS).join(', ')}`];
  const kind = kinds[0]!;
  const [main, options] = KINDS[kind]!;
  for (const need of REQUIRED[kind] ?? []) if (!(need in element)) return [[need], `is required for ${kind}`];
  if ((kind === 'use' || kind === 'rows') && !templates.has(String(element[kind]))) {
    return [[kind], `names no template of this file (templates: ${[...templates].join(', ') || 'none'})`];
  }
  for (const [key, value] of Object.entries(element)) {
    // A template's uses pass their parameters as further fields.
    const check =
      key === kind
        ? main
        : (options[key] ??
          (['if', 'unless'].includes(key)
            ? 'names'
            : key === 'id'
              ? 'name'
              : kind === 'use'
                ? 'any'
                : undefined));
    if (!check) return [[key], `is not an option of ${kind} (it takes ${Object.keys(options).join(', ')})`];
    const [test, problem] = CHECKS[check]!;
    if (!test(value)) return [[key], problem];
  }
  return undefined;
}

const words = says(
  Joi.alternatives(Joi.string().pattern(/\S/), Joi.object({zh: text(), en: text()})),
  'must be a non-empty text, or {zh, en}',
);
const drawing = (templates: Set<string>) =>
  rule(says(Joi.array().required(), 'must be a list of elements'), (list: unknown[]) => {
    for (const [i, e] of list.entries()) {
      const problem = elementProblem(e, templates);
      if (problem) return [[i, ...problem[0]], problem[1]];
    }
    return undefined;
  });
const targetSchema = says(
  Joi.object({
    press: words,
    fill: words,
    value: words,
    choose: words,
    name: words,
    do: words,
    box: says(
      Joi.alternatives(
        Joi.array()
          .items(Joi.alternatives(Joi.number(), Joi.string().pattern(NUM)))
          .length(4),
        Joi.string().pattern(/^#[\w-]+$/),
      ).required(),
      'must be [x, y, width, height] or #id of an element',
    ),
    grow: Joi.array().items(Joi.number()).length(2),
    chars: Joi.array().items(Joi.number().integer().min(0)).length(2),
    corner: Joi.string().valid(
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
      'left',
      'right',
      'above',
      'below',
    ),
  })
    .xor('press', 'fill', 'choose', 'name')
    .and('name', 'do'),
  'must say what the reader does there: press, fill (and value), choose, or name and do',
);

/** Checks the `screens:` section of data/screens/<id>.yml; throws DataError naming the picture and field. */
export function validateScreens(data: unknown, file: string): ScreensData | undefined {
  if (data === undefined) return undefined;
  const templates = new Set(Object.keys((data as {templates?: object} | null)?.templates ?? {}));
  const skins = Object.keys((data as {skins?: object} | null)?.skins ?? {});
  const skin = says(
    Joi.string().valid(...skins),
    `must name a look of this file's skins: ${skins.join(', ')}`,
  );
  const colours = says(
    Joi.string()
      .pattern(new RegExp(`^#[0-9a-f]{6}( #[0-9a-f]{6}){${TOKENS.length - 1}}$`))
      .required(),
    `must be ${TOKENS.length} colours, #rrggbb each, in this order: ${TOKENS.join(' ')}`,
  );
  const pictureSchema = Joi.object({
    id: says(
      Joi.string()
        .pattern(/^[a-z0-9-]+$/)
        .required(),
      'must be lowercase letters, digits and hyphens',
    ),
    skin,
    size: says(Joi.array().items(Joi.number().positive()).length(2).required(), 'must be [width, height]'),
    sets: Joi.array().items(Joi.string().valid(...LABEL_SET_IDS)),
    params: Joi.object().pattern(/^\w+$/, Joi.alternatives(Joi.number(), Joi.string())),
    iso: says(
      Joi.array().items(Joi.number()).length(5),
      'must be [origin x, origin y, half width, half depth, height]',
    ),
    title: words.required(),
    describe: words.required(),
    note: words,
    targets: says(
      Joi.object().pattern(/^\w+$/, targetSchema).min(1).required(),
      'must map each element a page can mark to what the reader does there',
    ),
    draw: drawing(templates),
  });
  const schema = says(
    Joi.object({
      module: says(
        Joi.string()
          .pattern(/^[A-Z]\w*$/)
          .required(),
        'must name the module pages import from, like Hmcl',
      ),
      skin: skin.required(),
      skins: says(
        Joi.object()
          .pattern(
            /^\w+$/,
            Joi.object({
              light: colours,
              dark: colours,
              textOn: Joi.array().items(Joi.string().valid(...TOKENS)),
            }),
          )
          .min(1)
          .required(),
        "must map each look's name to its light and dark colours",
      ),
      templates: Joi.object().pattern(/^[\w-]+$/, drawing(templates)),
      pictures: says(
        Joi.object()
          .pattern(/^[A-Z]\w*$/, pictureSchema)
          .min(1)
          .required(),
        'must map component names (HmclAccounts) to pictures',
      ),
    }),
    'must be a mapping with module, skin, skins, templates and pictures',
  );
  return validate<ScreensData>(schema, data, file, (path) => {
    if (path[0] === 'pictures' && path.length > 1) return [`screens: picture ${String(path[1])}`, 2];
    if (path[0] === 'templates' && path.length > 1) return [`screens: template ${String(path[1])}`, 2];
    return ['screens', 0];
  });
}
