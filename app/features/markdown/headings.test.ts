import { expect, test } from "vitest";
import {
  headingSlugger,
  nestOutline,
  PAGE_IDS,
  showsContents,
  type OutlineEntry,
} from "./headings";

test("a heading's id is the slug of its words, the same on every render", () => {
  const first = headingSlugger();
  const again = headingSlugger();
  for (const slug of [first, again]) {
    expect(slug("Why Speed Is More Than a Number")).toBe("why-speed-is-more-than-a-number");
    expect(slug("Cache-Control in Five Directives")).toBe("cache-control-in-five-directives");
    expect(slug("Café & Crème: Ünïcode")).toBe("cafe-creme-unicode");
  }
});

test("the same words twice give -2, then -3; a heading that is already a -2 slug moves on", () => {
  const slug = headingSlugger([]);
  expect(slug("Setup")).toBe("setup");
  expect(slug("Setup")).toBe("setup-2");
  expect(slug("Setup 2")).toBe("setup-2-2");
  expect(slug("setup")).toBe("setup-3");
});

test("a heading without letters or digits is a 'section'; the page's own ids are never taken", () => {
  const slug = headingSlugger();
  expect(slug("🚀 ✨")).toBe("section");
  expect(slug("!!!")).toBe("section-2");
  expect(PAGE_IDS).toContain("main");
  expect(slug("Main")).toBe("main-2");
  expect(slug("Related heading")).toBe("related-heading-2");
});

const entry = (id: string, level: 2 | 3): OutlineEntry => ({ id, text: id, level });

test("the outline nests each level 3 under the level 2 before it", () => {
  expect(
    nestOutline([entry("intro", 3), entry("a", 2), entry("a1", 3), entry("a2", 3), entry("b", 2)]),
  ).toEqual([
    { entry: entry("intro", 3), children: [] },
    { entry: entry("a", 2), children: [entry("a1", 3), entry("a2", 3)] },
    { entry: entry("b", 2), children: [] },
  ]);
});

test("a contents list from three sections: level-2 headings count, subsections do not", () => {
  expect(showsContents([entry("a", 2), entry("b", 2)])).toBe(false);
  expect(showsContents([entry("a", 2), entry("a1", 3), entry("a2", 3), entry("b", 2)])).toBe(false);
  expect(showsContents([entry("a", 2), entry("b", 2), entry("c", 2)])).toBe(true);
});
