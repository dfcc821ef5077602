import { fold, termOf } from "./text";

/** A piece of a title or snippet: `mark` when it is a word the search matched. */
export type Segment = { text: string; mark?: true };

/** A word as written: invisible format characters inside it (a soft hyphen) are part of it, and fold away. */
const WORD = /[\p{L}\p{N}\p{Cf}]+/gu;

type Match = { start: number; end: number };

/** Where the words whose index terms were matched sit in `text`. */
function matchesIn(text: string, terms: ReadonlySet<string>): Match[] {
  const found: Match[] = [];
  for (const word of text.matchAll(WORD)) {
    const term = termOf(fold(word[0]));
    if (term && terms.has(term))
      found.push({ start: word.index, end: word.index + word[0].length });
  }
  return found;
}

function segments(text: string, matches: readonly Match[], from: number, to: number): Segment[] {
  const out: Segment[] = [];
  let at = from;
  for (const { start, end } of matches) {
    if (end <= from || start >= to) continue;
    if (start > at) out.push({ text: text.slice(at, start) });
    out.push({ text: text.slice(Math.max(start, from), Math.min(end, to)), mark: true });
    at = Math.min(end, to);
  }
  if (at < to) out.push({ text: text.slice(at, to) });
  return out;
}

/** A short text with its matched words marked. */
export function highlight(text: string, terms: ReadonlySet<string>): Segment[] {
  return segments(text, matchesIn(text, terms), 0, text.length);
}

/**
 * About `length` characters of a long text around the place where most matched words sit
 * together, cut at word boundaries, with "…" where it was cut and the words marked.
 */
export function snippet(text: string, terms: ReadonlySet<string>, length = 200): Segment[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const matches = matchesIn(flat, terms);
  let start = 0;
  if (matches.length > 0) {
    let best = -1;
    for (const [i, match] of matches.entries()) {
      const windowStart = Math.max(0, match.start - 40);
      let count = 0;
      for (let j = i; j < matches.length && matches[j]!.end <= windowStart + length; j += 1)
        count += 1;
      if (count > best) {
        best = count;
        start = windowStart;
      }
    }
  }
  // Back to the start of the word the window begins in.
  if (start > 0) start = flat.lastIndexOf(" ", start) + 1;
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const out = segments(flat, matches, start, end);
  if (start > 0) out.unshift({ text: "… " });
  if (end < flat.length) out.push({ text: " …" });
  return out;
}
