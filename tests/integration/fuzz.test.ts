// Generated hostile traffic against the production server (build/): 2,000 raw requests, 1,600 from
// a fixed seed and 400 from a random one (printed on failure), over every route of app/routes.ts
// and the server's own (/theme, the views and TV APIs, /healthz, assets, images), every method,
// with odd paths (Unicode, %00, bad escapes, traversal, 8 KB segments), duplicated and huge
// query parameters, odd and oversized headers and cookies, and random bodies and content types.
// Not one may get a 5xx, reset the connection, leak a stack trace, or reflect the marker
// `<zq"'>` unescaped into HTML; the log has no stack for them, and /healthz answers afterwards.
import fc from "fast-check";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import {
  TOURNAMENT_PAGES,
  TOURNAMENTS,
  tournamentPath,
} from "~/features/tournaments/model/tournaments";
import { junkRequest, pathVariant } from "../helpers/junk";
import { decodedBody, rawRequest, type RawResponse } from "../helpers/raw-http";
import { startProductionServer, type RunningServer } from "../helpers/server";
import { contentImageUrl } from "../helpers/images";

const CHANNELS = currentContent().tv.channels.map((channel) => channel.name);

const POST_SLUGS = readdirSync("content/blog")
  .filter((name) => name.endsWith(".md"))
  .map((name) => name.slice(0, -3));

/** Injected into paths, queries, headers and cookies: it must never come back raw in HTML. */
const MARKER = `<zq"'>`;
const MARKER_ENCODED = encodeURIComponent(MARKER).replace(/'/g, "%27");

const ROUTES = [
  // app/routes.ts
  "/",
  "/blogs",
  "/blogs/how-processors-work",
  "/blogs/no-such-post",
  "/services",
  "/shop",
  "/gaming",
  "/about",
  "/contact",
  "/tv",
  "/disclaimer",
  "/privacy-policy",
  "/terms-and-conditions",
  ...TOURNAMENTS.flatMap(({ id }) => TOURNAMENT_PAGES.map(({ page }) => tournamentPath(id, page))),
  "/gaming/xyz/standings",
  "/rss.xml",
  "/sitemap.xml",
  "/robots.txt",
  "/no-such-page",
  // the server's own
  "/theme",
  "/api/views",
  "/api/views/how-processors-work",
  "/api/views/no-such-post",
  ...CHANNELS.map((channel) => `/api/tv/${channel}`),
  "/api/tv/gta",
  "/api/tv/NOPE",
  "/api/tv",
  "/healthz",
  "/favicon.ico",
  "/assets/x.js",
  contentImageUrl("blog/ai-in-video-games", 400),
  "/images/figures/cpu-pipeline.svg",
  "/images/blog/x.webp",
];
/** Every method Node's parser knows, plus ones it does not. */
const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "CONNECT",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "SEARCH",
  "PURGE",
  "QUERY",
];
/** Mostly GET and POST (what the routes take), every other method now and then, a malformed one rarely. */
const methodArb = fc.oneof(
  { arbitrary: fc.constant("GET"), weight: 12 },
  { arbitrary: fc.constant("POST"), weight: 5 },
  { arbitrary: fc.constantFrom(...METHODS), weight: 3 },
  { arbitrary: fc.constantFrom("get", "G@T", "BREW", "GET\tX"), weight: 1 },
);

/** The parameters each page reads (canonical-url.server.ts and the loaders), with valid and invalid values. */
const QUERY_KEYS = [
  "q",
  "category",
  "sort",
  "year",
  "month",
  "page",
  "group",
  "metric",
  "view",
  "channel",
  "playlists",
  "slugs",
  "redirectTo",
  "theme",
];
const QUERY_VALUES = [
  ...[
    "Gaming",
    "Technology",
    "Sports",
    "oldest",
    "popular",
    "newest",
    "2015",
    "2024",
    "2025",
    "2026",
    "2026-q",
    "12",
    "0",
    "-1",
    "1e9",
    "NaN",
    "",
  ],
  ...[
    "A",
    "B",
    "Z",
    "1",
    "9",
    "goals",
    "assists",
    "cleanSheets",
    "runs",
    "wickets",
    "continent",
    "country",
    "nope",
  ],
  ...[...CHANNELS, "gta", "mix", "NOPE", "GTA,HITMAN", "HITMAN,RACING", "all", "GTA%2CHITMAN"],
  ...[
    "how-processors-work",
    "how-processors-work,cloud-computing-explained",
    "dark",
    "light",
    "//evil.example",
    "/%09/evil.example",
  ],
];
const junkKeyArb = fc.constantFrom(
  "x",
  "__proto__",
  "constructor",
  "a[]",
  "a[b]",
  "utm_source",
  "",
  "%",
  "%00",
  MARKER_ENCODED,
);

