// Every page the sitemap lists, and every choice of the tournament pages (each year and group of
// the standings, whose form chips link to matches), rendered as the server renders them, passes
// the content-model check (tests/helpers/html-model.ts): no list inside a span, no link inside a
// link, nothing the browser's parser has to re-nest, no aria-label without a role, no repeated id.
import { beforeAll, expect, test } from "vitest";
import { appRenderer } from "../helpers/render-app";
import { contentModelProblems } from "../helpers/html-model";

const ORIGIN = "http://localhost";
let app: Awaited<ReturnType<typeof appRenderer>>;
beforeAll(async () => {
  app = await appRenderer(ORIGIN);
}, 60_000);

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

/** A page's own links to choices of a tournament page (?year=…, &group=…), as a reader would follow them. */
function choiceLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/gaming\/[a-z]+\/[a-z]+\?[^"#]+)/g)].map(([, href]) =>
    href!.replaceAll("&amp;", "&"),
  );
}

test("every page of the sitemap and every choice of the tournament pages is conforming HTML in these respects", async () => {
  const sitemap = await (await app.render("/sitemap.xml")).text();
  const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  const seen = new Set(queue);
  const problems: string[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    const path = queue[index]!;
    const response = await app.render(path);
    expect(response.status, path).toBe(200);
    const html = await response.text();
    problems.push(...contentModelProblems(html).map((problem) => `${path}: ${problem}`));
    for (const link of choiceLinks(html)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  // The crawl covered the team, player and match pages and the standings' choices.
  for (const part of ["/teams/", "/players/", "/matches/", "/standings?year="])
    expect(
      queue.some((path) => path.includes(part)),
      part,
    ).toBe(true);
  expect(problems).toEqual([]);
}, 300_000);
