/**
 * How text becomes search terms, the same at build time (plugins/search) and in the reader's
 * browser (plugins/search/runtime/engine.ts), so that both sides always agree without a dictionary in
 * the browser:
 *
 * - Chinese (and other CJK) text: every pair of neighbouring characters ("基岩版" → 基岩, 岩版),
 *   and every single character (used only for a one-character run in a question). No word
 *   cutter has to guess where words end, so a question matches however the page words it.
 * - Words of data/search/dictionary.yml found in CJK text: one more term each (`=基岩版`), so a
 *   whole word ranks above an accidental pair.
 * - Latin letters and digits: the word, lower-case, lightly stemmed ("servers" → server), and
 *   for words of three letters or more each prefix from two letters (`>wh`, `>whi`…), so a word
 *   still being typed finds what it begins.
 *
 * Every function here is linear in its input, and questions are cut to a bounded length first
 * (QUERY_MAX_CHARS), so no input can make search slow.
 */

/** Characters of a question that count: a longer one is answered for its first part. */
export const QUERY_MAX_CHARS = 100;
/** Distinct terms looked up for one question (each may need one shard of the index). */
export const QUERY_MAX_TERMS = 24;
/** Longest Latin word indexed whole (longer ones are cut): keeps terms and prefixes bounded. */
const MAX_WORD = 24;
/** Longest prefix of a Latin word that is indexed as a prefix term. */
const MAX_PREFIX = 10;
/** Weight of a pair of characters that straddles the edge of a dictionary word in a question. */
const STRADDLING_WEIGHT = 0.3;
/** Weight of each single character of a longer run of a question (not part of its coverage). */
const CHARACTER_WEIGHT = 0.25;
/** A version number (1.21.4) counts as much as a dictionary word. */
const VERSION_WEIGHT = 1.5;
/** A synonym's terms count this much of the word's own. */
const SYNONYM_WEIGHT = 0.8;
/**
 * Shard keys (shardKey: a file each) past which a synonym adds no term of a new key. The first
 * suggestions wait for FIRST_STAGE_SHARDS files at most whatever the question (engine.ts); this
 * bounds the files of the refined answer: twice that. Measured on the imported wiki's two
 * development question sets (tests/imported-docs/questions-tuning.yml, questions-heldout.yml,
 * 200 questions): at 7, short questions lost synonyms (变量 → 占位符, vip → 会员) and 169 were
 * answered in the first three, shard files per question median 9, 90th percentile 12; at 14,
 * 173, median 11, 90th percentile 14; with no bound, the same as 14.
 */
export const SYNONYM_KEY_BUDGET = 14;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
const TOKEN = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');

/** Lower case, full-width letters and digits as ASCII (NFKC), one kind of apostrophe. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[’']/g, '');
}

/** A light English stemmer: plural and common verb endings, nothing that changes meaning. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return undouble(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undouble(word.slice(0, -2));
  return word;
}

function undouble(base: string): string {
  return /([bdgmnprt])\1$/.test(base) ? base.slice(0, -1) : base;
}

export interface Run {
  text: string;
  cjk: boolean;
}

/** The runs of CJK characters and of Latin letters/digits in normalized text, in order. */
export function runs(normalized: string): Run[] {
  const found: Run[] = [];
  for (const match of normalized.matchAll(TOKEN)) {
    found.push({text: match[0], cjk: CJK.test(match[0][0]!)});
  }
  return found;
}

/** The terms one run gives, as the index stores them. */
function runTerms(run: Run, dictionary: ReadonlySet<string>, out: string[]): void {
  if (run.cjk) {
    const chars = Array.from(run.text);
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]!);
      if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
    }
    for (const word of dictionaryWordsIn(run.text, dictionary)) out.push(`=${word}`);
    return;
  }
  const word = run.text.slice(0, MAX_WORD);
  if (word.length < 2 && !/\d/.test(word)) return;
  out.push(stem(word));
  for (const prefix of prefixes(word)) out.push(prefix);
}

/** `>` + each prefix of a word from two letters up to MAX_PREFIX, shorter than the word. */
export function prefixes(word: string): string[] {
  const found: string[] = [];
  for (let length = 2; length < Math.min(word.length, MAX_PREFIX + 1); length++) {
    found.push(`>${word.slice(0, length)}`);
  }
  return found;
}

/** Dictionary words found in a CJK run (each once; the dictionary is a few hundred words at most). */
function dictionaryWordsIn(text: string, dictionary: ReadonlySet<string>): string[] {
  const found: string[] = [];
  // A two-character word is its own pair of characters already.
  for (const word of dictionary) if (word.length > 2 && text.includes(word)) found.push(word);
  return found;
}

/** A version number as written: 1.21, 1.20.4, 26.1 (not a lone number). */
const VERSION = /(?<![\d.])\d{1,4}(?:\.\d{1,4}){1,3}(?![\d])/g;

/**
 * The terms of the version numbers in normalized text, `~` and the number: each number and the
 * shorter numbers it begins with (1.21.4 gives ~1.21.4 and ~1.21), so a question about 1.21
 * finds a page about 1.21.4 (runs cut 1.21 into 1 and 21, which every page has).
 */
