/**
 * Which message of data/game-messages.yml a player's pasted text is: "paste the message, get the
 * fix" on "Why can't I get in?" and in the search box.
 *
 * What players paste differs from the data file's text: colour codes (`§c`), placeholders filled
 * in by the game (`Outdated client! Please use 1.21.4`), a line cut short, a full stop missing,
 * another case, full-width punctuation, the page's own quote with `%s` or `{0}` still in it.
 * Both are reduced to letters, digits and CJK characters (normalize), the message's text is cut
 * at its placeholders, and the pasted text is scored against each piece by its longest common
 * run of characters: how much of the message it covers (recall) and how much of what was pasted
 * the message explains (precision), combined as their harmonic mean (F1). A looser second score,
 * the overlap of character pairs (Dice), catches text typed from memory with words in between.
 * Every step is linear or quadratic in at most MAX_INPUT characters, so any paste is answered at once.
 */

/** Placeholders of the games' and plugins' language files: `%s`, `%d`, `%1$s`, `{0}`. */
const PLACEHOLDERS = /%(?:\d+\$)?[sd]|\{\d+\}/g;
/** Minecraft formatting codes: `§` and one character (colours 0-9 a-f, k-o styles, r reset, x hex). */
const FORMATTING = /§[0-9a-fk-orx]/gi;

/** Pasted text beyond this many characters is ignored (a message is at most a few lines). */
const MAX_INPUT = 400;
/** A score from here on counts as a match. */
const MATCH_THRESHOLD = 0.65;

/** Letters, digits and CJK characters only, lower case, full-width forms folded (NFKC). */
export function normalize(text: string): string {
  return text
    .normalize('NFKC')
    .replace(FORMATTING, '')
    .replace(PLACEHOLDERS, ' ')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A message's text cut at its placeholders, each piece normalized; empty pieces dropped. */
export function segments(template: string): string[] {
  return template
    .replace(FORMATTING, '')
    .split(PLACEHOLDERS)
    .map(normalize)
    .filter((piece) => piece.length > 0);
}

/** A CJK character says about as much as two letters. */
const weight = (char: string) =>
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char) ? 2 : 1;
/**
 * The runs of characters `query` shares with `piece`: the longest one's length, and which of the
 * query's characters lie in a shared run of two CJK characters or four letters or more (a dynamic
 * programme over common suffixes).
 */
function sharedRuns(
  query: readonly string[],
  piece: readonly string[],
): {longest: number; covered: boolean[]} {
  let longest = 0;
  const covered = new Array<boolean>(query.length).fill(false);
  let previous = new Array<number>(piece.length + 1).fill(0);
  for (let i = 1; i <= query.length; i++) {
    const row = new Array<number>(piece.length + 1).fill(0);
    let longestHere = 0;
    for (let j = 1; j <= piece.length; j++) {
      if (query[i - 1] === piece[j - 1]) {
        row[j] = previous[j - 1]! + 1;
        if (row[j]! > longestHere) longestHere = row[j]!;
      }
    }
    if (longestHere > longest) longest = longestHere;
    // Two CJK characters in a row are rarely chance; two or three letters often are.
    if (longestHere >= (weight(query[i - 1]!) === 2 ? 2 : 4))
      for (let k = i - longestHere; k < i; k++) covered[k] = true;
    previous = row;
  }
  return {longest, covered};
}

function pairs(chars: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) found.add(chars[i]! + chars[i + 1]!);
  return found;
}

/** Pasted text all found in a message counts fully from this weight on (six CJK characters, twelve letters). */
const FULL_WEIGHT = 12;
/** …and not at all below this one ("服务器", "server"): words every message shares. */
const MIN_WEIGHT = 8;

/** A paste that holds a whole message, whatever else it holds, scores this (below a paste that is only it). */
const WHOLE_SCORE = 0.9;

