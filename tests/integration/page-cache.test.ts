// The page cache through the production server (build/): the same bytes for everyone, a CSP
// whose hashes are the page's inline scripts, ETag/304, precompressed variants, per-theme
// variants that never cross, and a bounded cache that junk cannot grow.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startProductionServer, type RunningServer } from "../helpers/server";

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-page-cache-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Answer = { status: number; headers: Headers; body: Buffer };
/** A GET that returns the bytes as sent (fetch() would decompress them). */
function get(
  server: RunningServer,
  target: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(
        `${server.url}${target}`,
        { headers: { "Accept-Encoding": "identity", ...headers } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers))
              if (typeof value === "string") answerHeaders.set(name, value);
            resolve({
              status: response.statusCode!,
              headers: answerHeaders,
              body: Buffer.concat(chunks),
            });
          });
        },
      )
      .on("error", reject);
  });
}
const pageCache = async (server: RunningServer) =>
  (
    (await (await fetch(`${server.url}/healthz`)).json()) as {
      pageCache: { entries: number; bytes: number; maxBytes: number };
    }
  ).pageCache;

describe("one server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      DATABASE_URL: `file:${path.join(dir, "one", "site.db")}`,
    });
  }, 30_000);
  afterAll(() => server?.stop());

  test("every page is the same bytes twice, with a nonce-free CSP whose hashes are exactly its inline scripts", async () => {
    for (const target of [
      "/",
      "/blogs",
      "/blogs?category=Gaming&sort=oldest",
      "/blogs/how-processors-work",
      "/services",
      "/shop",
      "/about",
      "/no-such-page",
      "/blogs/no-such-post",
    ]) {
      const first = await get(server, target);
      const second = await get(server, target);
      expect(second.body.equals(first.body), target).toBe(true);
      expect(second.headers.get("etag"), target).toBe(first.headers.get("etag"));
      expect(first.headers.get("cache-control"), target).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(first.headers.get("set-cookie"), target).toBeNull();
      const csp = first.headers.get("content-security-policy")!;
      expect(csp).not.toContain("nonce");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = first.body.toString("utf8");
      const inline = [
        ...html.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].map((match) => match[1]!);
      expect(inline.length, target).toBeGreaterThan(0);
      const allowed = [...csp.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]);
      for (const script of inline)
        expect(allowed).toContain(`sha256-${createHash("sha256").update(script).digest("base64")}`);
      expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    }
    expect((await get(server, "/no-such-page")).status).toBe(404);
  });

  test("made-up posts, teams, players and matches share their route's one page: many slugs, one render and one entry", async () => {
    // Each a route's unknown addresses (a season's matches share theirs; every year without a season, one).
    const kinds = [
      "/blogs/no-such-post-",
      "/gaming/ucc/teams/no-such-club-",
      "/gaming/csc/players/nobody-",
      "/gaming/ucc/matches/2025/match-99-",
      "/gaming/csc/matches/1999/final-",
    ];
    for (const kind of kinds) {
      const first = await get(server, `${kind}0`);
      expect(first.status, kind).toBe(404);
      const { entries } = await pageCache(server);
      for (let i = 1; i <= 20; i += 1) {
        const answer = await get(server, `${kind}${i}`);
        expect(answer.status, `${kind}${i}`).toBe(404);
        expect(answer.body.equals(first.body), `${kind}${i}: the same page`).toBe(true);
      }
      expect((await pageCache(server)).entries, kind).toBe(entries);
    }
    // A real team's page is its own.
    expect((await get(server, "/gaming/ucc/teams/dortmund")).status).toBe(200);
  });

  test("If-None-Match gives 304 with no body; brotli and gzip decompress to the same HTML", async () => {
    const identity = await get(server, "/blogs/how-processors-work");
    const br = await get(server, "/blogs/how-processors-work", { "Accept-Encoding": "br, gzip" });
    const gzip = await get(server, "/blogs/how-processors-work", { "Accept-Encoding": "gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(Number(br.headers.get("content-length"))).toBe(br.body.length);
    for (const answer of [identity, br, gzip]) {
      const revalidated = await get(server, "/blogs/how-processors-work", {
        "If-None-Match": answer.headers.get("etag")!,
        "Accept-Encoding": "br",
      });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.get("etag")).toBeTruthy();
    }
    const head = await fetch(`${server.url}/blogs/how-processors-work`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(head.headers.get("content-length")).toBe(String(identity.body.length));
  });

  test("Accept-Encoding: * covers only the codings not named; a 304 carries the ETag the client holds", async () => {
    const target = "/about";
    expect(
      (await get(server, target, { "Accept-Encoding": "br;q=0, *" })).headers.get(
        "content-encoding",
      ),
    ).toBe("gzip");
    expect(
      (await get(server, target, { "Accept-Encoding": "br;q=0, gzip;q=0, *" })).headers.get(
        "content-encoding",
      ),
    ).toBeNull();
    expect(
      (await get(server, target, { "Accept-Encoding": "gzip;q=0.4, br;q=0.2" })).headers.get(
        "content-encoding",
      ),
    ).toBe("gzip");
    const gzip = await get(server, target, { "Accept-Encoding": "gzip" });
    const tag = gzip.headers.get("etag")!;
    expect(tag).toMatch(/-gzip"$/);
    // The client now also accepts brotli, and asks whether its gzip copy is still good: it is, and the 304 says which copy.
    const revalidated = await get(server, target, {
      "Accept-Encoding": "br, gzip",
      "If-None-Match": tag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(tag);
  });

  test("a query is keyed canonically: ?q=a and ?page=1&q=a&junk=1 are one page", async () => {
    const plain = await get(server, "/blogs?q=game");
    const noisy = await get(server, "/blogs?page=1&junk=1&q=game&utm_source=x");
    expect(noisy.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(noisy.body.equals(plain.body)).toBe(true);
  });

  test("theme variants never cross, and per-visitor answers are never cached", async () => {
    for (let i = 0; i < 3; i += 1) {
      const dark = (await get(server, "/about", { Cookie: "theme=dark" })).body.toString();
      const light = (await get(server, "/about")).body.toString();
      expect(dark).toMatch(/<html[^>]*class="dark"/);
      expect(light).not.toMatch(/<html[^>]*class="dark"/);
    }
    // The API and the theme form answer per visitor: no shared caching, no ETag.
    const api = await fetch(`${server.url}/api/views/how-processors-work`);
    expect(api.headers.get("cache-control")).toBe("no-store");
    expect(api.headers.get("etag")).toBeNull();
    const theme = await fetch(`${server.url}/theme`, {
      method: "POST",
      body: "theme=dark",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(theme.headers.get("set-cookie")).toMatch(/^theme=dark/);
    expect(theme.headers.get("cache-control")).toBe("no-store");
  });
});

test("a small cache evicts and keeps answering right under 1,000 distinct pages; junk parameters add nothing", async () => {
  const server = await startProductionServer({
    PAGE_CACHE_MB: "1",
    DATABASE_URL: `file:${path.join(dir, "small", "site.db")}`,
  });
  try {
    // Four at a time, each checked: the page is the one asked for (its search box holds the query).
    let next = 0;
    const wrong: number[] = [];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let i = next++; i < 1_000; i = next++) {
          const answer = await get(server, `/blogs?q=zz${i}`);
          if (answer.status !== 200 || !answer.body.toString().includes(`value="zz${i}"`))
            wrong.push(i);
        }
      }),
    );
    expect(wrong).toEqual([]);
    const full = await pageCache(server);
    expect(full.bytes).toBeLessThanOrEqual(full.maxBytes);
    expect(full.entries).toBeLessThan(1_000);
    await get(server, "/shop");
    const before = await pageCache(server);
    for (let i = 0; i < 200; i += 1) await get(server, `/shop?junk=${i}&utm_campaign=${i}`);
    expect((await pageCache(server)).entries).toBe(before.entries);
  } finally {
    await server.stop();
  }
}, 300_000);
