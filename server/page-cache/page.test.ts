import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { chooseEncoding, createCachedPage, etagFor, matchedEncoding } from "./page";

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

test("encoding negotiation: * covers only the codings not named, and weights are compared", () => {
  expect(chooseEncoding("br;q=0, *")).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0, *")).toBe("identity");
  expect(chooseEncoding("gzip;q=0, *;q=0.5")).toBe("br");
  expect(chooseEncoding("*;q=0")).toBe("identity");
  expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
  expect(chooseEncoding("gzip;q=0.5, br;q=0.5")).toBe("br");
  expect(chooseEncoding("x-gzip")).toBe("gzip");
  expect(chooseEncoding("GZIP ; Q=0.8")).toBe("gzip");
  expect(chooseEncoding("br;q=junk")).toBe("br");
});

test("ETags differ per encoding; If-None-Match names the one the client holds, weak or strong; * means the one it would get", async () => {
  const page = await createCachedPage(200, [], Buffer.from("x"), 60);
  const encodings = ["identity", "gzip", "br"] as const;
  const tags = encodings.map((encoding) => etagFor(page, encoding));
  expect(new Set(tags).size).toBe(3);
  encodings.forEach((encoding, index) => {
    // Whatever the client would be sent now, the 304 confirms the copy it has.
    expect(matchedEncoding(tags[index], page, "br")).toBe(encoding);
    expect(matchedEncoding(`W/${tags[index]}`, page, "identity")).toBe(encoding);
  });
  expect(matchedEncoding(`"other", ${tags[1]}`, page, "br")).toBe("gzip");
  expect(matchedEncoding("*", page, "br")).toBe("br");
  expect(matchedEncoding('"other"', page, "br")).toBeUndefined();
  expect(matchedEncoding(undefined, page, "br")).toBeUndefined();
});
