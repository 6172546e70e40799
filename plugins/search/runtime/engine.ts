/**
 * The search in the reader's browser: a question becomes terms (terms.ts), each term's shard of
 * the index is fetched once (all in parallel), sections are scored (BM25, weighted by how much
 * of the question they cover); the results' titles and headings come from the heads file (once a
 * visit), and only the sections shown are fetched, for their texts. Nothing here depends on the
 * browser: tests and scripts run it in Node over build/ with their own `load`.
 */
import {
  anchorOf,
  FORMAT_VERSION,
  headsFile,
  sectionFile,
  shardFile,
  type Heads,
  type Manifest,
  type Shard,
  type StoredSection,
} from './format';
import {parseQuery, shardOf, type ParsedQuery} from './terms';

/** Fetches a file of the index directory as parsed JSON (rejects when it cannot). */
export type Load = (file: string) => Promise<unknown>;

export interface SearchResult {
  url: string;
  title: string;
  heading: string;
  text: string;
  score: number;
}

export interface SearchAnswer {
  query: ParsedQuery;
  results: SearchResult[];
  /** Sections that matched at all (the search page says how many). */
  total: number;
}

/** How much the rest of a page's matching sections add to each of them. */
export const PAGE_WEIGHT = 0.3;
/** Each further section of the same page in the results counts this much of the one before. */
const REPEAT_FACTOR = 0.3;

/**
 * Shard files a question's first suggestions wait for at most: with the heads file, eight requests
 * on a slow link (perf/budgets.yml, search.filesBeforeSuggestions). A longer question, one file per
 * distinct character or so, is answered first from the terms in its first files, then again from
 * all of them (issue 49: a community's own questions are longer than the sample's).
 */
export const FIRST_STAGE_SHARDS = 7;

/** The question narrowed to the terms in its first `maxShards` shard files, or null if it needs no more. */
export function firstStage(query: ParsedQuery, shards: number, maxShards: number): ParsedQuery | null {
  const files: number[] = [];
  const keep = query.terms.map(({term}) => {
    const file = shardOf(term, shards);
    if (files.includes(file)) return true;
    if (files.length >= maxShards) return false;
    files.push(file);
    return true;
  });
  if (keep.every(Boolean)) return null;
  const renumbered = new Map<number, number>();
  const terms = query.terms.filter((_, i) => {
    if (keep[i]) renumbered.set(i, renumbered.size);
    return keep[i];
  });
  const readings = query.readings
    .map((reading) => reading.filter((i) => keep[i]).map((i) => renumbered.get(i)!))
    .filter((reading) => reading.length > 0);
  return {...query, terms, readings};
}

