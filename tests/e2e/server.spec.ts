import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

test("security headers and a nonce-free CSP that allows exactly the page's inline scripts", async ({
  request,
}) => {
  const first = await request.get("/services");
  const second = await request.get("/services");
  const csp = first.headers()["content-security-policy"]!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain("nonce");
  expect(second.headers()["content-security-policy"]).toBe(csp);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");
  expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(first.headers()["permissions-policy"]).toContain("camera=()");
  expect(first.headers()["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
  const html = await first.text();
  expect(await second.text()).toBe(html);
  const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !attributes!.includes("ld+json"),
  );
  expect(scripts.length).toBe(2);
  for (const [, attributes, text] of scripts) {
    expect(attributes).not.toContain("src=");
    expect(hashes).toContain(createHash("sha256").update(text!).digest("base64"));
  }
});

test("no page raises a CSP violation, and the behaviours load under the policy", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  for (const path of [
    "/",
    "/blogs",
    "/blogs/how-processors-work",
    "/services",
    "/about",
    "/no-such-page",
  ]) {
    await page.goto(path);
    // The behaviours ran (the theme toggle is a behaviour), so the loaded module was allowed.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .some((entry) => /\/assets\/enhance-/.test(entry.name)),
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
      path,
    ).toEqual([]);
  }
});

test("HSTS only over HTTPS (behind a proxy it trusts) — never on plain HTTP", async ({
  request,
}) => {
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
    request.post("/services", {
      data: "x".repeat(2_000_000),
      headers: { "content-type": "text/plain" },
    }),
  ];
  for (const response of await Promise.all(cases)) {
    expect(response.status(), response.url()).toBeGreaterThanOrEqual(400);
    expect(response.status(), response.url()).toBeLessThan(500);
  }
});

test("odd query strings are ignored: the page renders with the filter reset", async ({
  request,
}) => {
  const response = await request.get("/services?category=%00&q=%ff&category=x&unknown[]=1");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<option value="All" selected="">All</option>');
});

test("theme post refuses to redirect off-site", async ({ request }) => {
  const response = await request.post("/theme", {
    form: { theme: "dark", redirectTo: "//evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
});
