import { readFileSync } from "node:fs";
import path from "node:path";
import { contentDir, displayName, markdownFiles } from "~/features/blog/post-files.server";
import { ContentError } from "~/features/blog/frontmatter";
import { renderMarkdown } from "~/features/markdown/markdown.server";

export const PAGE_NAMES = ["about", "disclaimer", "privacy-policy", "terms-and-conditions"] as const;
export type PageName = (typeof PAGE_NAMES)[number];

/**
 * The content pages of `{root}/pages`: each file must be there when the server starts
 * (a missing one stops it, naming the file); its Markdown is rendered on first request, then kept.
 */
export function createPageStore(root: string, render: (markdown: string) => string = renderMarkdown) {
  const dir = path.resolve(root, "pages");
  const files = new Set(markdownFiles(dir));
  for (const name of PAGE_NAMES) {
    const file = path.join(dir, `${name}.md`);
    if (!files.has(file)) throw new ContentError(`${displayName(file)}: missing (the ${name} page's text)`);
  }
  const html = new Map<PageName, string>();
  return (name: PageName): string => {
    let page = html.get(name);
    if (page === undefined) html.set(name, (page = render(readFileSync(path.join(dir, `${name}.md`), "utf8"))));
    return page;
  };
}

// Checked when the server starts (this module loads with the server build), from CONTENT_DIR.
const pages = createPageStore(contentDir());

/** Rendered HTML of a content page ({CONTENT_DIR}/pages/{name}.md). */
export function getPageHtml(name: PageName): string {
  return pages(name);
}
