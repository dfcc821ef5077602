import { expect, test } from "vitest";
import { escapeXml } from "./xml";

test("escapeXml escapes the five XML specials", () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;",
  );
  expect(escapeXml("&amp;")).toBe("&amp;amp;");
  expect(escapeXml("plain")).toBe("plain");
});
