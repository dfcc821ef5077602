// The content-model check (html-model.ts) finds what a validator reports and a browser forgives.
// The browser crawl (tests/e2e/crawl.spec.ts) runs it on every page of the site.
import { expect, test } from "vitest";
import { contentModelProblems } from "./html-model";

test("the checker finds what a validator reports: a list in a span, a link in a link, a block the parser re-nests, a name without a role", () => {
  const page = (body: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(contentModelProblems(page("<div><span><ol><li>W</li></ol></span></div>"))).toEqual([
    "<ol> at line 1 inside <span> at line 1, which may hold phrasing content only",
  ]);
  expect(contentModelProblems(page('<span><a href="/x"><div>x</div></a></span>'))).toEqual([
    "<div> at line 1 inside <span> at line 1, which may hold phrasing content only",
  ]);
  expect(contentModelProblems(page('<a href="/a">one <a href="/b">two</a></a>'))).toEqual([
    "<a> at line 1 was closed by the parser before its own end tag: what follows it does not belong inside it",
  ]);
  expect(contentModelProblems(page('<button><a href="/b">two</a></button>'))).toEqual([
    "<a> at line 1 inside <button> at line 1: interactive content may not nest",
  ]);
  expect(contentModelProblems(page("<p>one<div>two</div></p>"))).toEqual([
    "<p> at line 1 was closed by the parser before its own end tag: what follows it does not belong inside it",
    "<p> made by the parser, not written (a stray end tag or a misnested element)",
  ]);
  expect(
    contentModelProblems(page('<span aria-label="x">x</span><p id="a"></p><p id="a"></p>')),
  ).toEqual([
    "<span> at line 1 has aria-label but no role that takes a name",
    '<p> at line 1 repeats id="a" (first at line 1)',
  ]);
  expect(
    contentModelProblems(
      page(
        '<ol aria-label="Form"><li><a href="/m" title="Won"><span aria-hidden="true">W</span></a></li></ol>',
      ),
    ),
  ).toEqual([]);
});
