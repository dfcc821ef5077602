import { currentContent } from "~/features/content/current.server";
import type { PageName } from "./pages";

/** Rendered HTML of a content page ({CONTENT_DIR}/pages/{name}.md) of the current content snapshot. */
export function getPageHtml(name: PageName): string {
  return currentContent().pages(name);
}
