/**
 * What a result shows of its text: a stretch of at most `length` characters around the first
 * word of the question found in it (the start of the text when none is), split into plain and
 * marked parts. Never HTML: the parts are rendered as text, whatever the page or question holds.
 */
import {termPositions} from './positions';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** Where `marks` occur in `text` (case-insensitive), as [start, end) ranges, merged and sorted. */
function markRanges(text: string, marks: readonly string[]): [number, number][] {
  const merged: [number, number][] = [];
  const tokens = marks.map((mark) => mark.toLowerCase()).filter(Boolean);
  for (const [start, length] of termPositions(text, tokens).slice(0, 200)) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], start + length);
    else merged.push([start, start + length]);
  }
  return merged;
}

/** `text` split into parts, the `marks` marked. */
function markedParts(text: string, marks: readonly string[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of markRanges(text, marks)) {
    if (start > at) parts.push({text: text.slice(at, start), marked: false});
    parts.push({text: text.slice(start, end), marked: true});
    at = end;
  }
  if (at < text.length) parts.push({text: text.slice(at), marked: false});
  return parts;
}

/** At most `length` characters of `text` around the first mark, with "…" where it is cut. */
export function snippet(text: string, marks: readonly string[], length: number): SnippetPart[] {
  const first = markRanges(text, marks)[0];
  let start = 0;
  if (first && first[1] > length)
    start = Math.max(0, Math.min(first[0] - Math.floor(length / 4), text.length - length));
  const cut = text.slice(start, start + length);
  const parts = markedParts(cut, marks);
  if (start > 0) parts.unshift({text: '…', marked: false});
  if (start + length < text.length) parts.push({text: '…', marked: false});
  return parts;
}
