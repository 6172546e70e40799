/**
 * The files of a locale's search index (written by plugins/search, read by engine.ts):
 *
 * - `<locale base URL>search-index.json`, the manifest (revalidated on every visit, like the
 *   pages): the sizes, the build's id and the query vocabulary;
 * - in `<locale base URL>search-index/`:
   - `t<k>.<build>.json`, the shards: each term's postings (which sections have it, and how
 *   strongly), every term in the one shard the hash of its key names (terms.ts shardKey: the first
 *   character of a CJK term, the first two letters of a word), so a question fetches only the
 *   shards of its own terms' keys however large the site grows (format 2; 1 hashed whole terms);
 * - `h.<build>.json`, the heads: every page's URL and title and its sections' headings and
 *   anchors, fetched once, when the search opens, so that the suggestions show as soon as the
 *   shards are in (format 2); an anchor that is its heading's slug is left out (format 3);
 * - `d<k>.<build>.json`, the sections (URL, page title, heading, text) in groups of `chunk`,
 *     fetched only for the suggestions shown, for their snippets.
 *
 * Their names carry the build's id, so every file but the manifest is cached for good.
 */
import type {QueryVocabulary} from './terms';

export const FORMAT_VERSION = 3;
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'search-index.json';

export interface Manifest extends QueryVocabulary {
  v: typeof FORMAT_VERSION;
  /** The build's id: in every other file's name. */
  id: string;
  /** Sections indexed. */
  n: number;
  /** Number of term shards. */
  shards: number;
  /** Sections per section file. */
  chunk: number;
  /** The id of each page's first section (a page's sections are numbered in a row). */
  pages: number[];
}

/**
 * A shard: term → postings, a flat list of pairs [section id gap, weight], the ids ascending
 * (the first gap from 0). The weight is the term's BM25 term-frequency part, times 10, rounded.
 */
export type Shard = Record<string, number[]>;

/** One section: [URL, page title, heading ('' for the page's opening), text (cut)]. */
export type StoredSection = [url: string, title: string, heading: string, text: string];

/**
 * A section in the heads file: its heading ('' for the page's opening) and its anchor, left out
 * when it is the heading's slug (headingSlug).
 */
type HeadSection = [heading: string] | [heading: string, anchor: string];

/** The heads file: per page (in the order of Manifest.pages), its URL, its title, its sections in order. */
export type Heads = [url: string, title: string, sections: HeadSection[]][];

/**
 * The anchor Docusaurus gives a heading of this text when the page sets none and no heading
 * before it has the same (github-slugger: lower case, punctuation and symbols out, spaces to
 * hyphens). Where it is not a section's anchor, the heads file keeps the anchor: at 379 pages
 * the anchors were 18 of the file's 41 KiB (gzip) and most were their heading's slug.
 */
export function headingSlug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** A section's anchor in the heads file. */
export const anchorOf = (section: HeadSection): string => section[1] ?? headingSlug(section[0]);

export const shardFile = (manifest: Pick<Manifest, 'id'>, k: number): string => `t${k}.${manifest.id}.json`;
export const sectionFile = (manifest: Pick<Manifest, 'id'>, k: number): string => `d${k}.${manifest.id}.json`;
export const headsFile = (manifest: Pick<Manifest, 'id'>): string => `h.${manifest.id}.json`;