/** The page (index into `pages`, the first section ids ascending) a section belongs to. */
export function pageIndex(pages: readonly number[], id: number): number {
  let low = 0;
  let high = pages.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (pages[mid]! <= id) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A result as the heads know it, before its section's text is fetched. */
interface HeadResult {
  /** The section's number in the index. */
  id: number;
  url: string;
  title: string;
  heading: string;
  score: number;
}

interface HeadAnswer {
  query: ParsedQuery;
  results: HeadResult[];
  total: number;
  /** Answered from the question's first shard files only (searchHeads' maxShards): refine it. */
  partial: boolean;
}

export class SearchEngine {
  private readonly shards = new Map<number, Promise<Shard>>();
  private readonly sections = new Map<number, Promise<StoredSection[]>>();
  private headsLoad: Promise<Heads> | undefined;

  constructor(
    readonly manifest: Manifest,
    private readonly load: Load,
  ) {}

  /** Opens the index whose manifest `loadManifest` fetches, and whose files `load` fetches. */
  static async open(loadManifest: () => Promise<unknown>, load: Load): Promise<SearchEngine> {
    const manifest = (await loadManifest()) as Manifest;
    if (
      !manifest ||
      manifest.v !== FORMAT_VERSION ||
      !Number.isInteger(manifest.shards) ||
      manifest.shards < 1
    ) {
      throw new Error('search index: unknown manifest format');
    }
    return new SearchEngine(manifest, load);
  }

  private shard(k: number): Promise<Shard> {
    let found = this.shards.get(k);
    if (!found) {
      found = this.load(shardFile(this.manifest, k)) as Promise<Shard>;
      // A failed download may be tried again by the next question.
      found.catch(() => this.shards.delete(k));
      this.shards.set(k, found);
    }
    return found;
  }

  private sectionChunk(k: number): Promise<StoredSection[]> {
    let found = this.sections.get(k);
    if (!found) {
      found = this.load(sectionFile(this.manifest, k)) as Promise<StoredSection[]>;
      found.catch(() => this.sections.delete(k));
      this.sections.set(k, found);
    }
    return found;
  }

  /** Scores of the sections that match the question, best first (ids only: nothing fetched but shards). */
  async rank(query: ParsedQuery): Promise<{id: number; score: number}[]> {
    const {n, shards} = this.manifest;
    const {terms, readings} = query;
    if (terms.length === 0) return [];
    const loaded = await Promise.all(terms.map(({term}) => this.shard(shardOf(term, shards))));
    const scores = new Map<number, number>();
    // Per section, the weight of each term it has (for how much of a reading it covers).
    const has = new Map<number, Map<number, number>>();
    const value = terms.map(({term, weight}, t) => {
      // Own keys only: a shard is parsed JSON, and a word such as "constructor" must not find
      // Object.prototype's (issue 50).
      const shard = loaded[t]!;
      const list = Object.prototype.hasOwnProperty.call(shard, term) ? shard[term] : undefined;
      const df = list ? list.length / 2 : 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      if (list) {
        let id = 0;
        for (let i = 0; i < list.length; i += 2) {
          id += list[i]!;
          scores.set(id, (scores.get(id) ?? 0) + (weight * idf * list[i + 1]!) / 10);
          let mine = has.get(id);
          if (!mine) has.set(id, (mine = new Map()));
          mine.set(t, weight * idf);
        }
      }
      return weight * idf;
    });
    const possible = readings.map((reading) => reading.reduce((sum, t) => sum + value[t]!, 0));
    const own = new Map<number, number>();
    for (const [id, score] of scores) {
      const mine = has.get(id)!;
      let coverage = readings.length === 0 || possible.every((p) => p === 0) ? 1 : 0;
      readings.forEach((reading, r) => {
        if (possible[r]! <= 0) return;
        const got = reading.reduce((sum, t) => sum + (mine.get(t) ?? 0), 0);
        coverage = Math.max(coverage, got / possible[r]!);
      });
      own.set(id, score * coverage * coverage);
    }
    // A section of a page that answers the question elsewhere too is a better answer.
    const pageTotals = new Map<number, number>();
    const pageOf = (id: number) => pageIndex(this.manifest.pages, id);
    for (const [id, score] of own) pageTotals.set(pageOf(id), (pageTotals.get(pageOf(id)) ?? 0) + score);
    const ranked = [...own]
      .map(([id, score]) => ({id, score: score + PAGE_WEIGHT * (pageTotals.get(pageOf(id))! - score)}))
      .sort((a, b) => b.score - a.score || a.id - b.id);
    // More answers than one page's: each further section of a page counts half as much again.
    const seen = new Map<number, number>();
    for (const entry of ranked) {
      const page = pageOf(entry.id);
      const before = seen.get(page) ?? 0;
      seen.set(page, before + 1);
      entry.score *= REPEAT_FACTOR ** before;
    }
    return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  /** The heads file (fetched once; a failed download may be tried again). */
  heads(): Promise<Heads> {
    if (!this.headsLoad) {
      const loading = this.load(headsFile(this.manifest)) as Promise<Heads>;
      loading.catch(() => (this.headsLoad = undefined));
      this.headsLoad = loading;
    }
    return this.headsLoad;
  }

  /**
   * The first `limit` results of a question with their page's title, heading and address, from
   * the shards and the heads only (issue 50: the suggestions show without waiting for a section
   * file each); their texts come with `texts`. With `maxShards`, from the terms of at most that many
   * shard files (firstStage), marked `partial` when the question has more.
   */
  async searchHeads(input: string, limit: number, maxShards?: number): Promise<HeadAnswer> {
    const query = parseQuery(input, this.manifest);
    const narrowed = maxShards === undefined ? null : firstStage(query, this.manifest.shards, maxShards);
    const [ranked, heads] = await Promise.all([this.rank(narrowed ?? query), this.heads()]);
    const results = ranked.slice(0, limit).map(({id, score}) => {
      const page = pageIndex(this.manifest.pages, id);
      const [url, title, sections] = heads[page]!;
      const section = sections[id - this.manifest.pages[page]!]!;
      const [heading] = section;
      const anchor = anchorOf(section);
      return {id, url: anchor ? `${url}#${anchor}` : url, title, heading, score};
    });
    return {query, results, total: ranked.length, partial: narrowed !== null};
  }

  /** The stored texts of sections (by number), each section file fetched once. */
  async texts(ids: readonly number[]): Promise<string[]> {
    const {chunk} = this.manifest;
    const chunks = await Promise.all(ids.map((id) => this.sectionChunk(Math.floor(id / chunk))));
    return ids.map((id, i) => chunks[i]![id % chunk]![3]);
  }

  /** The first `limit` results of a question, with their sections. */
  async search(input: string, limit: number): Promise<SearchAnswer> {
    const query = parseQuery(input, this.manifest);
    const ranked = await this.rank(query);
    const top = ranked.slice(0, limit);
    const chunks = await Promise.all(
      top.map(({id}) => this.sectionChunk(Math.floor(id / this.manifest.chunk))),
    );
    const results = top.map(({id, score}, index) => {
      const [url, title, heading, text] = chunks[index]![id % this.manifest.chunk]!;
      return {url, title, heading, text, score};
    });
    return {query, results, total: ranked.length};
  }
}
