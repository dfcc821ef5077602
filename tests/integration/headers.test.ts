// The security headers on every kind of answer the production server (build/) gives: pages (rendered,
// from the cache, 304, 404), the APIs, assets, images, fonts, feeds and every refusal, the
// guard's and Node's parser's included. HSTS and Secure cookies only over HTTPS: TLS, or a
// trusted proxy's X-Forwarded-Proto; never from a proxy that is not trusted.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawRequest } from "../helpers/raw-http";
import { startProductionServer, type RunningServer } from "../helpers/server";

const SLUG = "how-processors-work";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";
const HTTPS = { "X-Forwarded-Proto": "https" };

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** One request with Node's client (fetch would hide Set-Cookie details and follow redirects). */
function request(
  server: RunningServer,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${target}`,
      { method: options.method ?? "GET", headers: { "User-Agent": BROWSER, ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** Parses a raw answer's head into lower-case header names. */
function rawHeaders(head: string): http.IncomingHttpHeaders {
  const headers: Record<string, string> = {};
  for (const line of head.split("\r\n").slice(1)) {
    const at = line.indexOf(":");
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** The headers every answer must carry; `page` answers have the hash-based CSP, the rest one that allows nothing. */
function expectSecurityHeaders(
  label: string,
  headers: http.IncomingHttpHeaders,
  { page, hsts }: { page: boolean; hsts: boolean },
) {
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, `${label}: CSP`).toContain("frame-ancestors 'none'");
  if (page) {
    expect(csp, `${label}: page CSP`).toMatch(
      /script-src 'self' 'sha256-[^']+'.* 'strict-dynamic'/,
    );
    expect(csp, label).not.toContain("unsafe-eval");
  } else {
    expect(csp, `${label}: non-page CSP`).toBe(NON_PAGE_CSP);
  }
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], label).toMatch(
    /camera=\(\), microphone=\(\), geolocation=\(\)/,
  );
  expect(headers["x-frame-options"], label).toBe("DENY");
  expect(headers["x-powered-by"], label).toBeUndefined();
  if (hsts)
    expect(headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
  else expect(headers["strict-transport-security"], label).toBeUndefined();
}

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-headers-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ASSETS = readdirSync("build/client/assets");
const asset = (pattern: RegExp) => `/assets/${ASSETS.find((name) => pattern.test(name))!}`;

/** A theme form post. */
const themeForm = (body: string) => ({
  target: "/theme",
  method: "POST",
  body,
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** Every kind of answer: [label, target, request options, expected status, is a page]. */
type Case = {
  label: string;
  target: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  page: boolean;
};
const CASES: Case[] = [
  { label: "page", target: "/about", status: 200, page: true },
  { label: "cached page", target: "/about", status: 200, page: true },
  { label: "filtered page", target: "/blogs?category=Gaming", status: 200, page: true },
  {
    label: "tournament page",
    target: "/gaming/ucc/standings?year=2025&group=B",
    status: 200,
    page: true,
  },
  { label: "404 page", target: "/no-such-page", status: 404, page: true },
  { label: "404 page (cached)", target: "/no-such-page", status: 404, page: true },
  { label: "tournament 404", target: "/gaming/ucc/standings?group=Z", status: 404, page: true },
  { label: "HEAD page", target: "/services", method: "HEAD", status: 200, page: true },
  { label: "rss", target: "/rss.xml", status: 200, page: true },
  { label: "sitemap", target: "/sitemap.xml", status: 200, page: true },
  { label: "robots", target: "/robots.txt", status: 200, page: true },
  { label: "views API GET", target: `/api/views/${SLUG}`, status: 200, page: false },
  {
    label: "views API POST",
    target: `/api/views/${SLUG}`,
    method: "POST",
    status: 200,
    page: false,
  },
  { label: "views API 404", target: "/api/views/no-such-post", status: 404, page: false },
  {
    label: "views API 405",
    target: `/api/views/${SLUG}`,
    method: "DELETE",
    status: 405,
    page: false,
  },
  { label: "tv API", target: "/api/tv/GTA", status: 200, page: false },
  { label: "tv API 404", target: "/api/tv/NOPE", status: 404, page: false },
  { label: "health", target: "/healthz", status: 200, page: false },
  { label: "script asset", target: asset(/^enhance-.*\.js$/), status: 200, page: false },
  { label: "style asset", target: asset(/\.css$/), status: 200, page: false },
  { label: "font", target: asset(/\.woff2$/), status: 200, page: false },
  { label: "SVG image", target: "/images/figures/cpu-pipeline.svg", status: 200, page: false },
  { label: "favicon", target: "/favicon.ico", status: 200, page: false },
  { label: "missing asset", target: "/assets/no-such-file.js", status: 404, page: false },
  { label: "missing image", target: "/images/no-such.webp", status: 404, page: false },
  { label: "theme POST (JSON)", ...themeForm("theme=dark"), status: 200, page: false },
  {
    label: "theme POST (303)",
    ...themeForm("theme=dark&redirectTo=/blogs"),
    status: 303,
    page: false,
  },
  {
    label: "theme 415",
    target: "/theme",
    method: "POST",
    body: "{}",
    headers: { "Content-Type": "application/json" },
    status: 415,
    page: false,
  },
  { label: "guard 405", target: "/blogs", method: "DELETE", status: 405, page: false },
  { label: "guard OPTIONS", target: "/blogs", method: "OPTIONS", status: 204, page: false },
  {
    label: "guard 413",
    target: "/blogs",
    method: "POST",
    body: "x".repeat(20_000),
    status: 413,
    page: false,
  },
  { label: "guard 414", target: `/blogs?q=${"a".repeat(9_000)}`, status: 414, page: false },
  { label: "bad escape in a page path", target: "/%E0%A4%A", status: 404, page: true },
  { label: "views API 400", target: "/api/views?slugs=", status: 400, page: false },
  { label: "theme 400", ...themeForm("theme=purple"), status: 400, page: false },
];

/** How the request arrives: the server's proxy setting, what the request says of its scheme, and whether that is HTTPS. */
const SCHEMES: {
  name: string;
  env: Record<string, string>;
  send: Record<string, string>;
  hsts: boolean;
}[] = [
  { name: "plain HTTP, no proxy trusted", env: {}, send: {}, hsts: false },
  {
    name: "plain HTTP behind a trusted proxy",
    env: { TRUST_PROXY: "1" },
    send: { "X-Forwarded-Proto": "http" },
    hsts: false,
  },
  { name: "HTTPS behind a trusted proxy", env: { TRUST_PROXY: "1" }, send: HTTPS, hsts: true },
  {
    name: "X-Forwarded-Proto: https from a client that is not a trusted proxy",
    env: {},
    send: HTTPS,
    hsts: false,
  },
];

describe.each(SCHEMES)("$name", ({ env, send, hsts }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      ...env,
      DATABASE_URL: `file:${path.join(dir, `${Object.keys(env).length}-${hsts}`, "site.db")}`,
      VIEW_LIMITS: "off",
    });
  }, 30_000);
  afterAll(() => server?.stop());

  test("every kind of answer carries the security headers", async () => {
    for (const { label, target, status, page, ...options } of CASES) {
      const answer = await request(server, target, {
        ...options,
        headers: { ...send, ...options.headers },
      });
      expect(answer.status, label).toBe(status);
      expectSecurityHeaders(label, answer.headers, { page, hsts });
      if (page && status !== 304)
        expect(answer.headers["content-type"], label).toMatch(
          /^(text\/html|application\/(rss\+)?xml|text\/plain)/,
        );
      // Whatever is HTML has the page's hash-based CSP (a non-page CSP would break its scripts).
      if (String(answer.headers["content-type"]).startsWith("text/html"))
        expect(page, `${label} is HTML`).toBe(true);
    }
  });

  test("a 304 from the cache carries them too", async () => {
    const first = await request(server, "/services", { headers: send });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    const again = await request(server, "/services", {
      headers: { ...send, "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    expectSecurityHeaders("304", again.headers, { page: true, hsts });
  });

  test("the cookies the site sets: theme readable by the boot script, the view cookie HttpOnly; both SameSite=Lax, Secure over HTTPS only", async () => {
    const theme = await request(server, "/theme", {
      method: "POST",
      body: "theme=dark",
      headers: { ...send, "Content-Type": "application/x-www-form-urlencoded" },
    });
    const themeCookie = String(theme.headers["set-cookie"]);
    // The boot script reads it (document.cookie) before first paint: not HttpOnly.
    expect(themeCookie).toMatch(/^theme=dark; Path=\/; Max-Age=31536000; SameSite=Lax(; Secure)?$/);
    expect(themeCookie.endsWith("; Secure")).toBe(hsts);

    const limited = await startProductionServer({
      ...env,
      DATABASE_URL: `file:${path.join(dir, `cookie-${Object.keys(env).length}-${hsts}`, "site.db")}`,
    });
    try {
      const view = await request(limited, `/api/views/${SLUG}`, { method: "POST", headers: send });
      expect(view.status).toBe(200);
      const viewCookie = String(view.headers["set-cookie"]);
      expect(viewCookie).toMatch(
        /^vv_viewed=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax(; Secure)?$/,
      );
      expect(viewCookie.endsWith("; Secure")).toBe(hsts);
    } finally {
      await limited.stop();
    }
  });
});

describe("answers given before a request reaches the app", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      DATABASE_URL: `file:${path.join(dir, "raw", "site.db")}`,
    });
  }, 30_000);
  afterAll(() => server?.stop());

  test("the parser's refusals, CONNECT, a bad Host and an odd Expect carry the non-page headers", async () => {
    const cases: [string, string, number][] = [
      ["malformed request line", "GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      [
        "headers too large",
        `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(100_000)}\r\n\r\n`,
        431,
      ],
      ["CONNECT", "CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n", 405],
      ["bad Host", "GET / HTTP/1.1\r\nHost: a b\r\n\r\n", 400],
      ["absolute-form target", "GET http://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n", 400],
      ["TRACE", "TRACE / HTTP/1.1\r\nHost: x\r\n\r\n", 405],
      ["Expect", "GET / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n", 417],
    ];
    for (const [label, raw, status] of cases) {
      const answer = await rawRequest(server.url, raw);
      expect(answer.status, label).toBe(status);
      expectSecurityHeaders(label, rawHeaders(answer.head), { page: false, hsts: false });
    }
  });
});
