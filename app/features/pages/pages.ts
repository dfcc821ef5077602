/** The content pages, one Markdown file each in {CONTENT_DIR}/pages. */
export const PAGE_NAMES = [
  "about",
  "disclaimer",
  "privacy-policy",
  "terms-and-conditions",
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/**
 * What a page's text may name by placeholder, filled in when it is rendered, so a rebrand in
 * site.config.ts reaches the pages too: "{{brand}}", "{{author}}", "{{authorFirstName}}".
 */
export type PageNames = { brand: string; author: string };

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

function placeholderValues({ brand, author }: PageNames): Record<string, string> {
  return { brand, author, authorFirstName: author.trim().split(/\s+/)[0] ?? author };
}

/** The page's text with its placeholders filled in (an unknown one is left as written; the content check names it). */
export function fillPlaceholders(markdown: string, names: PageNames): string {
  const values = placeholderValues(names);
  return markdown.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
}

/** The placeholders of a text that name nothing ("{{brnad}}"). */
export function unknownPlaceholders(markdown: string): string[] {
  const known = placeholderValues({ brand: "", author: "" });
  return [...markdown.matchAll(PLACEHOLDER)].flatMap(([whole, key]) =>
    key! in known ? [] : [whole],
  );
}

/** The About page's portrait: an image of content the page itself names. */
export const ABOUT_PORTRAIT = "about/portrait";
