import { createMarkdownRenderer, siteFiles } from "~/features/markdown/markdown.server";
import { contentReader, type ContentReader } from "~/features/content/reader.server";
import { collect, ContentError, type ContentProblem } from "~/features/content/problems";
import {
  fillPlaceholders,
  PAGE_NAMES,
  unknownPlaceholders,
  type PageName,
  type PageNames,
} from "./pages";
import { siteConfig } from "~/site.config";

/**
 * The content pages of `{content}/pages`, for one content snapshot: each file is read now (all
 * four must be there, a missing one is named, and so is a placeholder that names nothing) and its
 * Markdown rendered on first request, with the site's names filled in, then kept; `.markdown(name)`
 * is the filled-in Markdown itself.
 */
export function createPageStore(
  content: string | ContentReader,
  render?: (markdown: string) => string,
  names: PageNames = { brand: siteConfig.brand, author: siteConfig.authorName },
) {
  const reader = typeof content === "string" ? contentReader(content) : content;
  const toHtml = render ?? createMarkdownRenderer(siteFiles(reader.root));
  const problems: ContentProblem[] = [];
  const markdown = new Map<PageName, string>();
  for (const name of PAGE_NAMES) {
    const text = collect(problems, () =>
      reader.text(`pages/${name}.md`, `missing (the ${name} page's text)`),
    );
    if (text === undefined) continue;
    for (const placeholder of unknownPlaceholders(text)) {
      problems.push({
        file: reader.display(`pages/${name}.md`),
        message: `${placeholder} names nothing: the placeholders are {{brand}}, {{author}} and {{authorFirstName}}`,
      });
    }
    markdown.set(name, text);
  }
  if (problems.length > 0) throw new ContentError(problems);
  /** The page's Markdown with the site's names filled in (what site search reads). */
  const filled = (name: PageName): string => fillPlaceholders(markdown.get(name)!, names);
  const html = new Map<PageName, string>();
  const rendered = (name: PageName): string => {
    let page = html.get(name);
    if (page === undefined) html.set(name, (page = toHtml(filled(name))));
    return page;
  };
  return Object.assign(rendered, { markdown: filled });
}

type PageStore = ReturnType<typeof createPageStore>;

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    /** About and the legal texts. */
    readonly pages: PageStore;
  }
}