/** `arb` one time in `oneIn`, else null. */
const sometimes = <T>(arb: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof(
    { arbitrary: fc.constant(null), weight: oneIn - 1 },
    { arbitrary: arb.map((value): T | null => value), weight: 1 },
  );

/** Percent-encodes text, then sometimes leaves a byte raw or breaks an escape. */
const encodedText = fc.oneof(
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }).map(encodeURIComponent), weight: 3 },
  {
    arbitrary: fc
      .string({ unit: "binary", maxLength: 20 })
      .map((text) => encodeURIComponent(text).replace(/%2F/g, "/")),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      "%00",
      "%",
      "%E0%A4%A",
      "%zz",
      "%C0%AF",
      "%ED%A0%80",
      "%EF%BF%BF",
      "%E2%80%AE",
      "%F0%9F%98%80",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e/%2e%2e/etc/passwd",
      "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
      "..%5c..%5cwindows%5cwin.ini",
      "%252e%252e%252f",
      "../../etc/passwd",
      "....//....//etc/passwd",
      "%ff%fe",
      "~",
      ".",
      "..",
      ";",
      ";jsessionid=1",
      MARKER_ENCODED,
      `${MARKER_ENCODED}%00`,
    ),
    weight: 4,
  },
);
/** Now and then raw (unencoded) non-ASCII or the raw marker: the parser refuses some, the app sees the rest. */
const pathSegment = fc.oneof(
  { arbitrary: encodedText, weight: 12 },
  { arbitrary: fc.integer({ min: 1_000, max: 8_200 }).map((n) => "s".repeat(n)), weight: 1 },
  { arbitrary: fc.string({ unit: "grapheme-composite", minLength: 1, maxLength: 5 }), weight: 1 },
  { arbitrary: fc.constant(MARKER.replace(/ /g, "")), weight: 1 },
);

const pathArb = fc
  .tuple(
    fc.constantFrom(...ROUTES),
    sometimes(pathSegment, 3),
    sometimes(fc.constant("/"), 5),
    sometimes(fc.constantFrom("//", "/./", "/../", "%2f", "%5c"), 10),
  )
  .map(([route, extra, slash, joint]) => {
    const extended = `${route}${extra === null ? "" : `${route.endsWith("/") ? "" : "/"}${extra}`}${slash ?? ""}`;
    return joint === null
      ? extended
      : extended.replace(/\/(?=[^/]*$)/, joint.startsWith("/") ? joint : `/${joint}`);
  });

const pairArb = fc.tuple(
  fc.oneof(
    { arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 6 },
    { arbitrary: junkKeyArb, weight: 1 },
  ),
  fc.oneof(
    { arbitrary: fc.constantFrom(...QUERY_VALUES), weight: 4 },
    { arbitrary: encodedText, weight: 3 },
    { arbitrary: fc.constant(MARKER_ENCODED), weight: 1 },
    { arbitrary: fc.constant(MARKER.replace(/ /g, "")), weight: 1 },
  ),
);
/** A few pairs; sometimes one pair repeated many times, or one huge value. */
const queryArb = fc
  .tuple(
    fc.array(pairArb, { maxLength: 8 }),
    sometimes(fc.tuple(pairArb, fc.integer({ min: 2, max: 400 })), 8),
    sometimes(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.integer({ min: 1_000, max: 8_000 })), 12),
    fc.boolean(),
  )
  .map(([pairs, repeated, huge, bareKey]) => {
    const all = [...pairs];
    if (repeated) for (let i = 0; i < repeated[1]; i += 1) all.push(repeated[0]);
    if (huge) all.push([huge[0], "q".repeat(huge[1])]);
    const parts = all.map(([key, value]) => `${key}=${value}`);
    if (bareKey) parts.push("flag");
    return parts.length === 0 ? "" : `?${parts.join("&")}`;
  });

