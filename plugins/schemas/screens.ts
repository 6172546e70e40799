/**
 * Schema of the label sets in data/screens/<id>.yml (the words the pictures of
 * src/components/Screen/ show). plugins/community-data.ts validates every set with it when the
 * site is built and hands the pictures the validated copy.
 */
import type {LabelSet, LabelSetId} from '../../src/lib/screenLabels';
import {DataError, validate} from './data';
import {Joi, rule, says, text} from './joi';

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
