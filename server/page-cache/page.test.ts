import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { chooseEncoding, createCachedPage, etagFor, matchesIfNoneMatch } from "./page";

test("a cached page holds gzip and brotli variants that decompress to the same bytes", async () => {
  const html = Buffer.from(`<!DOCTYPE html><p>${"héllo ".repeat(500)}</p>`);
  const page = await createCachedPage(200, [["Content-Type", "text/html"]], html, 60, 1_000);
  expect(gunzipSync(page.gzip).equals(html)).toBe(true);
  expect(brotliDecompressSync(page.br).equals(html)).toBe(true);
  expect(page.br.length).toBeLessThan(page.gzip.length);
  expect(page.expiresAt).toBe(61_000);
  expect(page.size).toBeGreaterThan(html.length);
  const again = await createCachedPage(200, [], Buffer.from(html), 60);
  expect(again.hash).toBe(page.hash);
});

test("encoding negotiation: br, then gzip, then none; q=0 refuses", () => {
  expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(chooseEncoding("gzip")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
  expect(chooseEncoding("br;q=0.0, gzip;q=0")).toBe("identity");
  expect(chooseEncoding("*")).toBe("br");
  expect(chooseEncoding(undefined)).toBe("identity");
  expect(chooseEncoding("identity")).toBe("identity");
});

test("ETags differ per encoding; If-None-Match accepts any of them, weak or strong, and *", async () => {
  const page = await createCachedPage(200, [], Buffer.from("x"), 60);
  const tags = (["identity", "gzip", "br"] as const).map((encoding) => etagFor(page, encoding));
  expect(new Set(tags).size).toBe(3);
  for (const tag of tags) {
    expect(matchesIfNoneMatch(tag, page)).toBe(true);
    expect(matchesIfNoneMatch(`W/${tag}`, page)).toBe(true);
  }
  expect(matchesIfNoneMatch(`"other", ${tags[1]}`, page)).toBe(true);
  expect(matchesIfNoneMatch("*", page)).toBe(true);
  expect(matchesIfNoneMatch('"other"', page)).toBe(false);
  expect(matchesIfNoneMatch(undefined, page)).toBe(false);
});
