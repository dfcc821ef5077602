import { slugify } from "~/features/blog/slug";

/** A section of a rendered text: its heading's id (the anchor), its words and its level. */
export type OutlineEntry = { id: string; text: string; level: 2 | 3 };

/** A post shows its contents from this many sections (level-2 headings) on. */
const CONTENTS_MIN_SECTIONS = 3;

/** The id a heading gets when its text has no letter or digit to make a slug from ("🚀 ✨"). */
const NO_WORDS = "section";

/**
 * Ids the page around a post uses itself (the shell, the contents list, the cards beside and
 * after the article): a heading never takes one, so its link cannot lead elsewhere. A browser test
 * (tests/e2e/reading.spec.ts) holds this list to the ids a post page really has.
 */
export const PAGE_IDS: readonly string[] = [
  "main",
  "mobile-menu",
  "site-search",
  "site-search-q",
  "language-picker",
  "language-picker-slot",
  "google_translate_element",
  "series-heading",
  "contents-side-heading",
  "share-heading",
  "recent-heading",
  "subscribe-heading",
  "related-heading",
  // The newsletter's sign-up at the post's end and in the footer (components/newsletter).
  "newsletter-heading-post",
  "newsletter-post",
  "newsletter-footer",
];

/**
 * Gives each heading of one text a stable, unique id: the slug of its words, the same every time
 * the text is rendered; a second heading with the same words gets "-2", a third "-3" (the ids the
 * page already uses count as taken).
 */
export function headingSlugger(taken: Iterable<string> = PAGE_IDS) {
  const used = new Set(taken);
  return (text: string): string => {
    const base = slugify(text) || NO_WORDS;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}

/** The outline's sections with their subsections (a level-3 heading before any level 2 stands alone). */
export function nestOutline(
  outline: readonly OutlineEntry[],
): { entry: OutlineEntry; children: OutlineEntry[] }[] {
  const nested: { entry: OutlineEntry; children: OutlineEntry[] }[] = [];
  for (const entry of outline) {
    const parent = nested.at(-1);
    if (entry.level === 3 && parent?.entry.level === 2) parent.children.push(entry);
    else nested.push({ entry, children: [] });
  }
  return nested;
}

/** Whether a post's outline is long enough for a contents list. */
export function showsContents(outline: readonly OutlineEntry[]): boolean {
  return outline.filter((entry) => entry.level === 2).length >= CONTENTS_MIN_SECTIONS;
}
