// `npm run dev` runs the same Express app as production (server/app.ts), with Vite serving the
// sources: the same security headers, API, theme form and request gate, so nothing that only
// production has can break unnoticed.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  deprecationOrFutureLines,
  startServerProcess,
  type RunningServer,
} from "../helpers/server";

let server: RunningServer;
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-dev-"));
  server = await startServerProcess({
    script: "scripts/dev.mjs",
    env: { DATABASE_URL: `file:${path.join(dir, "site.db")}` },
    timeoutMs: 60_000,
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

test("pages render from source with the production headers, and the CSP-hashed loader gets the behaviours from Vite", async () => {
  const response = await fetch(`${server.url}/blogs/how-processors-work`);
  expect(response.status).toBe(200);
  const csp = response.headers.get("content-security-policy")!;
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  const html = await response.text();
  expect(html).toContain("How Processors Work");
  // The inline loader names the entry module; its text is allowed by hash, as in production.
  const loader = /<script>(\(function\(s\)\{s\.type="module";s\.src="([^"]+)"[^<]*)<\/script>/.exec(
    html,
  )!;
  expect(csp).toContain(`'sha256-${createHash("sha256").update(loader[1]!).digest("base64")}'`);
  const module = await fetch(`${server.url}${loader[2]}`);
  expect(module.status).toBe(200);
  expect(module.headers.get("content-type")).toMatch(/javascript/);
}, 60_000);

test("the API, the theme form and the request gate are there too", async () => {
  const views = await fetch(`${server.url}/api/views/how-processors-work`);
  expect(await views.json()).toEqual({ slug: "how-processors-work", views: 0 });
  const theme = await fetch(`${server.url}/theme`, {
    method: "POST",
    body: "theme=dark&redirectTo=%2F%09%2Fevil.com",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(theme.status).toBe(303);
  expect(theme.headers.get("location")).toBe("/");
  expect((await fetch(`${server.url}/blogs`, { method: "DELETE" })).status).toBe(405);
  expect((await fetch(`${server.url}/no-such-page`)).status).toBe(404);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}, 60_000);

test("starting it and rendering pages prints no deprecation or future-flag warnings", async () => {
  // The route modules, the config and Vite's servers are all loaded by now (the tests above rendered pages).
  expect((await fetch(`${server.url}/tv`)).status).toBe(200);
  expect(
    deprecationOrFutureLines(server.output()),
    "after npm ci (its postinstall patches @react-router/dev)",
  ).toEqual([]);
}, 60_000);
