import { renderMarkdown } from "~/features/markdown/markdown.server";

// Bundled into the server build: read and rendered once when the server starts.
const sources = import.meta.glob<string>("../../../content/pages/*.md", { query: "?raw", import: "default", eager: true });

const pages = new Map(Object.entries(sources).map(([file, markdown]) => [file.split("/").pop()!.replace(/\.md$/, ""), renderMarkdown(markdown)]));

/** Rendered HTML of a content page (content/pages/{name}.md). */
export function getPageHtml(name: "about" | "disclaimer" | "privacy-policy" | "terms-and-conditions"): string {
  const html = pages.get(name);
  if (html === undefined) throw new Error(`Missing content/pages/${name}.md`);
  return html;
}
