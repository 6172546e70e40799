/**
 * Schemas of the site's settings and data files, with Joi — the schema library Docusaurus
 * validates its own configuration with (@docusaurus/utils-validation, installed with Docusaurus,
 * so no dependency of our own). Build-time code only: never imported by pages.
 *
 * Every schema names its problem in words a community admin reads in the build's error: `says`
 * gives a schema the sentence to report when the value fails it, and `rule` checks what Joi's
 * rules cannot say well. A failure becomes a `Problem`: the path of the field in the validated
 * value and that sentence; the callers turn it into an error naming file, entry and field.
 */
import {Joi} from '@docusaurus/utils-validation';
import {locales} from '../../config/locale';

export {Joi};

/**
 * The fields of a data shape, one schema each: exactly the fields of the TypeScript type `T`.
 * The type (in src/lib, which pages import) is the one declaration of a data file's shape; a
 * field added to it without a schema here, or a schema of a field it does not have, fails the
 * typecheck. The schemas add the rules and the messages.
 */
export const fieldsOf = <T extends object>(keys: {[K in keyof T]-?: Joi.Schema}): Record<
  string,
  Joi.Schema
> => keys;

/** What is wrong, and where: the path of the field in the validated value. */
export class Problem extends Error {
  constructor(
    readonly path: (string | number)[],
    readonly problem: string,
  ) {
    super(problem);
  }
}

type Sentence = string | ((value: unknown) => string);

/** `schema`, reporting `problem` when the value fails it (problems of the fields inside it stand). */
export function says<T extends Joi.Schema>(schema: T, problem: Sentence): T {
  return schema.error((errors) => {
    const report = (errors as (Joi.ErrorReport | Problem)[])[0]!;
    if (report instanceof Problem) return report;
    const found = report.local?.error;
    if (report.code === 'any.custom' && found instanceof Problem) {
      return new Problem([...report.path, ...found.path], found.problem);
    }
    return new Problem(report.path, sentence(problem, report.value));
  }) as T;
}

/** The sentence for a value. */
export const sentence = (problem: Sentence, value: unknown): string =>
  typeof problem === 'string' ? problem : problem(value);

/**
 * A check in code, after the schema's own rules: `test` returns the problem (which stands, even
 * under `says`), or nothing when the value is fine. A problem of a part of the value (an item of
 * a list) comes with the path of that part: `[['commands', 2], 'is used twice']`.
 */
export function rule<T extends Joi.Schema>(
  schema: T,
  test: (value: never, helpers: Joi.CustomHelpers) => string | [(string | number)[], string] | undefined,
): T {
  // The schema's own `says`, for failures of its other rules.
  const previous = schema.$_getFlag('error') as ((errors: Joi.ErrorReport[]) => Error) | undefined;
  return schema
    .custom((value, helpers) => {
      const problem = test(value as never, helpers);
      if (typeof problem === 'string') throw new Problem([], problem);
      if (problem) throw new Problem(problem[0], problem[1]);
      return value;
    })
    .error((errors) => {
      const report = (errors as (Joi.ErrorReport | Problem)[])[0]!;
      if (report instanceof Problem) return report;
      const found = report.local?.error;
      if (report.code === 'any.custom' && found instanceof Problem) {
        return new Problem([...report.path, ...found.path], found.problem);
      }
      return previous ? previous(errors as Joi.ErrorReport[]) : (errors as Joi.ErrorReport[]);
    }) as T;
}

/** Validates `value`; returns the first problem, or undefined. */
export function firstProblem(
  schema: Joi.Schema,
  value: unknown,
  context?: Record<string, unknown>,
): Problem | undefined {
  const {error} = schema.validate(value, {abortEarly: true, convert: false, allowUnknown: true, context});
  if (!error) return undefined;
  if (error instanceof Problem) return error;
  const detail = (error as Joi.ValidationError).details?.[0];
  return new Problem(detail?.path ?? [], detail?.message.replace(/^"[^"]*" /, '') ?? error.message);
}

export const show = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : String(JSON.stringify(value));

/** A string with something other than spaces in it. */
export const text = (problem: Sentence = 'must be a non-empty string') =>
  says(Joi.string().pattern(/\S/).required(), problem);

/**
 * A text in every locale of the site ({zh, en}); any missing one is the problem of the whole field.
 * `required` false: the field may be left out, but given, it needs every locale.
 */
export const localized = (
  problem: Sentence = `must have a non-empty text for each of ${locales.join(', ')}`,
  required = true,
) =>
  says(
    rule(required ? Joi.object().required() : Joi.object(), (value: Record<string, unknown>) =>
      locales.every((locale) => typeof value[locale] === 'string' && /\S/.test(value[locale]))
        ? undefined
        : sentence(problem, value),
    ),
    problem,
  );

/**
 * A list whose every item passes `item`; a bad item is the problem of the whole list (`says`
 * reports where the failing rule is, and a rule of an item is one level down).
 */
export const listOf = (item: Joi.Schema, problem: Sentence) =>
  says(
    rule(Joi.array(), (list: unknown[]) =>
      list.every((value) => !item.validate(value, {convert: false}).error)
        ? undefined
        : sentence(problem, list),
    ),
    problem,
  );

/**
 * A text in every locale, where each locale's problem names that locale's field; texts of a
 * language the site has switched off (config/locale.ts) may stay.
 */
export const localizedFields = () =>
  says(
    Joi.object(Object.fromEntries(locales.map((locale) => [locale, text()])))
      .pattern(/^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/, Joi.string())
      .required(),
    `must be an object {${locales.join(', ')}}`,
  );

/**
 * A text in some locales only (at least one), for words only some readers need: the chat app
 * explained to readers who have never used it (config/community.ts `chat.about`).
 */
export const someLocalizedFields = () =>
  says(
    Joi.object(Object.fromEntries(locales.map((locale) => [locale, text().optional()])))
      .pattern(/^[a-z]{2,3}(?:-[A-Za-z0-9]+)*$/, Joi.string())
      .min(1),
    `must be an object with one or more of {${locales.join(', ')}}`,
  );

export const VERSION = /^\d+(\.\d+){1,2}$/;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD (a string, as the data loader keeps dates). */
export const isoDate = (problem: Sentence) =>
  says(
    rule(Joi.string().pattern(ISO_DATE).required(), (value: string) =>
      Number.isNaN(Date.parse(value)) ? sentence(problem, value) : undefined,
    ),
    problem,
  );

/** Whether `value` is an absolute URL with this protocol. */
export function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An absolute https:// address. */
export const httpsUrl = (problem: Sentence) =>
  says(
    rule(Joi.string().required(), (value: string) =>
      isUrl(value, ['https:']) ? undefined : sentence(problem, value),
    ),
    problem,
  );
