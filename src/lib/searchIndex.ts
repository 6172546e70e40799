/**
 * Makes the local search's index smaller without changing its format: search-index.json stays a
 * list of entries (one per document type: titles, headings, descriptions, keywords, contents),
 * each with its documents and a serialized lunr 2 index, as @easyops-cn/docusaurus-search-local
 * writes it and its browser code reads it.
 *
 * Ranking in lunr 2: a result's score is the dot product of the query's vector and the document's
 * vector, divided by the query vector's length. Only the weights of terms a query contains
 * count, so dropping a term everywhere changes no other query's order; rounding weights can
 * (see `weightDecimals`, checked against the relevance set after every build).
 */

/** One searchable document: a page title, a heading, a description, keywords or a section's text. */
export interface SearchDocument {
  /** Id; a page's title, description and keywords documents share the title's id. */
  i: number;
  /** The text searched and shown. */
  t: string;
  /** Section or page title shown with it. */
  s?: string;
  u: string;
  h?: string;
  /** Id of the page's title document. */
  p?: number;
  /** Breadcrumb. */
  b?: string[];
}

/** A posting list: `_index` is the term's number in the vectors; the field's postings by document id. */
export interface Posting {
  _index: number;
  [field: string]: number | Record<string, Record<string, unknown>>;
}

export interface SerializedIndex {
  version: string;
  fields: string[];
  /** `field/docId` and its vector: term number, weight, term number, weight… ordered by term number. */
  fieldVectors: [string, number[]][];
  /** Terms in code-unit order (lunr builds its token set from this order). */
  invertedIndex: [string, Posting][];
  pipeline: string[];
}

export interface SearchIndexEntry {
  documents: SearchDocument[];
  index: SerializedIndex;
}

export interface CompactOptions {
  /**
   * Decimals kept in vector weights. lunr keeps three; fewer must keep the result order of the
   * relevance set (checked after the build).
   */
  weightDecimals: number;
  /**
   * Longest stored text of a section (the last entry, the contents), in characters, "…"
   * included; longer texts are cut. Titles, headings, descriptions and keywords stay whole: a
   * description is shown as it is, and a word past the cut could not be marked in it.
   */
  maxTextLength: number;
  /** Index terms nobody searches for: they and their weights are removed. */
  dropTerms: (term: string) => boolean;
  /**
   * Groups of index terms that mean the same thing to players. Every term of a group matches
   * every document that has one of them, with that document's best weight among them.
   */
  synonyms: string[][];
}

/** Removes what the browser code does not use (term positions) and what the options drop. */
export function compactSearchIndex(entries: SearchIndexEntry[], options: CompactOptions): SearchIndexEntry[] {
  return entries.map((entry, n) => {
    let index = withoutPositions(entry.index);
    index = withoutTerms(index, options.dropTerms);
    index = withSynonyms(index, options.synonyms);
    index = renumberTerms(index);
    index = roundWeights(index, options.weightDecimals);
    const contents = n === entries.length - 1;
    const documents = contents
      ? entry.documents.map((d) => cutText(d, options.maxTextLength))
      : entry.documents;
    return {documents, index};
  });
}

function fieldsOf(index: SerializedIndex): string[] {
  return index.fields;
}

/** The same index with every posting's metadata (term positions) left out. */
export function withoutPositions(index: SerializedIndex): SerializedIndex {
  const fields = fieldsOf(index);
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, posting]) => {
      const copy: Posting = {_index: posting._index};
      for (const field of fields) {
        const docs = (posting[field] ?? {}) as Record<string, unknown>;
        copy[field] = Object.fromEntries(Object.keys(docs).map((ref) => [ref, {}]));
      }
      return [term, copy];
    }),
  };
}

/** The same index without the terms `drop` selects, nor their weights. */
export function withoutTerms(index: SerializedIndex, drop: (term: string) => boolean): SerializedIndex {
  const dropped = new Set<number>();
  const invertedIndex = index.invertedIndex.filter(([term, posting]) => {
    if (!drop(term)) return true;
    dropped.add(posting._index);
    return false;
  });
  if (dropped.size === 0) return index;
  return {
    ...index,
    invertedIndex,
    fieldVectors: index.fieldVectors.map(([ref, vector]) => [
      ref,
      pairs(vector)
        .filter(([n]) => !dropped.has(n))
        .flat(),
    ]),
  };
}

