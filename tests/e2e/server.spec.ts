import { expect, test } from "@playwright/test";

test("security headers and a per-request nonce on every script", async ({ request }) => {
  const first = await request.get("/services");
  const second = await request.get("/services");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["permissions-policy"]).toContain("camera=()");
  expect(first.headers()["cache-control"]).toMatch(/private|no-store/);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
});

test("HSTS only over HTTPS (behind a proxy it trusts) — never on plain HTTP", async ({ request }) => {
  const response = await request.get("/shop");
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

test("health check answers JSON", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok" });
});

test("hashed assets are cached for a year; pages are compressed", async ({ request }) => {
  const html = await (await request.get("/shop")).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)![0];
  const response = await request.get(asset);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const page = await request.get("/services", { headers: { "Accept-Encoding": "gzip, br" } });
  expect(page.headers()["content-encoding"]).toMatch(/gzip|br/);
});

test("unknown static files get a plain 404", async ({ request }) => {
  for (const path of ["/x.png", "/assets/nope.js", "/images/nothing.webp"]) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/text\/plain/);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
});

test("bad input gets a 4xx, never a 500", async ({ request }) => {
  const cases = [
    request.get("/%E0%A4%A"),
    request.get(`/${"a".repeat(5000)}`),
    request.post("/theme", { form: { theme: "purple" } }),
    request.get("/theme"),
    request.post("/services", { data: "x".repeat(2_000_000), headers: { "content-type": "text/plain" } }),
  ];
  for (const response of await Promise.all(cases)) {
    expect(response.status(), response.url()).toBeGreaterThanOrEqual(400);
    expect(response.status(), response.url()).toBeLessThan(500);
  }
});

test("odd query strings are ignored: the page renders with the filter reset", async ({ request }) => {
  const response = await request.get("/services?category=%00&q=%ff&category=x&unknown[]=1");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<option value="All" selected="">All</option>');
});

test("theme post refuses to redirect off-site", async ({ request }) => {
  const response = await request.post("/theme", { form: { theme: "dark", redirectTo: "//evil.example" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
});
