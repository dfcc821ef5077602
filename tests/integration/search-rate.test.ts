// The search's per-client rate through the production server (build/): each client (an IPv4
// address, an IPv6 /64, behind a trusted proxy here) may have SEARCH_RATE_LIMIT_PER_MINUTE
// searches rendered a minute; past it, 429 with Retry-After and the search page saying so, the
// same page for every such request. Searches the page cache holds, and every other page, are
// answered whatever the count, and other clients are not affected.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startProductionServer, type RunningServer } from "../helpers/server";

const RATE = 3;
let dir = "";
let server: RunningServer;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-search-rate-"));
  server = await startProductionServer({
    TRUST_PROXY: "1",
    SEARCH_RATE_LIMIT_PER_MINUTE: String(RATE),
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
  });
}, 30_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function search(target: string, client: string) {
  const response = await fetch(`${server.url}${target}`, {
    headers: { "X-Forwarded-For": client },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    cacheControl: response.headers.get("cache-control"),
    body: await response.text(),
  };
}

test("past its rate a client gets 429, Retry-After and the search page saying so; cached searches, other pages and other clients are served", async () => {
  const flooder = "2001:db8:7:7::1";
  for (let i = 0; i < RATE; i += 1)
    expect((await search(`/search?q=unique${i}`, flooder)).status).toBe(200);

  const refused = await search("/search?q=one+more", flooder);
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(refused.cacheControl).toBe("no-store");
  expect(refused.body).toContain("Too many searches from your network in the last minute");
  expect(refused.body).toContain('id="search-results"');
  expect(refused.body).not.toContain("one more");
  // Another address of the same /64 is the same client; every refusal is the same page (from memory, once it is kept).
  const again = await search("/search?q=yet+another", "2001:db8:7:7::abcd");
  expect(again.status).toBe(429);
  expect(Number(again.retryAfter)).toBeGreaterThan(0);
  expect(again.cacheControl).toBe("no-store");
  expect(again.body).toBe(refused.body);

  // A search already in the page cache, and any other page, are answered whatever the count.
  expect((await search("/search?q=unique0", flooder)).status).toBe(200);
  expect((await search("/blogs", flooder)).status).toBe(200);
  // Another client searches as usual.
  const other = await search("/search?q=one+more", "2001:db8:8:8::1");
  expect(other.status).toBe(200);
  expect(other.body).toContain("one more");

  const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
    searchLimiter: { entries: number; bytes: number; maxBytes: number };
  };
  expect(health.searchLimiter.entries).toBe(2);
  expect(health.searchLimiter.bytes).toBeLessThanOrEqual(health.searchLimiter.maxBytes);
});
