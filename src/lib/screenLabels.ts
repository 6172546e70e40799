import {DataError} from '../../plugins/schemas/errors';

/**
 * Label sets of the programs drawn by src/components/Screen/ (data/screens/<id>.yml): the words
 * each program shows on its buttons and fields, copied from the program's own language files,
 * with the file and version they came from.
 */
export type LabelSetId = 'minecraft-java' | 'minecraft-bedrock' | 'hmcl' | 'pcl' | 'blessing-skin';

export const LABEL_SET_IDS: readonly LabelSetId[] = [
  'minecraft-java',
  'minecraft-bedrock',
  'hmcl',
  'pcl',
  'blessing-skin',
];

export type Locale = 'zh' | 'en';

export interface LabelEntry {
  /** The program's Chinese label. */
  zh: string;
  /** The program's English label; absent when the program has no English interface. */
  en?: string;
  /** This site's English gloss of a label the program shows only in Chinese (not a label). */
  meaning?: string;
}

export interface LabelSet {
  id: LabelSetId;
  source: {
    program: string;
    version: string;
    repository: string;
    /** Commit or tag the files were read at. */
    commit: string;
    /** The language file of each locale the program has. */
    files: Partial<Record<Locale, string>>;
  };
  labels: Record<string, LabelEntry>;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Check the parsed YAML of data/screens/<id>.yml; throws DataError naming the entry and field. */
export function validateLabelSet(data: unknown, file: string, id: LabelSetId): LabelSet {
  const d = (data ?? {}) as Record<string, unknown>;
  const source = (d.source ?? {}) as Record<string, unknown>;
  for (const field of ['program', 'version', 'repository', 'commit'] as const) {
    if (!nonEmpty(source[field])) {
      throw new DataError(file, 'source', field, 'must name where the labels were copied from');
    }
  }
  const files = (source.files ?? {}) as Record<string, unknown>;
  const locales = (['zh', 'en'] as const).filter((l) => files[l] !== undefined);
  if (!locales.includes('zh') || locales.some((l) => !nonEmpty(files[l]))) {
    throw new DataError(
      file,
      'source',
      'files',
      'must name the language file of zh (and of en, if the program has one)',
    );
  }
  const unknownLocale = Object.keys(files).find((l) => l !== 'zh' && l !== 'en');
  if (unknownLocale)
    throw new DataError(file, 'source', `files.${unknownLocale}`, 'is not a locale of the site');
  const raw = d.labels;
  if (typeof raw !== 'object' || raw === null || Object.keys(raw).length === 0) {
    throw new DataError(file, '(file)', 'labels', 'must map label keys to their text');
  }
  const labels: Record<string, LabelEntry> = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const v = (value ?? {}) as Record<string, unknown>;
    const entry = `label "${key}"`;
    for (const locale of locales) {
      if (!nonEmpty(v[locale]))
        throw new DataError(file, entry, locale, `must be the program's ${locale} text`);
    }
    if (!locales.includes('en')) {
      if (v.en !== undefined) {
        throw new DataError(file, entry, 'en', 'must be left out: the program has no English language file');
      }
      if (!nonEmpty(v.meaning)) {
        throw new DataError(file, entry, 'meaning', 'must give the English meaning of a Chinese-only label');
      }
    }
    labels[key] = {
      zh: v.zh as string,
      ...(locales.includes('en') ? {en: v.en as string} : {}),
      ...(nonEmpty(v.meaning) ? {meaning: v.meaning} : {}),
    };
  }
  return {
    id,
    source: {
      program: source.program as string,
      version: String(source.version),
      repository: source.repository as string,
      commit: String(source.commit),
      files: Object.fromEntries(locales.map((l) => [l, files[l] as string])),
    },
    labels,
  };
}

/** The program's text of `key` in `locale` (Chinese for a program without English). */
export function labelText(set: LabelSet, key: string, locale: Locale): string {
  const entry = set.labels[key];
  if (!entry) throw new Error(`label "${key}" is not in data/screens/${set.id}.yml`);
  return (locale === 'en' ? entry.en : undefined) ?? entry.zh;
}

/** The site's English gloss of a Chinese-only label, for English pages; undefined otherwise. */
export function labelMeaning(set: LabelSet, key: string, locale: Locale): string | undefined {
  const entry = set.labels[key];
  if (!entry) throw new Error(`label "${key}" is not in data/screens/${set.id}.yml`);
  return locale === 'en' && entry.en === undefined ? entry.meaning : undefined;
}

/** Fill printf-style placeholders (%s, %1$s, %1$.1f) of a label in order. */
export function formatLabel(pattern: string, ...values: (string | number)[]): string {
  let next = 0;
  return pattern.replace(/%(?:(\d+)\$)?(?:\.(\d+))?([sdf])/g, (_match, position, digits, type) => {
    const index = position ? Number(position) - 1 : next++;
    const value = values[index];
    if (value === undefined) return '';
    if (type === 'f' && typeof value === 'number') return value.toFixed(digits ? Number(digits) : 6);
    return String(value);
  });
}
