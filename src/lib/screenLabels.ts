/**
 * Label sets of the programs drawn by plugins/screens/ (data/screens/<id>.yml): the words
 * each program shows on its buttons and fields, copied from the program's own language files,
 * with the file and version they came from. plugins/screens/schema.ts checks the files.
 */
import type {SiteLocale} from '@site/config/locale';
export type LabelSetId = 'minecraft-java' | 'minecraft-bedrock' | 'hmcl' | 'pcl' | 'blessing-skin';

export const LABEL_SET_IDS: readonly LabelSetId[] = [
  'minecraft-java',
  'minecraft-bedrock',
  'hmcl',
  'pcl',
  'blessing-skin',
];

/** A locale of the site: pictures show a program's English labels on English pages, its Chinese ones elsewhere. */
export type Locale = SiteLocale;

interface LabelEntry {
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
