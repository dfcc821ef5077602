import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { tempContent } from "../../../tests/helpers/content";
import { ContentError } from "~/features/content/problems";
import { createPageStore } from "./page-files.server";
import { PAGE_NAMES } from "./pages";
import { getPageHtml } from "./pages.server";

const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((folder) => folder.remove()));

function pages(names: readonly string[]) {
  const folder = tempContent({
    pages: Object.fromEntries(names.map((name) => [`${name}.md`, `# The ${name} page`])),
  });
  folders.push(folder);
  return folder.dir;
}

test("a page is read with the content and rendered on its first request, then kept", () => {
  const render = vi.fn((markdown: string) => `<h1>${markdown.slice(2)}</h1>`);
  const page = createPageStore(pages(PAGE_NAMES), render);
  expect(render).not.toHaveBeenCalled();
  expect(page("about")).toBe("<h1>The about page</h1>");
  expect(page("about")).toBe("<h1>The about page</h1>");
  expect(render).toHaveBeenCalledTimes(1);
});

test("a missing page is refused, naming the file; every missing one is named", () => {
  expect(() => createPageStore(pages(["about", "disclaimer", "privacy-policy"]))).toThrow(
    ContentError,
  );
  expect(() => createPageStore(pages(["about", "disclaimer", "privacy-policy"]))).toThrow(
    /pages\/terms-and-conditions\.md: missing/,
  );
  expect(() => createPageStore(pages(["about", "disclaimer"]))).toThrow(
    /privacy-policy\.md: missing.*\n.*terms-and-conditions\.md: missing/,
  );
});

test("the real pages render", () => {
  for (const name of PAGE_NAMES) expect(getPageHtml(name)).toMatch(/<(h\d|p)>/);
});

test("a page names the site and its author by placeholder, filled in at render; one that names nothing is refused", () => {
  const folder = tempContent({
    pages: Object.fromEntries(
      PAGE_NAMES.map((name) => [
        `${name}.md`,
        name === "about" ? "I'm {{authorFirstName}} ({{ author }}), behind {{brand}}." : "x",
      ]),
    ),
  });
  folders.push(folder);
  const page = createPageStore(folder.dir, (markdown) => markdown, {
    brand: "Quillfire",
    author: "Jo Bloggs",
  });
  expect(page("about")).toBe("I'm Jo (Jo Bloggs), behind Quillfire.");
  writeFileSync(path.join(folder.dir, "pages/disclaimer.md"), "By {{brnad}}.");
  expect(() => createPageStore(folder.dir)).toThrow(
    /pages\/disclaimer\.md: \{\{brnad\}\} names nothing/,
  );
});
