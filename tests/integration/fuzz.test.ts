// Generated hostile traffic against the production server (build/): 1,000 requests from a fixed
// seed and 300 from a random one (printed on failure), over every route and method, with odd
// paths, queries, headers, cookies and bodies. Not one may get a 5xx, leak a stack trace or
// reset the connection, and the server must be healthy afterwards.
import fc from "fast-check";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rawRequest } from "../helpers/raw-http";
import { startProductionServer, type RunningServer } from "../helpers/server";

const ROUTES = [
  "/",
  "/blogs",
  "/blogs/how-processors-work",
  "/blogs/no-such-post",
  "/services",
  "/shop",
  "/about",
  "/contact",
  "/disclaimer",
  "/privacy-policy",
  "/terms-and-conditions",
  "/gaming",
  "/gaming/ucc",
  "/gaming/ucc/standings",
  "/gaming/ucc/qualifiers",
  "/gaming/csc/stats",
  "/tv",
  "/theme",
  "/api/views",
  "/api/views/how-processors-work",
  "/api/views/no-such-post",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/healthz",
  "/favicon.ico",
  "/assets/x.js",
  "/images/blog/x.webp",
];
const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"];
/** Mostly GET and POST (what the routes take), every other method now and then, a malformed one rarely. */
const methodArb = fc.oneof(
  { arbitrary: fc.constantFrom("GET", "POST"), weight: 10 },
  { arbitrary: fc.constantFrom(...METHODS), weight: 8 },
  { arbitrary: fc.constantFrom("get", "G@T"), weight: 1 },
);
const QUERY_KEYS = ["q", "category", "sort", "year", "month", "page", "group", "metric", "view", "slugs", "redirectTo", "theme", "x", "__proto__", "a[]"];

/** Percent-encodes text, then sometimes leaves a byte raw or breaks an escape. */
const encodedText = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map((text) => encodeURIComponent(text).replace(/%2F/g, "/")),
  fc.constantFrom("%00", "%", "%E0%A4%A", "%zz", "%C0%AF", "..%2F..%2Fetc%2Fpasswd", "%2e%2e/%2e%2e/etc/passwd", "../../etc/passwd", "%ff%fe", "~", "."),
  fc.integer({ min: 1_000, max: 8_000 }).map((n) => "s".repeat(n)),
);
// Raw (unencoded) non-ASCII, now and then: the HTTP parser itself refuses it.
const pathSegment = fc.oneof(
  { arbitrary: encodedText, weight: 12 },
  { arbitrary: fc.string({ unit: "grapheme-composite", minLength: 1, maxLength: 5 }), weight: 1 },
);

const pathArb = fc
  .tuple(fc.constantFrom(...ROUTES), fc.option(pathSegment, { nil: undefined, freq: 2 }), fc.boolean())
  .map(([route, extra, slash]) => `${route}${extra === undefined ? "" : `${route.endsWith("/") ? "" : "/"}${extra}`}${slash ? "/" : ""}`);

