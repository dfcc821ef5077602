import { expect, test } from "vitest";
import { safeRedirectPath } from "./redirect";

const ORIGIN = "https://voltverse.example.com";

test("same-site paths are kept, with their query and hash", () => {
  expect(safeRedirectPath("/blogs?category=Gaming&page=2#top", ORIGIN)).toBe(
    "/blogs?category=Gaming&page=2#top",
  );
  expect(safeRedirectPath("/", ORIGIN)).toBe("/");
});

test("anything that would leave the site goes home", () => {
  for (const target of [
    "//evil.com",
    "/\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/\r\n/evil.com",
    "\\\\evil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "evil.com",
    " /x",
    "",
    null,
    undefined,
    42,
  ]) {
    expect(safeRedirectPath(target, ORIGIN), JSON.stringify(target)).toBe("/");
  }
});

test("line breaks and characters above U+00FF come back percent-encoded, never raw", () => {
  const inside = safeRedirectPath("/a\u0100b?q=\u00e9", ORIGIN);
  expect(inside).toBe("/a%C4%80b?q=%C3%A9");
  expect(safeRedirectPath("/\nPOST /api/views/fake 200 1.0ms", ORIGIN)).toBe(
    "/POST%20/api/views/fake%20200%201.0ms",
  );
  for (const value of [inside, safeRedirectPath("/x\ry", ORIGIN)])
    expect(value).toMatch(/^[\x21-\x7e]+$/);
});