const cookieArb = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "theme=dark",
      "theme=light; theme=dark",
      "theme=%",
      "theme=<script>",
      `theme=${MARKER}`,
      "theme=dark\u00e9",
      `theme=${"d".repeat(8_000)}`,
      "vv_viewed=%",
      "vv_viewed=how-processors-work.99999999999999999999",
      "vv_viewed=how-processors-work.-1|.|..|a.b.c",
      `vv_viewed=${"a.1|".repeat(2_000)}`,
      `vv_viewed=${encodeURIComponent(`${MARKER}.1`)}`,
      "vv_seen=1; vv_seen=0",
      "googtrans=/en/fr",
      "googtrans=/auto/xx",
      "googtrans=%",
      `googtrans=/en/${MARKER}`,
      `googtrans=${"/".repeat(4_000)}`,
      `x=${"c".repeat(8_100)}`,
      "=; ; ;=;",
    ),
    weight: 5,
  },
  {
    arbitrary: fc
      .string({ unit: "binary-ascii", maxLength: 200 })
      // eslint-disable-next-line no-control-regex -- stripping control characters is the point
      .map((text) => text.replace(/[\u0000-\u001f\u007f]/g, "")),
    weight: 3,
  },
  {
    arbitrary: fc
      .string({ unit: "binary-ascii", maxLength: 50 })
      .map((text) => text.replace(/[\r\n]/g, "")),
    weight: 1,
  },
);

const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/x-www-form-urlencoded;;;=",
  "Application/X-WWW-Form-Urlencoded",
  "application/json",
  "application/json; charset=latin1",
  "multipart/form-data; boundary=x",
  "multipart/form-data",
  "text/plain",
  "text/html",
  "application/octet-stream",
  "application/xml",
  "",
  "*/*",
  `text/${MARKER}`,
  `application/x-www-form-urlencoded; ${"p=1; ".repeat(1_500)}`,
];

/** Mostly the usual value of a header, now and then an odd or oversized one. */
const usually = <T>(usual: T[], odd: T[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...usual), weight: 6 },
    { arbitrary: fc.constantFrom(...odd), weight: 1 },
  );

/** The headers browsers send, each present half the time. */
const commonHeadersArb = fc.record(
  {
    "Content-Type": fc.constantFrom(...CONTENT_TYPES),
    "User-Agent": usually(
      ["Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0", "curl/8", "Googlebot/2.1"],
      ["", MARKER, "U".repeat(8_000)],
    ),
    Origin: usually(["http://127.0.0.1", "https://evil.example"], ["null", MARKER, "http://[::1"]),
    "Sec-Fetch-Site": fc.constantFrom("cross-site", "same-origin", "none", "garbage"),
    "X-Forwarded-For": usually(
      ["1.2.3.4", "203.0.113.9, 198.51.100.7"],
      ["not-an-ip", "::1, 10.0.0.1", "", MARKER, "1.1.1.1, ".repeat(500)],
    ),
    Accept: usually(["text/html", "application/json", "*/*"], ["", "text/*;q=nope"]),
    "Accept-Encoding": usually(
      ["gzip, deflate, br", "gzip"],
      ["gzip;q=0, br;q=0", "identity;q=0", "*", "zstd", "x".repeat(4_000)],
    ),
    "If-None-Match": fc.constantFrom('"x"', "*", 'W/""', '"'),
  },
  { requiredKeys: [] },
);
/** Rarer headers, odd values: a request carries none, one or two of them. */
const RARE_HEADERS: Record<string, string[]> = {
  Referer: ["https://evil.example/", MARKER, "not a url"],
  "X-Forwarded-Proto": ["https", "gopher", "https, http"],
  "X-Forwarded-Host": ["evil.example", MARKER],
  "Accept-Language": ["fr-CH, fr;q=0.9", "*", MARKER, "q=1;;;"],
  Range: ["bytes=0-10", "bytes=-1", "bytes=9999999-", "lines=1", "bytes=0-0,1-1,2-2,3-3"],
  "If-Modified-Since": [
    "Thu, 01 Jan 1970 00:00:00 GMT",
    "yesterday",
    "Sun, 06 Nov 2994 08:49:37 GMT",
  ],
  Expect: ["100-continue", "200-ok"],
  "X-Big": ["h".repeat(100), "h".repeat(4_000), "h".repeat(8_000)],
  "X-Unicode": ["\u00e9t\u00e9", "\u{1f600}", "\u202e"],
  "Cache-Control": ["no-cache", "max-age=-1"],
};
const rareHeaderArb = fc
  .constantFrom(...Object.keys(RARE_HEADERS))
  .chain((name) => fc.constantFrom(...RARE_HEADERS[name]!).map((value) => [name, value] as const));
