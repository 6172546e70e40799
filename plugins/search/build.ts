/**
 * Builds a locale's search index (format.ts) from its sections. Pure: plugins/search gives it
 * the sections read from the built pages and writes the files it returns.
 */
import {createHash} from 'node:crypto';
import {
  FORMAT_VERSION,
  headingSlug,
  headsFile,
  sectionFile,
  shardFile,
  type Heads,
  type Manifest,
  type Shard,
  type StoredSection,
} from './runtime/format';
import {normalize, shardOf, textLength, textTerms, type QueryVocabulary} from './runtime/terms';

export interface Section {
  /** The page's URL with the section's `#anchor` (none for the page's opening). */
  url: string;
  /** The page's title. */
  title: string;
  /** The section's heading; '' for the page's opening (title, description, first paragraphs). */
  heading: string;
  /** The section's text. */
  text: string;
  /** Front-matter keywords and description: counted like the title, on the page's opening. */
  keywords?: string;
}

interface BuildOptions {
  vocabulary: QueryVocabulary;
  /** Target size of a shard, in bytes of JSON (before compression). */
  shardBytes: number;
  /**
   * Target size of a section file, in bytes of JSON: a question's eight snippets fetch eight
   * files at most, so the smaller, the fewer bytes of other sections come with them (at 379
   * pages, 6,000 cost the costliest question 40 KiB of snippets, 2,000 cost 17 KiB).
   */
  sectionBytes: number;
  /** Longest stored text of a section, in characters (what snippets can show). */
  maxTextLength: number;
}

export const DEFAULT_BUILD_OPTIONS: Omit<BuildOptions, 'vocabulary'> = {
  shardBytes: 3000,
  sectionBytes: 2000,
  maxTextLength: 1500,
};

/**
 * What a term adds where it stands, on top of its frequency in the text (whose BM25 part is at
 * most K1 + 1 = 2.2): in the page's title, keywords and description (the page's opening), in a
 * section's heading, and in the title of the page a section belongs to.
 */
const FIELD_BONUS = {
  title: 4,
  keywords: 2,
  heading: 3,
  pageTitle: 0.5,
};
const K1 = 1.2;
const B = 0.75;

interface BuiltIndex {
  manifest: Manifest;
  /** File name (format.ts) → contents. */
  files: Map<string, string>;
}

const pageOf = (url: string) => url.split('#')[0]!;

export function buildIndex(sections: Section[], options: BuildOptions): BuiltIndex {
  const dictionary = new Set(options.vocabulary.dictionary.map(normalize));
  // Per section: how often each term is in its text (and keywords), and where else it stands.
  const frequencies: Map<string, number>[] = [];
  const places: Map<string, number>[] = [];
  const lengths: number[] = [];
  for (const section of sections) {
    const counts = new Map<string, number>();
    const bonus = new Map<string, number>();
    const count = (text: string | undefined) => {
      if (!text) return;
      for (const term of textTerms(text, dictionary)) counts.set(term, (counts.get(term) ?? 0) + 1);
    };
    const mark = (text: string | undefined, weight: number) => {
      if (!text) return;
      for (const term of new Set(textTerms(text, dictionary)))
        bonus.set(term, Math.max(bonus.get(term) ?? 0, weight));
    };
    if (section.heading) {
      mark(section.heading, FIELD_BONUS.heading);
      mark(section.title, FIELD_BONUS.pageTitle);
    } else {
      mark(section.title, FIELD_BONUS.title);
      mark(section.keywords, FIELD_BONUS.keywords);
    }
    count(section.text);
    for (const term of bonus.keys()) if (!counts.has(term)) counts.set(term, 0);
    frequencies.push(counts);
    places.push(bonus);
    lengths.push(textLength(section.text));
  }
  const average = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  // Postings in section order: BM25's term-frequency part of the text, plus the field bonus.
  const postings = new Map<string, number[]>();
  frequencies.forEach((counts, id) => {
    const norm = K1 * (1 - B + (B * lengths[id]!) / Math.max(1, average));
    for (const [term, f] of counts) {
      const bm25 = (f * (K1 + 1)) / (f + norm);
      const weight = Math.max(1, Math.round(10 * (bm25 + (places[id]!.get(term) ?? 0))));
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(id, weight);
    }
  });
  // Shards: enough that the average one is about shardBytes.
  let totalBytes = 0;
  for (const [term, list] of postings) totalBytes += term.length * 3 + 6 + list.length * 3;
  const shardCount = Math.max(1, Math.ceil(totalBytes / options.shardBytes));
  const shards: Shard[] = Array.from({length: shardCount}, () => ({}));
  for (const term of [...postings.keys()].sort()) {
    const list = postings.get(term)!;
    const gaps: number[] = [];
    let previous = 0;
    for (let i = 0; i < list.length; i += 2) {
      gaps.push(list[i]! - previous, list[i + 1]!);
      previous = list[i]!;
    }
    shards[shardOf(term, shardCount)]![term] = gaps;
  }
  const stored: StoredSection[] = sections.map((s) => [
    s.url,
    s.title,
    s.heading,
    Array.from(s.text).slice(0, options.maxTextLength).join(''),
  ]);
  const storedBytes = stored.reduce((sum, s) => sum + JSON.stringify(s).length, 0);
  const chunk = Math.max(
    1,
    Math.floor(options.sectionBytes / Math.max(1, storedBytes / Math.max(1, stored.length))),
  );
  const shardTexts = shards.map((shard) => JSON.stringify(shard));
  const sectionTexts: string[] = [];
  for (let i = 0; i < stored.length; i += chunk)
    sectionTexts.push(JSON.stringify(stored.slice(i, i + chunk)));
  const vocabulary: QueryVocabulary = {
    dictionary: [...dictionary],
    synonyms: options.vocabulary.synonyms.map((group) => group.map(normalize)),
    stopwords: options.vocabulary.stopwords.map(normalize),
  };
  // The heads: each page's URL and title, and its sections' headings and anchors.
  const heads: Heads = [];
  sections.forEach((section, id) => {
    const page = pageOf(section.url);
    if (id === 0 || page !== pageOf(sections[id - 1]!.url)) heads.push([page, section.title, []]);
    const anchor = section.url.slice(page.length + 1);
    heads
      .at(-1)![2]
      .push(anchor === headingSlug(section.heading) ? [section.heading] : [section.heading, anchor]);
  });
  const hash = createHash('sha256');
  for (const text of [...shardTexts, ...sectionTexts, JSON.stringify(heads), JSON.stringify(vocabulary)])
    hash.update(text).update('\0');
  const manifest: Manifest = {
    v: FORMAT_VERSION,
    id: hash.digest('hex').slice(0, 10),
    n: sections.length,
    shards: shardCount,
    chunk,
    pages: sections.flatMap((s, id) =>
      id === 0 || pageOf(s.url) !== pageOf(sections[id - 1]!.url) ? [id] : [],
    ),
    ...vocabulary,
  };
  const files = new Map<string, string>();
  shardTexts.forEach((text, k) => files.set(shardFile(manifest, k), text));
  sectionTexts.forEach((text, k) => files.set(sectionFile(manifest, k), text));
  files.set(headsFile(manifest), JSON.stringify(heads));
  return {manifest, files};
}
