import { renderMarkdown } from "~/features/markdown/markdown.server";
import { contentReader, type ContentReader } from "../content/reader.server";
import { collect, ContentError, type ContentProblem } from "../content/problems";
import { PAGE_NAMES, type PageName } from "./pages";

/**
 * The content pages of `{content}/pages`, for one content snapshot: each file is read now (all
 * four must be there, a missing one is named) and its Markdown rendered on first request, then kept.
 */
export function createPageStore(content: string | ContentReader, render: (markdown: string) => string = renderMarkdown) {
  const reader = typeof content === "string" ? contentReader(content) : content;
  const problems: ContentProblem[] = [];
  const markdown = new Map<PageName, string>();
  for (const name of PAGE_NAMES) {
    const text = collect(problems, () => reader.text(`pages/${name}.md`, `missing (the ${name} page's text)`));
    if (text !== undefined) markdown.set(name, text);
  }
  if (problems.length > 0) throw new ContentError(problems);
  const html = new Map<PageName, string>();
  return (name: PageName): string => {
    let page = html.get(name);
    if (page === undefined) html.set(name, (page = render(markdown.get(name)!)));
    return page;
  };
}

export type PageStore = ReturnType<typeof createPageStore>;

// The part of the content snapshot this reader reads (the loader fills it).
declare module "../content/current.server" {
  interface ContentSnapshot {
    /** About and the legal texts. */
    readonly pages: PageStore;
  }
}