const headersArb = fc
  .tuple(commonHeadersArb, fc.array(rareHeaderArb, { maxLength: 2 }))
  .map(([common, rare]) => ({ ...common, ...Object.fromEntries(rare) }) as Record<string, string>);

/** Framing oddities the parser must refuse or handle: smuggling attempts, duplicated lengths, folded headers. */
const framingArb = fc.oneof(
  { arbitrary: fc.constant("none" as const), weight: 20 },
  {
    arbitrary: fc.constantFrom(
      "te-and-cl" as const,
      "two-lengths" as const,
      "folded" as const,
      "duplicate-host" as const,
      "http10" as const,
      "chunked" as const,
    ),
    weight: 1,
  },
);

const bodyArb = fc.oneof(
  fc.constant(""),
  fc.constantFrom(
    "theme=dark",
    "theme=dark&redirectTo=%2F%09%2Fevil.com",
    '{"theme":"dark"}',
    "theme=dark&redirectTo=/%0D%0ASet-Cookie:x=1",
    `theme=dark&redirectTo=/${MARKER_ENCODED}`,
    `theme=${MARKER_ENCODED}`,
    "theme=dark&theme=light",
    '--x\r\nContent-Disposition: form-data; name="theme"\r\n\r\ndark\r\n--x--',
    '{"__proto__":{"x":1}}',
    "null",
  ),
  fc.string({ unit: "binary", maxLength: 4_000 }),
  fc.uint8Array({ maxLength: 3_000 }).map((bytes) => Buffer.from(bytes).toString("latin1")),
  fc.integer({ min: 1_000, max: 20_000 }).map((n) => "b".repeat(n)),
);

// Mostly a plain Host, so most requests reach the routes; sometimes an odd or invalid one.
const hostArb = fc.oneof(
  { arbitrary: fc.constant("127.0.0.1"), weight: 15 },
  {
    arbitrary: fc.constantFrom(
      "voltverse.example.com:443",
      "[::1]:80",
      "a b",
      "évil",
      "x".repeat(300),
      "",
      MARKER,
      "127.0.0.1:99999",
    ),
    weight: 2,
  },
);

const requestArb = fc.record({
  method: methodArb,
  path: pathArb,
  query: queryArb,
  host: hostArb,
  headers: headersArb,
  cookie: cookieArb,
  body: bodyArb,
  framing: framingArb,
});
type FuzzRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

/** The request as raw bytes, its Content-Length right unless the framing case says otherwise. */
function serialise({
  method,
  path: target,
  query,
  host,
  headers,
  cookie,
  body,
  framing,
}: FuzzRequest): Buffer {
  const payload = Buffer.from(body, "latin1");
  const lines = [
    `${method} ${target}${query} HTTP/${framing === "http10" ? "1.0" : "1.1"}`,
    `Host: ${host}`,
  ];
  if (framing === "duplicate-host") lines.push("Host: evil.example");
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (framing === "folded") lines.push("X-Folded: a", " b");
  if (cookie !== undefined) lines.push(`Cookie: ${cookie}`);
  if (framing === "chunked") {
    lines.push("Transfer-Encoding: chunked", "Connection: close");
    const chunked = payload.length
      ? `${payload.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`
      : "0\r\n\r\n";
    return Buffer.concat([
      Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "utf8"),
      Buffer.from(chunked, "latin1"),
    ]);
  }
  if (framing === "te-and-cl") lines.push("Transfer-Encoding: chunked");
  if (payload.length > 0 || method === "POST" || framing === "te-and-cl")
    lines.push(`Content-Length: ${payload.length}`);
  if (framing === "two-lengths") lines.push(`Content-Length: ${payload.length + 1}`);
  lines.push("Connection: close");
  return Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "utf8"), payload]);
}