function versionTerms(normalized: string, withShorter: boolean): string[] {
  const out: string[] = [];
  for (const [version] of normalized.matchAll(VERSION)) {
    const parts = version.split('.');
    for (let n = withShorter ? 2 : parts.length; n <= parts.length; n++)
      out.push(`~${parts.slice(0, n).join('.')}`);
  }
  return out;
}

/** Every term of a text, with repeats (their count is the term's frequency). */
export function textTerms(text: string, dictionary: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const normalized = normalize(text);
  for (const run of runs(normalized)) runTerms(run, dictionary, out);
  out.push(...versionTerms(normalized, true));
  return out;
}

/** How many words a text is long, for length normalization (a CJK character counts as one). */
export function textLength(text: string): number {
  let length = 0;
  for (const run of runs(normalize(text))) length += run.cjk ? Array.from(run.text).length : 1;
  return length;
}

/** A 32-bit FNV-1a hash of a term: which shard of the index holds it. */
function termHash(term: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    hash ^= term.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The part of a term that decides its shard: its first character for CJK (so 基岩, 基 and =基岩版
 * share one), its first two letters otherwise (so a word and its prefixes share one: whitelist,
 * >wh, >whi…). A question's terms then come from few shards — one per character or word it
 * starts with — so a question is answered in few requests (issue 50: 20–30 before).
 */
export function shardKey(term: string): string {
  // A version shares the shard of the number it starts with, which its question fetches anyway.
  if (term.startsWith('~')) return term.slice(1).split('.')[0]!.slice(0, 2);
  const bare = term.replace(/^[=>]/, '');
  const first = String.fromCodePoint(bare.codePointAt(0) ?? 0);
  return CJK.test(first) ? first : bare.slice(0, 2);
}

export function shardOf(term: string, shards: number): number {
  return termHash(shardKey(term)) % shards;
}

export interface QueryVocabulary {
  /** data/search/dictionary.yml, normalized. */
  dictionary: readonly string[];
  /** data/search/synonyms.yml groups, normalized. */
  synonyms: readonly (readonly string[])[];
  /** data/search/stopwords.yml and the built-in English ones, normalized. */
  stopwords: readonly string[];
}

interface QueryTerm {
  term: string;
  /** How much a match counts (words typed: 1; prefixes, synonyms: less; dictionary words: more). */
  weight: number;
}

export interface ParsedQuery {
  /** The part of the question that is answered (at most QUERY_MAX_CHARS characters). */
  text: string;
  terms: QueryTerm[];
  /**
   * The ways the question can be read: the words as typed, and the same with a word replaced by
   * each of its synonyms. Each is a list of indexes into `terms`; how much of its best reading a
   * section covers decides how much its score counts.
   */
  readings: number[][];
  /** The words to mark in results and on the opened page. */
  marks: string[];
}

/** The terms a question's word stands for, as in terms of the index. */
function wordTerms(run: Run, dictionary: ReadonlySet<string>, last: boolean): QueryTerm[] {
  const terms: QueryTerm[] = [];
  if (run.cjk) {
    const chars = Array.from(run.text);
    if (chars.length === 1) terms.push({term: chars[0]!, weight: 1});
    // A pair that straddles the edge of a dictionary word ("器用" in "启动器用") is mostly noise.
    const edges = new Set<number>();
    for (const word of dictionaryWordsIn(run.text, dictionary)) {
      const at = Array.from(run.text.slice(0, run.text.indexOf(word))).length;
      edges.add(at);
      edges.add(at + Array.from(word).length);
    }
    for (let i = 0; i + 1 < chars.length; i++) {
      terms.push({term: chars[i]! + chars[i + 1]!, weight: edges.has(i + 1) ? STRADDLING_WEIGHT : 1});
    }
    for (const word of dictionaryWordsIn(run.text, dictionary)) terms.push({term: `=${word}`, weight: 1.5});
    // Single characters of a longer run: a little, for pages that say it another way ("设家");
    // each but the last, which starts no pair of the run, so they share their pairs' shards
    // (shardKey) and the question fetches no more files for them.
    if (chars.length > 1)
      for (const char of new Set(chars.slice(0, -1))) terms.push({term: char, weight: CHARACTER_WEIGHT});
  } else {
    const word = run.text.slice(0, MAX_WORD);
    if (word.length < 2 && !/\d/.test(word)) return terms;
    terms.push({term: stem(word), weight: 1});
    // The last word may be unfinished: what it begins counts too.
    if (last) terms.push({term: `>${word.slice(0, MAX_PREFIX)}`, weight: 0.8});
  }
  return terms;
}

/**
 * Single-character stop words (particles: "吗", "的") are left out only at the end of a longer run,
 * never at its start, where they would change a word (issue 49: 多人游戏 was searched as 人游戏).
 */
function withoutStopwords(normalized: string, stopwords: readonly string[]): string {
  let kept = normalized;
  const cjk = stopwords.filter((w) => CJK.test(w));
  for (const word of cjk.filter((w) => Array.from(w).length > 1).sort((a, b) => b.length - a.length)) {
    if (kept.includes(word)) kept = kept.split(word).join(' ');
  }
  const single = new Set(cjk.filter((w) => Array.from(w).length === 1));
  if (single.size === 0) return kept;
  return runs(kept)
    .map((run) => {
      if (!run.cjk) return run.text;
      const chars = Array.from(run.text);
      // Never below two characters: "好吗" keeps its "吗".
      while (chars.length > 2 && single.has(chars[chars.length - 1]!)) chars.pop();
      return chars.join('');
    })
    .join(' ');
}

/**
 * A question as terms: cut to QUERY_MAX_CHARS characters, stop words left out ("怎么" in
 * "基岩版怎么进"), synonyms added as other readings, at most QUERY_MAX_TERMS distinct terms,
 * first ones first.
 */
export function parseQuery(input: string, vocabulary: QueryVocabulary): ParsedQuery {
  const text = Array.from(input.trim()).slice(0, QUERY_MAX_CHARS).join('');
  const normalized = normalize(text);
  const terms: QueryTerm[] = [];
  const index = new Map<string, number>();
  const add = ({term, weight}: QueryTerm): number | undefined => {
    const known = index.get(term);
    if (known !== undefined) {
      terms[known]!.weight = Math.max(terms[known]!.weight, weight);
      return known;
    }
    if (terms.length >= QUERY_MAX_TERMS) return undefined;
    index.set(term, terms.length);
    terms.push({term, weight});
    return terms.length - 1;
  };
  const dictionary = new Set(vocabulary.dictionary);
  const stop = new Set(vocabulary.stopwords);
  const kept = runs(withoutStopwords(normalized, vocabulary.stopwords)).filter(
    (run) => run.cjk || !stop.has(run.text),
  );
  // A question that is nothing but stop words is still answered for its words.
  const used = kept.length > 0 ? kept : runs(normalized);
  const endsInWord = /[\p{L}\p{N}]$/u.test(normalized);
  const reading: number[] = [];
  const marks: string[] = [];
  used.forEach((run, i) => {
    // Chinese is marked by its pairs of characters, so that a page's wording is marked however
    // much of the question it shares ("启动器" of "启动器用").
    const chars = Array.from(run.text);
    if (run.cjk && chars.length > 1)
      for (let c = 0; c + 1 < chars.length; c++) marks.push(chars[c]! + chars[c + 1]!);
    else marks.push(run.text);
    for (const term of wordTerms(run, dictionary, i === used.length - 1 && endsInWord)) {
      const at = add(term);
      if (at !== undefined && isCovered(term)) reading.push(at);
    }
  });
  // Version numbers as typed, whole: they say more than their digits.
  for (const term of versionTerms(normalized, false)) {
    const at = add({term, weight: VERSION_WEIGHT});
    if (at !== undefined) reading.push(at);
  }
  const readings = [reading];
  for (const group of vocabulary.synonyms) {
    for (const present of group) {
      const isThere = CJK.test(present) ? normalized.includes(present) : hasWord(normalized, present);
      if (!isThere) continue;
      const presentTerms = new Set(
        runs(present)
          .flatMap((run) => wordTerms(run, dictionary, false))
          .map((t) => t.term),
      );
      const rest = reading.filter((at) => !presentTerms.has(terms[at]!.term));
      const coveredPresent = runs(present)
        .flatMap((run) => wordTerms(run, dictionary, false))
        .filter(isCovered).length;
      for (const other of group) {
        if (other === present) continue;
        const alternative = [...rest];
        const otherTerms = runs(other).flatMap((run) => wordTerms(run, dictionary, false));
        // A synonym stands for one word: its terms together weigh what the word's do, however
        // many pairs it is cut into (离线账户, four terms, for 盗版, one: issue 49).
        const share = Math.min(
          1,
          Math.max(1, coveredPresent) / Math.max(1, otherTerms.filter(isCovered).length),
        );
        for (const term of otherTerms) {
          if (!isCovered(term)) continue;
          // A synonym's term whose shard the question would not fetch anyway costs a file: only
          // while the question needs fewer than SYNONYM_KEY_BUDGET (issue 50: few requests).
          const keys = new Set(terms.map((t) => shardKey(t.term)));
          if (!keys.has(shardKey(term.term)) && keys.size >= SYNONYM_KEY_BUDGET) continue;
          const at = add({term: term.term, weight: term.weight * SYNONYM_WEIGHT * share});
          if (at !== undefined) alternative.push(at);
        }
        readings.push([...new Set(alternative)]);
      }
    }
  }
  return {text, terms, readings, marks: [...new Set(marks)]};
}

/** Whether a term counts towards how much of a question a section covers (not prefixes, not lone characters of a longer run). */
function isCovered(term: QueryTerm): boolean {
  return !term.term.startsWith('>') && term.weight !== CHARACTER_WEIGHT;
}

function hasWord(text: string, word: string): boolean {
  return runs(text).some((run) => !run.cjk && (run.text === word || stem(run.text) === stem(word)));
}
