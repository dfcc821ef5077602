import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { isLocal, parseReferences, scanReferences, type BodyReference } from "./references.server";

const BODY = [
  "Intro with [a post](/blogs/a-post) and [outside](https://example.com/x), [mail](mailto:a@b.c) and [a place](#here).", // 1
  '![A figure [with brackets]](/images/figures/a.svg "Its caption")', // 2
  "", // 3
  "![A clip](</media/with space.mp4>)", // 4
  "", // 5
  "```md", // 6
  "![Only a sample](/images/figures/sample.png)", // 7
  "```", // 8
  "", // 9
  'Inline `[code](/not-a-link)` and <img src="/images/figures/b.png" alt="b"> and <a href="/about">about</a>.', // 10
  "", // 11
  "[A reference][ref], ![an image reference][pic] and [a link with (parens)](/blogs/x_(y)).", // 12
  "", // 13
  "[ref]: /blogs/referenced", // 14
  "[pic]: /images/figures/c.png", // 15
].join("\n");

const key = ({ url, line, shown }: BodyReference) => `${line} ${shown ? "shown" : "link"} ${url}`;

test("parseReferences finds each local image, video and link as the renderer reads them, with its line; code and other sites are not references", () => {
  expect(parseReferences(BODY).map(key)).toEqual([
    "1 link /blogs/a-post",
    "2 shown /images/figures/a.svg",
    "4 shown /media/with space.mp4",
    "10 shown /images/figures/b.png",
    "10 link /about",
    "12 link /blogs/x_(y)",
    "14 link /blogs/referenced",
    "15 shown /images/figures/c.png",
  ]);
});

test("scanReferences finds at least as much (each address parseReferences finds, shown where it is shown), and tells images that it can", () => {
  const scanned = scanReferences(BODY);
  for (const reference of parseReferences(BODY)) {
    const found = scanned.find(
      (candidate) =>
        reference.url.startsWith(candidate.url) && (candidate.shown || !reference.shown),
    );
    expect(found, key(reference)).toBeDefined();
  }
  expect(scanned).toContainEqual({ url: "/images/figures/sample.png", shown: true });
  expect(scanned).toContainEqual({ url: "/blogs/a-post", shown: false });
});

test("every real post: the scan finds every reference the parser does", () => {
  for (const name of readdirSync("content/blog")) {
    const body = readFileSync(`content/blog/${name}`, "utf8").split(/\n---\n/)[1]!;
    const scanned = scanReferences(body);
    for (const reference of parseReferences(body))
      expect(scanned, `${name}: ${key(reference)}`).toContainEqual({
        url: reference.url,
        shown: reference.shown,
      });
  }
});

test("the scan never misses a link or image the parser finds, whatever text surrounds it", () => {
  const words = fc.stringMatching(/^[a-z [\]()!*_`\n-]{0,20}$/);
  const url = fc.stringMatching(/^\/[a-z0-9/_-]{1,12}$/);
  fc.assert(
    fc.property(words, fc.boolean(), words, url, words, (before, image, text, address, after) => {
      const body = `${before}${image ? "!" : ""}[${text.replaceAll(/[[\]]/g, "")}](${address})${after}`;
      const scanned = scanReferences(body);
      // Where parentheses nest twice the scan's address stops short: a shorter one, checked all the same.
      for (const { url, shown } of parseReferences(body))
        expect(scanned.some((found) => url.startsWith(found.url) && (found.shown || !shown))).toBe(
          true,
        );
    }),
  );
});

test("local addresses are the site's own paths, not other schemes, hosts or places on the page", () => {
  expect(["/a", "a/b", "../x", "x.png?w=1"].every(isLocal)).toBe(true);
  expect(
    [
      "",
      "#top",
      "//cdn.example.com/x",
      "https://a.b",
      "mailto:a@b.c",
      "tel:1",
      "javascript:x",
    ].some(isLocal),
  ).toBe(false);
});