/** A stack trace or a file of ours or of a dependency, in an answer or in the log. */
const STACK = /\bat .+\.(?:js|ts|tsx|mjs|cjs):\d+(?::\d+)?|node_modules/;
const STACK_FRAME = /^\s+at .+[(:]\d+/m;
const CONCURRENCY = 8;
let server: RunningServer;
let dir = "";
const statuses = new Map<number, number>();

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-fuzz-"));
  server = await startProductionServer({
    LOG_REQUESTS: "true",
    TRUST_PROXY: "1",
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    VIEW_RATE_LIMIT_PER_MINUTE: "100000",
  });
}, 30_000);
afterAll(async () => {
  // FUZZ_DEBUG=1 prints the server's log (the parser's refusals are logged as "(unparsable request)");
  // FUZZ_TRACE=1 prints each request with its status as it is answered.
  if (process.env.FUZZ_DEBUG) console.log(server.output());
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `fuzz: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests; status counts ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
  );
});

function describeRequest(request: FuzzRequest): string {
  const clip = (text: string) =>
    text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
  return `${request.method} ${clip(request.path + request.query)} [host ${clip(request.host)}, framing ${request.framing}, headers ${clip(JSON.stringify(request.headers))}, cookie ${clip(String(request.cookie))}, body ${request.body.length} bytes]`;
}

/** What is wrong with one answer, or undefined. */
function problemWith(response: RawResponse): string | undefined {
  if (response.status >= 500) return `status ${response.status}`;
  let body: string;
  try {
    body = decodedBody(response);
  } catch (error) {
    return `a body that does not decode as its headers say (${String(error)})`;
  }
  if (STACK.test(body)) return `a stack trace in the body: ${STACK.exec(body)![0]}`;
  const type = /\r\ncontent-type: *([^\r\n;]*)/i.exec(response.head)?.[1]?.toLowerCase();
  if (type === "text/html" && (body.includes("<zq") || body.includes(`zq"`)))
    return "the marker reflected unescaped into HTML";
  if (STACK.test(response.head)) return "a stack trace in the headers";
  return undefined;
}

/** Sends the requests CONCURRENCY at a time; the first problem found is reported with its request. */
async function run(requests: FuzzRequest[]) {
  let next = 0;
  const failures: string[] = [];
  async function worker() {
    while (next < requests.length && failures.length === 0) {
      const request = requests[next++]!;
      let response: RawResponse;
      try {
        response = await rawRequest(server.url, serialise(request));
      } catch (error) {
        failures.push(
          `${error instanceof Error ? error.message : error} for ${describeRequest(request)}`,
        );
        return;
      }
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (process.env.FUZZ_TRACE)
        console.log(`${response.status} ${describeRequest(request)}`.slice(0, 300));
      const problem = problemWith(response);
      if (problem) failures.push(`${problem} for ${describeRequest(request)}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failures.length > 0) throw new Error(failures[0]);
}

async function expectHealthyAfterwards() {
  // Nothing in the log looks like a stack: every answer was a 4xx or better, logged as one line.
  expect(server.output()).not.toMatch(STACK_FRAME);
  expect(server.output()).not.toMatch(STACK);
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(((await health.json()) as { status: string }).status).toBe("ok");
  expect(server.process.exitCode).toBeNull();
}

test("1,600 generated requests from a fixed seed: no 5xx, no reset, no stack trace, no unescaped reflection", async () => {
  await run(fc.sample(requestArb, { seed: 20261126, numRuns: 1_600 }));
  await expectHealthyAfterwards();
}, 120_000);

test("400 more from a random seed (the seed is printed on failure)", async () => {
  const seed = Date.now() ^ (Math.random() * 2 ** 31);
  try {
    await run(fc.sample(requestArb, { seed, numRuns: 400 }));
  } catch (error) {
    throw new Error(
      `fuzz failed with random seed ${seed}: ${error instanceof Error ? error.message : error}`,
      { cause: error },
    );
  }
  await expectHealthyAfterwards();
}, 120_000);

test("the marker is really reflected by some pages, escaped: the reflection check can see it", async () => {
  const answers = await Promise.all(
    [
      `/blogs?q=${MARKER_ENCODED}`,
      `/gaming/ucc/standings?group=${MARKER_ENCODED}`,
      `/services?q=${MARKER_ENCODED}`,
    ].map((target) => fetch(`${server.url}${target}`).then((response) => response.text())),
  );
  for (const html of answers) {
    expect(html).toContain("&lt;zq");
    expect(
      problemWith({ status: 200, head: "HTTP/1.1 200 OK\r\nContent-Type: text/html", body: html }),
    ).toBeUndefined();
  }
});

test("the checks read the body the page sent, not its compressed bytes (which hide a marker, or spell one by chance)", () => {
  const page = `<p>Results for <zq"'></p>${"<li>a result</li>".repeat(40)}`;
  const head = (encoding: string) =>
    `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: ${encoding}`;
  for (const [encoding, bytes] of [
    ["gzip", gzipSync(page)],
    ["br", brotliCompressSync(page)],
  ] as const) {
    expect(bytes.toString("latin1")).not.toContain("<zq");
    expect(problemWith({ status: 200, head: head(encoding), body: bytes.toString("latin1") })).toBe(
      "the marker reflected unescaped into HTML",
    );
  }
  const chunked = gzipSync(page);
  const body = `${chunked.length.toString(16)}\r\n${chunked.toString("latin1")}\r\n0\r\n\r\n`;
  expect(
    problemWith({ status: 200, head: `${head("gzip")}\r\nTransfer-Encoding: chunked`, body }),
  ).toBe("the marker reflected unescaped into HTML");
  // Compressed bytes that spell the marker by chance are not a reflection (the fixed seed's run met one).
  const innocent = `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: identity`;
  expect(problemWith({ status: 200, head: innocent, body: "<p>&lt;zq&quot;</p>" })).toBeUndefined();
  expect(problemWith({ status: 200, head: head("gzip"), body: 'zq"not gzip' })).toMatch(
    /^a body that does not decode/,
  );
});

test("regressions the fuzz found: each answered as a 4xx or a page, never a 500", async () => {
  const cases: [string, number][] = [
    // "/theme/..//" resolved to "//", rendered as a host-relative address: a 500 (TypeError: Invalid URL).
    ["GET /theme/..//?playlists=GTA HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 301],
    // An encoded line break: the router's catch-all cannot match it, and logged a stack for a 404.
    ["GET /%0A HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400],
    ["GET /gaming/ucc/qualifiers/a%0Db HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400],
  ];
  for (const [raw, status] of cases) {
    const response = await rawRequest(server.url, raw);
    expect(response.status, raw.split("\r\n")[0]).toBe(status);
    expect(problemWith(response)).toBeUndefined();
  }
  expect(server.output()).not.toMatch(STACK_FRAME);
});

test("a path that normalises onto the server's own (health, APIs) is redirected, and never poisons its cache key", async () => {
  // Found by the fuzz test: one "GET /x/../healthz" rendered the 404 page, cached it under
  // "/healthz", and from then on the health check answered 404 from the page cache.
  const cases: [string, string][] = [
    ["/x/../healthz", "/healthz"],
    ["/%2e%2e/api/tv/GTA", "/api/tv/GTA"],
    ["/blogs/../api/views/how-processors-work", "/api/views/how-processors-work"],
    ["//evil.example/blogs?q=a&junk=1", "/evil.example/blogs"],
    ["/blogs/..//evil.example/x", "/evil.example/x"],
    ["/theme/..//?playlists=GTA", "/"],
  ];
  for (const [target, location] of cases) {
    for (let i = 0; i < 2; i += 1) {
      const response = await rawRequest(
        server.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, target).toBe(301);
      expect(/\r\nlocation: *([^\r\n]*)/i.exec(response.head)?.[1], target).toBe(location);
    }
  }
  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  expect(health.headers.get("content-type")).toMatch(/json/);
  const tv = await fetch(`${server.url}/api/tv/GTA`);
  expect(tv.status).toBe(200);
  expect(tv.headers.get("content-type")).toMatch(/json/);
});

type Bounded = { entries: number; bytes: number; maxBytes: number };
type Health = {
  pageCache: { pages: Bounded; variants: Bounded };
  recentTargets: Bounded;
  viewLimiter: Bounded;
  memory: { bounded: { bytes: number; maxBytes: number } };
};
const health = async () => (await (await fetch(`${server.url}/healthz`)).json()) as Health;
/** The pages people read: each a plain 200 page, kept in the page cache's share for them. */
const WARM = [
  "/",
  "/blogs",
  "/services",
  "/shop",
  "/gaming",
  "/about",
  "/contact",
  "/tv",
  "/disclaimer",
  "/privacy-policy",
  "/terms-and-conditions",
  ...POST_SLUGS.map((slug) => `/blogs/${slug}`),
];

/** Sends GETs CONCURRENCY at a time; resolves each answer's status and Location. */
async function getAll(
  targets: string[],
  headers: Record<string, string> = {},
): Promise<{ target: string; status: number; location: string | undefined }[]> {
  const answers: { target: string; status: number; location: string | undefined }[] = [];
  let next = 0;
  async function worker() {
    while (next < targets.length) {
      const target = targets[next++]!;
      const extra = Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      const response = await rawRequest(
        server.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`,
      );
      answers.push({
        target,
        status: response.status,
        location: /\r\nlocation: *([^\r\n]*)/i.exec(response.head)?.[1],
      });
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return answers;
}

test("5,000 other spellings of real pages (case, slashes, escapes) answer 301 to the one address, and every warmed page stays cached", async () => {
  for (const target of WARM)
    expect((await fetch(`${server.url}${target}`)).status, target).toBe(200);
  const warmed = await health();
  expect(warmed.pageCache.pages.entries).toBeGreaterThanOrEqual(WARM.length);
  const variants = Array.from({ length: 5_000 }, (_, index) => {
    const canonical = WARM.filter((target) => target !== "/")[index % (WARM.length - 1)]!;
    return { canonical, target: pathVariant(canonical, index) };
  });
  const answers = await getAll(variants.map(({ target }) => target));
  const expected = new Map(variants.map(({ target, canonical }) => [target, canonical]));
  const wrong = answers.filter(
    ({ target, status, location }) => status !== 301 || location !== expected.get(target),
  );
  expect(wrong.slice(0, 5)).toEqual([]);
  // None of them was rendered or stored: the pages people read are all still there.
  const after = await health();
  expect(after.pageCache.pages.entries).toBe(warmed.pageCache.pages.entries);
  expect(after.pageCache.variants.entries).toBe(warmed.pageCache.variants.entries);
  const page = await (await fetch(`${server.url}/blogs/${POST_SLUGS[0]}`)).text();
  expect(page).toMatch(
    new RegExp(`<link rel="canonical" href="https?://[^/"]+/blogs/${POST_SLUGS[0]}"/>`),
  );
}, 120_000);

test("a junk flood (unknown paths short and 8 KB long, unknown posts, junk queries): one shared 'not found' page per kind, every bounded structure within its budget", async () => {
  for (const target of WARM) await fetch(`${server.url}${target}`);
  const before = await health();
  const junk = Array.from({ length: 1_200 }, (_, index) =>
    junkRequest(index, { pages: WARM.slice(0, 11), slugs: POST_SLUGS }),
  ).filter((request) => request.method === "GET" && request.kind !== "other spelling");
  const answers = await getAll(junk.map(({ target }) => target));
  expect(answers.filter(({ status }) => status >= 500)).toEqual([]);
  const byKind = new Map(junk.map((request) => [request.target, request.kind]));
  for (const { target, status } of answers)
    expect(status, `${byKind.get(target)} ${target.slice(0, 80)}`).toBe(
      byKind.get(target)!.startsWith("unknown") ? 404 : 200,
    );
  const after = await health();
  // Hundreds of unknown addresses, and the cache holds at most one page per kind and theme for them.
  expect(after.pageCache.variants.entries - before.pageCache.variants.entries).toBeLessThanOrEqual(
    2,
  );
  expect(after.pageCache.pages.entries).toBe(before.pageCache.pages.entries);
  for (const bounded of [
    after.pageCache.pages,
    after.pageCache.variants,
    after.recentTargets,
    after.viewLimiter,
  ])
    expect(bounded.bytes).toBeLessThanOrEqual(bounded.maxBytes);
  expect(after.memory.bounded.bytes).toBeLessThanOrEqual(after.memory.bounded.maxBytes);
  // Two unknown addresses answer the very same page: nothing of either address is in it.
  const [one, two] = await Promise.all(
    ["/no-such-page-1", "/blogs/x/y"].map(async (target) =>
      (await fetch(`${server.url}${target}`)).text(),
    ),
  );
  expect(one).toBe(two);
  expect(one).not.toMatch(/no-such-page-1|aria-current/);
}, 120_000);
