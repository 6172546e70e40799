/**
 * Where the searched words are in a result's text (or a page's), found in the text itself: the
 * index keeps no positions. snippet.ts cuts a result's snippet around the first one and marks
 * them; the page opened from a result marks them too (plugins/search/client/highlight.ts).
 *
 * `tokens` are the words of the question (terms.ts `marks`), in lower case: Chinese words
 * (found as they are) and Latin words, which the index stems ("mods" finds "mod") and completes
 * while the reader types ("launc" finds "launcher"), so a Latin word of the text matches a
 * token that starts it, that it starts with a short ending more, or that shares a stem-sized
 * beginning with it ("installing" and "installed").
 */
export function termPositions(content: string, tokens: readonly string[]): [number, number][] {
  const text = content.toLowerCase();
  const found: [number, number][] = [];
  const latin = tokens.filter((t) => /^[\p{L}\p{N}_]+$/u.test(t) && !/\p{Unified_Ideograph}/u.test(t));
  const other = tokens.filter((t) => t !== '' && !latin.includes(t));
  for (const token of other) {
    for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + token.length)) {
      found.push([at, token.length]);
    }
  }
  if (latin.length > 0) {
    for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
      const word = match[0];
      if (/\p{Unified_Ideograph}/u.test(word)) continue;
      if (latin.some((token) => sameWord(word, token))) found.push([match.index, word.length]);
    }
  }
  // Earlier first; at the same place, the longer first (as the plugin orders positions).
  return found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
}

function sameWord(word: string, token: string): boolean {
  // The text's word completes the query's ("launc" → "launcher", "mod" → "mods").
  if (token.length >= 2 && word.startsWith(token)) return true;
  // The query's word is the text's with an ending ("mods" → "mod", "crashes" → "crash").
  if (word.length >= 3 && token.startsWith(word) && token.length - word.length <= 3) return true;
  // Both are the same stem with different endings ("installing" and "installed").
  let common = 0;
  while (common < word.length && common < token.length && word[common] === token[common]) common++;
  return common >= 4 && common >= Math.min(word.length, token.length) - 2;
}
