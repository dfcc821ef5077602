// Hostile and odd requests against the production server (build/): every one gets a clear 4xx,
// nothing is logged as a crash, nothing forges the log, and the view store survives faults.
import { execFileSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rawRequest } from "../helpers/raw-http";
import { startProductionServer, type RunningServer } from "../helpers/server";

const SLUG = "how-processors-work";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";
const ORIGIN = "https://voltverse.example.com";
let dir = "";
const dbUrl = (name: string) => `file:${path.join(dir, name, "site.db")}`;
/** A stack frame in the log: what a 4xx must never print. */
const STACK_FRAME = /^\s+at .+[(:]\d+/m;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-security-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const postView = (server: RunningServer, headers: Record<string, string> = {}, slug = SLUG) =>
  fetch(`${server.url}/api/views/${slug}`, {
    method: "POST",
    headers: { "User-Agent": BROWSER, ...headers },
  });
const count = async (server: RunningServer, slug = SLUG) =>
  ((await (await fetch(`${server.url}/api/views/${slug}`)).json()) as { views: number }).views;
const themePost = (server: RunningServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/theme`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });

describe("odd and hostile requests (one server, request log on)", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServer({
      LOG_REQUESTS: "true",
      PUBLIC_ORIGIN: ORIGIN,
      DATABASE_URL: dbUrl("odd"),
    });
  }, 30_000);
  afterAll(() => server?.stop());

  test("a theme form body over 1 KB is refused with 413 without being read, declared or chunked", async () => {
    const big = `theme=dark&x=${"a".repeat(5_000_000)}`;
    const declared = await themePost(server, big);
    expect(declared.status).toBe(413);
    // Chunked: no Content-Length, so the limit applies while reading.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 100; i += 1)
          controller.enqueue(new TextEncoder().encode(`theme=dark&x=${"b".repeat(50_000)}`));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/theme`, {
      method: "POST",
      body: stream,
      duplex: "half",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Every other path refuses a large declared body too.
    expect(
      (await fetch(`${server.url}/blogs`, { method: "POST", body: "x".repeat(100_000) })).status,
    ).toBe(413);
  });

  test("the theme form redirects only to paths on this site", async () => {
    const cases: [string, string][] = [
      ["/%09/evil.com", "/"],
      ["//evil.com", "/"],
      ["/%5Cevil.com", "/"],
      ["https://evil.com", "/"],
      ["/%0A/evil.com", "/"],
      ["/blogs?category=Gaming", "/blogs?category=Gaming"],
      ["/%C4%80", "/%C4%80"],
    ];
    for (const [target, location] of cases) {
      const response = await themePost(server, `theme=dark&redirectTo=${target}`);
      expect(response.status, target).toBe(303);
      expect(response.headers.get("location"), target).toBe(location);
      expect(response.headers.get("set-cookie")).toMatch(/^theme=dark;/);
    }
    const json = await themePost(server, "theme=light");
    expect(await json.json()).toEqual({ theme: "light" });
  });

  test("odd methods, targets, hosts, bodies and cookies get a 4xx, never a 500, and no stack in the log", async () => {
    const viaFetch: [string, RequestInit, number][] = [
      ["/theme", { method: "POST" }, 415],
      [
        "/theme",
        {
          method: "POST",
          body: '{"theme":"dark"}',
          headers: { "Content-Type": "application/json" },
        },
        415,
      ],
      [
        "/theme",
        {
          method: "POST",
          body: new URLSearchParams({ theme: "dark" }).toString(),
          headers: { "Content-Type": "text/plain" },
        },
        415,
      ],
      [
        "/theme",
        {
          method: "POST",
          body: (() => {
            const f = new FormData();
            f.set("theme", "dark");
            return f;
          })(),
        },
        415,
      ],
      [
        "/theme",
        {
          method: "POST",
          body: "theme=purple",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        },
        400,
      ],
      ["/theme", { method: "DELETE" }, 405],
      ["/theme", { method: "PUT", body: "theme=dark" }, 405],
      ["/theme", { method: "PATCH" }, 405],
      ["/theme", {}, 405],
      ["/blogs", { method: "DELETE" }, 405],
      [
        `/api/views/${SLUG}`,
        { method: "POST", headers: { "User-Agent": BROWSER, Cookie: "vv_viewed=%" } },
        200,
      ],
      [
        `/api/views/${SLUG}`,
        {
          method: "POST",
          headers: { "User-Agent": BROWSER, Cookie: "vv_viewed=%E0%A4%A; theme=%" },
        },
        200,
      ],
    ];
    for (const [target, init, status] of viaFetch) {
      const response = await fetch(`${server.url}${target}`, { redirect: "manual", ...init });
      expect(response.status, `${init.method ?? "GET"} ${target}`).toBe(status);
      if (status === 405) expect(response.headers.get("allow")).toBeTruthy();
    }
    const raw: [string, number[]][] = [
      ["TRACE /blogs HTTP/1.1\r\nHost: x\r\n\r\n", [405]],
      ["GET http://evil.com/ HTTP/1.1\r\nHost: x\r\n\r\n", [400]],
      ["GET / HTTP/1.0\r\n\r\n", [200]],
      ["GET / HTTP/1.1\r\nHost: a b\r\n\r\n", [400]],
      ["CONNECT 127.0.0.1:80 HTTP/1.1\r\nHost: 127.0.0.1:80\r\n\r\n", [405]],
      ["BREW /coffee HTTP/1.1\r\nHost: x\r\n\r\n", [400, 405, 501]],
      ["GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n", [400]],
      [`GET /?q=${"a".repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, [414, 431]],
      [`GET /?q=${"a".repeat(10_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, [414]],
      [`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(100_000)}\r\n\r\n`, [431]],
      [
        "POST /theme HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\n\r\ntheme=dark",
        [200],
      ],
    ];
    for (const [request, statuses] of raw) {
      const response = await rawRequest(server.url, request);
      expect(statuses, JSON.stringify(request.slice(0, 60))).toContain(response.status);
      expect(response.body).not.toMatch(STACK_FRAME);
    }
    // A client that keeps sending its overlong request still reads the answer (no reset).
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${server.url}/blogs?x=${"a".repeat(100_000)}`, (response) =>
          resolve(response.statusCode!),
        )
        .on("error", reject),
    );
    expect([414, 431]).toContain(status);
    expect(server.output()).not.toMatch(STACK_FRAME);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  test("the theme form refuses other sites' posts (403) and, with no return path, comes back by the Referer", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      const refused = await themePost(server, "theme=dark&redirectTo=/about", headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.headers.get("set-cookie")).toBeNull();
    }
    const own = await themePost(server, "theme=dark&redirectTo=/about", {
      Origin: ORIGIN,
      "Sec-Fetch-Site": "same-origin",
    });
    expect(own.status).toBe(303);
    expect(own.headers.get("set-cookie")).toMatch(/^theme=dark/);
    // A shared "not found" page names no return path: the Referer says where the visitor was, if it is this site.
    const cases: [string, string][] = [
      [`${ORIGIN}/no-such/page?x=1`, "/no-such/page?x=1"],
      [`${server.url}/blogs/no-such-post`, "/blogs/no-such-post"],
      ["https://evil.example/x", "/"],
      ["not a url", "/"],
    ];
    for (const [referer, location] of cases) {
      const back = await themePost(server, "theme=light&redirectTo=", { Referer: referer });
      expect(back.status, referer).toBe(303);
      expect(back.headers.get("location"), referer).toBe(location);
    }
  });

  test("a request with two Host lines is refused (400), cached page or not; OPTIONS on the views API answers 204 with Allow", async () => {
    await fetch(`${server.url}/about`);
    for (const target of ["/about", "/api/views/how-processors-work", "/no-such-page"]) {
      const response = await rawRequest(
        server.url,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status, target).toBe(400);
    }
    const one = await fetch(`${server.url}/api/views/how-processors-work`, { method: "OPTIONS" });
    expect(one.status).toBe(204);
    expect(one.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const all = await fetch(`${server.url}/api/views`, { method: "OPTIONS" });
    expect(all.status).toBe(204);
    expect(all.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(all.headers.get("access-control-allow-origin")).toBeNull();
  });

  test("the log cannot be forged, and names the path the visitor asked for", async () => {
    await themePost(
      server,
      "theme=dark&redirectTo=%2F%0APOST%20%2Fapi%2Fviews%2Ffake%20200%201.0ms",
    );
    await rawRequest(server.url, "GET /x\u001b[31mred HTTP/1.1\r\nHost: x\r\n\r\n").catch(
      () => undefined,
    );
    await postView(server);
    const html = await (await fetch(`${server.url}/shop`)).text();
    const asset = html.match(/\/assets\/[^"]+\.css/)![0];
    await fetch(`${server.url}${asset}`);
    await server.waitForLine(new RegExp(`^POST /api/views/${SLUG} 200 \\d+\\.\\dms$`));
    // The last request's line: every line before it has been written by now.
    await server.waitForLine(new RegExp(`^GET ${asset.replace(/[.]/g, "\\.")} 200 \\d+\\.\\dms$`));
    const lines = server.output().split("\n");
    expect(lines.filter((line) => line.startsWith("POST /api/views/fake"))).toEqual([]);
    expect(server.output()).not.toContain("\u001b");
  });

  test("feeds and pages send one Cache-Control; per-visitor answers none that may be shared", async () => {
    for (const target of ["/rss.xml", "/sitemap.xml", "/robots.txt", "/blogs"]) {
      const response = await fetch(`${server.url}${target}`);
      // Headers.get joins repeated headers with ", ": the anchored pattern holds only for one.
      expect(response.headers.get("cache-control"), target).toMatch(
        /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
    }
    expect((await postView(server)).headers.get("cache-control")).toBe("no-store");
  });
});

describe("view counting", () => {
  test("TRUST_PROXY=1: the limiter keys on the address the proxy appended, not on what the client wrote", async () => {
    const server = await startProductionServer({
      TRUST_PROXY: "1",
      VIEW_RATE_LIMIT_PER_MINUTE: "5",
      DATABASE_URL: dbUrl("proxy"),
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        // The visitor forges a fresh leftmost address each time; the proxy appends the real one.
        const response = await postView(
          server,
          { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7` },
          i % 2 ? SLUG : "cloud-computing-explained",
        );
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(10);
      // Another real client behind the same proxy has its own allowance.
      expect((await postView(server, { "X-Forwarded-For": "198.51.100.8" })).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 30_000);

  test("IPv6 clients are limited per /64: rotating through one network's addresses is one client; IPv4 stays per address", async () => {
    const server = await startProductionServer({
      TRUST_PROXY: "1",
      VIEW_RATE_LIMIT_PER_MINUTE: "5",
      DATABASE_URL: dbUrl("ipv6"),
    });
    try {
      const statuses: number[] = [];
      // 300 addresses of 2001:db8:aa:bb::/64, as a client with a /64 of its own may use.
      for (let i = 0; i < 300; i += 1) {
        const address = `2001:db8:aa:bb:${((i * 7919) & 0xffff).toString(16)}:${i.toString(16)}:${(i * 31).toString(16)}:1`;
        statuses.push(
          (
            await postView(
              server,
              { "X-Forwarded-For": address },
              i % 2 ? SLUG : "cloud-computing-explained",
            )
          ).status,
        );
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(295);
      // The next /64 is another client; so is each IPv4 address, written plain or IPv4-mapped.
      expect((await postView(server, { "X-Forwarded-For": "2001:db8:aa:bc::1" })).status).toBe(200);
      const v4: number[] = [];
      for (let i = 0; i < 6; i += 1)
        v4.push(
          (
            await postView(server, {
              "X-Forwarded-For": i % 2 ? "198.51.100.20" : "::ffff:198.51.100.20",
            })
          ).status,
        );
      expect(v4).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await postView(server, { "X-Forwarded-For": "198.51.100.21" })).status).toBe(200);
      const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
        viewLimiter: { entries: number };
      };
      expect(health.viewLimiter.entries).toBe(4);
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("TRUST_PROXY as a list of proxy addresses: forged entries before the trusted hops are ignored", async () => {
    const server = await startProductionServer({
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      VIEW_RATE_LIMIT_PER_MINUTE: "3",
      DATABASE_URL: dbUrl("proxy-list"),
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1)
        statuses.push(
          (await postView(server, { "X-Forwarded-For": `203.0.113.${i}, 192.0.2.9, 10.1.2.3` }))
            .status,
        );
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    } finally {
      await server.stop();
    }
  }, 30_000);

  test("views from other sites and from clients with no User-Agent are not counted", async () => {
    const server = await startProductionServer({
      PUBLIC_ORIGIN: ORIGIN,
      DATABASE_URL: dbUrl("cross-site"),
    });
    try {
      const before = await count(server);
      const foreign: Record<string, string>[] = [
        { "Sec-Fetch-Site": "cross-site" },
        { Origin: "https://evil.example" },
        { Origin: "null" },
      ];
      for (const headers of foreign) {
        const response = await postView(server, headers);
        expect(response.status, JSON.stringify(headers)).toBe(403);
      }
      const noAgent = await fetch(`${server.url}/api/views/${SLUG}`, {
        method: "POST",
        headers: { "User-Agent": "" },
      });
      expect(await noAgent.json()).toMatchObject({ counted: false });
      expect(await count(server)).toBe(before);
      // The site's own pages: its public origin, or the origin the request was addressed to.
      const own: Record<string, string>[] = [
        { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
        { Origin: server.url },
      ];
      for (const headers of own) {
        expect(await (await postView(server, headers)).json()).toMatchObject({ counted: true });
      }
      expect(await count(server)).toBe(before + 2);
    } finally {
      await server.stop();
    }
  }, 30_000);
});

describe("a store that fails comes back", () => {
  test("a read-only database: pages render, POST and /healthz say so, and counting resumes once it is writable", async () => {
    // Root writes files whatever their mode, so as root the file is made immutable instead (chattr).
    const asRoot = process.getuid?.() === 0;
    const folder = path.join(dir, "read-only");
    const file = path.join(folder, "site.db");
    const setWritable = (writable: boolean) =>
      asRoot
        ? execFileSync("chattr", [writable ? "-i" : "+i", file])
        : chmodSync(file, writable ? 0o644 : 0o444);
    const env = { DATABASE_URL: `file:${file}`, VIEW_LIMITS: "off" };
    const first = await startProductionServer(env);
    expect((await postView(first)).status).toBe(200);
    await first.stop();

    setWritable(false);
    const server = await startProductionServer(env);
    try {
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "degraded", store: "down" });
      expect((await fetch(`${server.url}/blogs/${SLUG}`)).status).toBe(200);
      expect((await postView(server)).status).toBe(503);

      setWritable(true);
      let answer: Response | undefined;
      await expect
        .poll(async () => (answer = await postView(server)).status, {
          timeout: 10_000,
          interval: 250,
        })
        .toBe(200);
      expect(await answer!.json()).toMatchObject({ views: 2, counted: true });
      const healthy = await fetch(`${server.url}/healthz`);
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toMatchObject({ status: "ok", store: "up" });
    } finally {
      await server.stop();
      if (asRoot) execFileSync("chattr", ["-i", file], { stdio: "ignore" });
    }
  }, 60_000);

  test("writes failing (a file-size limit): /healthz says degraded, steadily, until writes succeed again", async () => {
    const server = await startProductionServer({
      DATABASE_URL: dbUrl("file-size"),
      VIEW_LIMITS: "off",
    });
    const limit = (size: string) =>
      execFileSync("prlimit", ["--pid", String(server.process.pid), `--fsize=${size}`]);
    try {
      expect((await postView(server)).status).toBe(200);
      // Every write that reaches the file now fails ("File too large"); opening and reading still work.
      limit("1:unlimited");
      const answers: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const post = await postView(server);
        const health = await fetch(`${server.url}/healthz`);
        answers.push(
          `${post.status} ${health.status} ${((await health.json()) as { store: string }).store}`,
        );
      }
      // Before, each failed write dropped the store, the next check reopened it and said "up".
      expect(answers).toEqual(Array.from({ length: 10 }, () => "503 503 down"));
      expect((await fetch(`${server.url}/blogs/${SLUG}`)).status).toBe(200);
      limit("unlimited:unlimited");
      await expect
        .poll(async () => (await postView(server)).status, { timeout: 10_000, interval: 250 })
        .toBe(200);
      const healthy = await fetch(`${server.url}/healthz`);
      expect(await healthy.json()).toMatchObject({ status: "ok", store: "up" });
    } finally {
      await server.stop();
    }
  }, 60_000);

  test("the database folder deleted while running: no success is answered for a lost write, and nothing answered is lost", async () => {
    const folder = path.join(dir, "deleted");
    const env = { DATABASE_URL: `file:${path.join(folder, "site.db")}`, VIEW_LIMITS: "off" };
    const server = await startProductionServer(env);
    let lastAnswered = 0;
    const statuses: number[] = [];
    try {
      for (let i = 0; i < 5; i += 1)
        lastAnswered = ((await (await postView(server)).json()) as { views: number }).views;
      rmSync(folder, { recursive: true, force: true });
      for (let i = 0; i < 20; i += 1) {
        const response = await postView(server);
        statuses.push(response.status);
        if (response.status === 200)
          lastAnswered = ((await response.json()) as { views: number }).views;
        else await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      await server.stop();
    }
    expect(statuses[0]).toBe(503);
    expect(statuses.at(-1)).toBe(200);
    expect(server.output()).toMatch(/was deleted while the site was running/);
    const restarted = await startProductionServer(env);
    try {
      expect(await count(restarted)).toBe(lastAnswered);
      expect(lastAnswered).toBe(5 + statuses.filter((status) => status === 200).length);
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});

test("production without PUBLIC_ORIGIN warns at start-up", async () => {
  const env = { ...process.env };
  delete env.PUBLIC_ORIGIN;
  const server = await startProductionServer({ DATABASE_URL: dbUrl("origin") });
  try {
    expect(server.output()).toMatch(/Warning: PUBLIC_ORIGIN is not set/);
  } finally {
    await server.stop();
  }
}, 30_000);