/** How well pasted text (already normalized) matches one text of a message, from 0 to 1. */
function scoreText(query: string, template: string): number {
  const pieces = segments(template).map((piece) => [...piece]);
  const chars = [...query];
  if (pieces.length === 0 || chars.length === 0) return 0;
  const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
  let matched = 0;
  const covered = new Array<boolean>(chars.length).fill(false);
  for (const piece of pieces) {
    const runs = sharedRuns(chars, piece);
    // A shared run shorter than this is chance ("in", "服务").
    if (runs.longest >= Math.min(3, piece.length)) matched += runs.longest;
    runs.covered.forEach((c, i) => {
      if (c) covered[i] = true;
    });
  }
  // Whole message against whole paste: F1 of how much of each the longest shared runs cover.
  const recall = matched / total;
  const precision = Math.min(1, matched / chars.length);
  const f1 = recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0;
  // Typed from memory, words in between: overlap of character pairs.
  const a = pairs(chars);
  const b = pairs(pieces.flat());
  let shared = 0;
  for (const pair of a) if (b.has(pair)) shared++;
  const dice = a.size + b.size > 0 ? (2 * shared) / (a.size + b.size) : 0;
  // Part of a message: how much of the paste the message contains, if the paste says enough.
  const queryWeight = chars.reduce((sum, char) => sum + weight(char), 0);
  const inside = covered.filter(Boolean).length / chars.length;
  if (queryWeight < MIN_WEIGHT) return 0;
  const part = inside * Math.min(1, queryWeight / FULL_WEIGHT);
  // The whole message inside a longer paste ("io.netty…Exception: Connection refused: no further
  // information: mc.example.com/…"), if the message says enough to be told from the others.
  const messageWeight = pieces.flat().reduce((sum, char) => sum + weight(char), 0);
  const whole = recall === 1 && messageWeight >= FULL_WEIGHT ? WHOLE_SCORE : 0;
  return Math.max(f1, dice, part, whole);
}

interface Matchable {
  id: string;
  en: string;
  zh?: string;
  /** The title of a screen whose next line is the reason (data/game-messages.yml `screenTitle`). */
  screenTitle?: true;
  /** Exception classes the game writes before the text (data/game-messages.yml `shownAs`). */
  shownAs?: readonly string[];
}

/**
 * The score of a pasted exception class the game writes before a reason: a match, below a match of
 * the reason's own text (which tells a refused connection from a timed-out one).
 */
const CLASS_SCORE = 0.8;

export interface Match {
  id: string;
  score: number;
}

/**
 * The messages that pasted text may be, best first (score ≥ MATCH_THRESHOLD), at most `limit`.
 * Empty for text that says too little to tell (fewer than eight letters or four CJK characters).
 */
export function matchMessages(input: string, messages: readonly Matchable[], limit = 3): Match[] {
  const query = normalize(input.slice(0, MAX_INPUT));
  if ([...query].length < 3) return [];
  return messages
    .map((m) => ({
      id: m.id,
      score: Math.max(
        scoreText(query, m.en),
        m.zh ? scoreText(query, m.zh) : 0,
        m.shownAs?.some((name) => query.includes(normalize(name))) ? CLASS_SCORE : 0,
      ),
    }))
    .filter((m) => m.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/**
 * What the lookup answers for pasted text: the messages it may be, best first, or `title` when
 * it is only a screen's title ("Failed to connect to the server"), which says that joining failed
 * but not why: the reason is the line under it. A reason pasted with the title, matched as well,
 * is the answer.
 */
export function lookUpMessage(
  input: string,
  messages: readonly Matchable[],
): {kind: 'title'} | {kind: 'reasons'; matches: Match[]} {
  const matches = matchMessages(input, messages);
  const isTitle = (id: string) => messages.some((m) => m.id === id && m.screenTitle);
  const reasons = matches.filter((m) => !isTitle(m.id));
  const title = matches.find((m) => isTitle(m.id));
  return title && !(reasons[0] && reasons[0].score >= title.score)
    ? {kind: 'title'}
    : {kind: 'reasons', matches: reasons};
}