function pairs(vector: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let k = 0; k < vector.length; k += 2) out.push([vector[k]!, vector[k + 1]!]);
  return out;
}

/** Code-unit order, as lunr sorts the terms it serializes. */
function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every term of a synonym group gets the postings of all of them; a document's weight for a term
 * it lacks is its best weight among the group's terms it has. Groups whose terms are all absent
 * are skipped.
 */
export function withSynonyms(index: SerializedIndex, groups: string[][]): SerializedIndex {
  if (groups.length === 0) return index;
  const fields = fieldsOf(index);
  const postings = new Map(index.invertedIndex.map(([term, posting]) => [term, posting]));
  const vectors = new Map(index.fieldVectors.map(([ref, vector]) => [ref, new Map(pairs(vector))]));
  let nextNumber = Math.max(-1, ...index.invertedIndex.map(([, p]) => p._index)) + 1;
  for (const group of groups) {
    const present = group.filter((term) => postings.has(term));
    if (present.length === 0) continue;
    for (const field of fields) {
      // The best weight of each document among the group's terms.
      const best = new Map<string, number>();
      for (const term of present) {
        const posting = postings.get(term)!;
        for (const ref of Object.keys((posting[field] ?? {}) as object)) {
          const weight = vectors.get(`${field}/${ref}`)?.get(posting._index) ?? 0;
          best.set(ref, Math.max(best.get(ref) ?? 0, weight));
        }
      }
      for (const term of group) {
        let posting = postings.get(term);
        if (!posting) {
          posting = {_index: nextNumber++};
          for (const f of fields) posting[f] = {};
          postings.set(term, posting);
        }
        const docs = posting[field] as Record<string, Record<string, unknown>>;
        for (const [ref, weight] of best) {
          if (docs[ref]) continue;
          docs[ref] = {};
          const vector = vectors.get(`${field}/${ref}`);
          if (vector) vector.set(posting._index, weight);
        }
      }
    }
  }
  return {
    ...index,
    invertedIndex: [...postings.entries()].sort(([a], [b]) => byCodeUnits(a, b)),
    fieldVectors: index.fieldVectors.map(([ref]) => [
      ref,
      [...vectors.get(ref)!.entries()].sort(([a], [b]) => a - b).flat(),
    ]),
  };
}

/**
 * Numbers the terms by how many documents have them, most first, so the numbers repeated in
 * every vector are short. Vectors are reordered by the new numbers, as lunr requires.
 */
export function renumberTerms(index: SerializedIndex): SerializedIndex {
  const fields = fieldsOf(index);
  const count = (posting: Posting) =>
    fields.reduce((sum, f) => sum + Object.keys((posting[f] ?? {}) as object).length, 0);
  const order = [...index.invertedIndex].sort(
    ([termA, a], [termB, b]) => count(b) - count(a) || byCodeUnits(termA, termB),
  );
  const renumber = new Map(order.map(([, posting], n) => [posting._index, n]));
  return {
    ...index,
    invertedIndex: index.invertedIndex.map(([term, posting]) => [
      term,
      {...posting, _index: renumber.get(posting._index)!},
    ]),
    fieldVectors: index.fieldVectors.map(([ref, vector]) => [
      ref,
      pairs(vector)
        .filter(([n]) => renumber.has(n))
        .map(([n, w]): [number, number] => [renumber.get(n)!, w])
        .sort(([a], [b]) => a - b)
        .flat(),
    ]),
  };
}

/** Vector weights rounded to `decimals` places. */
export function roundWeights(index: SerializedIndex, decimals: number): SerializedIndex {
  const scale = 10 ** decimals;
  return {
    ...index,
    fieldVectors: index.fieldVectors.map(([ref, vector]) => [
      ref,
      vector.map((value, k) => (k % 2 === 0 ? value : Math.round(value * scale) / scale)),
    ]),
  };
}

/** The document with its text cut to `max` characters, ending in "…", if longer. */
export function cutText(doc: SearchDocument, max: number): SearchDocument {
  const chars = Array.from(doc.t);
  if (chars.length <= max) return doc;
  return {
    ...doc,
    t: `${chars
      .slice(0, max - 1)
      .join('')
      .trimEnd()}…`,
  };
}