const queryArb = fc
  .array(
    fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(encodedText, fc.constantFrom("Gaming", "oldest", "popular", "2025", "13", "-1", "1e9", "NaN", ""))),
    { maxLength: 8 },
  )
  .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([key, value]) => `${encodeURIComponent(key)}=${value}`).join("&")}`));

const cookieArb = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "theme=dark",
      "theme=%",
      "theme=<script>",
      "vv_viewed=%",
      "vv_viewed=how-processors-work.99999999999999999999",
      "vv_seen=1; vv_seen=0",
      `vv_viewed=${"a.1|".repeat(2_000)}`,
    ),
    weight: 4,
  },
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 200 }).map((text) => text.replace(/[\u0000-\u001f\u007f]/g, "")), weight: 3 },
  { arbitrary: fc.string({ unit: "binary-ascii", maxLength: 50 }).map((text) => text.replace(/[\r\n]/g, "")), weight: 1 },
);

const headersArb = fc.record(
  {
    "Content-Type": fc.constantFrom(
      "application/x-www-form-urlencoded",
      "application/json",
      "multipart/form-data; boundary=x",
      "text/plain",
      "",
      "application/x-www-form-urlencoded; charset=utf-16",
    ),
    "User-Agent": fc.constantFrom("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0", "", "curl/8", "Googlebot/2.1"),
    Origin: fc.constantFrom("https://evil.example", "null", "http://127.0.0.1"),
    "Sec-Fetch-Site": fc.constantFrom("cross-site", "same-origin", "none", "garbage"),
    "X-Forwarded-For": fc.constantFrom("1.2.3.4", "not-an-ip", "::1, 10.0.0.1", ""),
    Accept: fc.constantFrom("text/html", "application/json", "*/*", ""),
    Range: fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=9999999-", "lines=1"),
    "If-None-Match": fc.constantFrom('"x"', "*", 'W/""'),
  },
  { requiredKeys: [] },
);

const bodyArb = fc.oneof(
  fc.constant(""),
  fc.constantFrom("theme=dark", "theme=dark&redirectTo=%2F%09%2Fevil.com", '{"theme":"dark"}', "theme=dark&redirectTo=/%0D%0ASet-Cookie:x=1"),
  fc.string({ unit: "binary", maxLength: 4_000 }),
  fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
);

// Mostly a plain Host, so most requests reach the routes; sometimes an odd or invalid one.
const hostArb = fc.oneof(
  { arbitrary: fc.constant("127.0.0.1"), weight: 8 },
  { arbitrary: fc.constantFrom("voltverse.example.com:443", "[::1]:80", "a b", "évil", "x".repeat(300), ""), weight: 2 },
);

const requestArb = fc.record({
  method: methodArb,
  path: pathArb,
  query: queryArb,
  host: hostArb,
  headers: headersArb,
  cookie: cookieArb,
  body: bodyArb,
});
type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

/** The request as raw bytes, its Content-Length always right. */
function serialise({ method, path: target, query, host, headers, cookie, body }: FuzzRequest): Buffer {
  const payload = Buffer.from(body, "latin1");
  const lines = [`${method} ${target}${query} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (cookie !== undefined) lines.push(`Cookie: ${cookie}`);
  if (payload.length > 0 || method === "POST") lines.push(`Content-Length: ${payload.length}`);
  lines.push("Connection: close");
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "utf8"), payload]);
}

const STACK = /\bat .+\.(?:js|ts|tsx):\d+/;
let server: RunningServer;
let dir = "";
const statuses = new Map<number, number>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-fuzz-"));
  server = await startProductionServer({ LOG_REQUESTS: "true", DATABASE_URL: `file:${path.join(dir, "site.db")}`, VIEW_RATE_LIMIT_PER_MINUTE: "100000" });
}, 30_000);
afterAll(async () => {
  // FUZZ_DEBUG=1 prints the server's log (the parser's refusals are logged as "(unparsable request)").
  if (process.env.FUZZ_DEBUG) console.log(server.output());
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  console.log(`fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests; status counts ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
});

async function check(request: FuzzRequest) {
  const response = await rawRequest(server.url, serialise(request));
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500) throw new Error(`${response.status} for ${request.method} ${request.path}${request.query}`);
  if (STACK.test(response.body)) throw new Error(`stack trace in the answer to ${request.method} ${request.path}`);
}

test("1,000 generated requests from a fixed seed: no 5xx, no stack trace, no reset", async () => {
  await fc.assert(fc.asyncProperty(requestArb, check), { seed: 20261126, numRuns: 1_000 });
  expect(server.output()).not.toMatch(STACK);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 300_000);

test("300 more from a random seed (the seed is printed on failure)", async () => {
  const seed = Date.now() ^ (Math.random() * 2 ** 31);
  try {
    await fc.assert(fc.asyncProperty(requestArb, check), { seed, numRuns: 300 });
  } catch (error) {
    throw new Error(`fuzz failed with random seed ${seed}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  expect(server.output()).not.toMatch(STACK);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 300_000);
