// A 500 cannot be provoked safely in the production server (no backdoor is built in), so the app
// is built here with a route build that fails: the error answer must carry the security headers,
// say nothing about the failure, and the stack go to the log only.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { createApp } from "./app";
import { NON_PAGE_CSP } from "./security";

let server: Server | undefined;
afterEach(() => {
  server?.close();
  vi.restoreAllMocks();
});

async function serve(build: () => Promise<ServerBuild>) {
  const env = parseEnv({
    NODE_ENV: "production",
    LOG_REQUESTS: "false",
    DATABASE_URL: "file:/tmp/vv-app-test-never-opened.db",
  });
  const { handle } = createApp({
    env,
    build,
    enhanceSrc: "/assets/enhance.js",
    islandSrcs: { tv: "/assets/island-tv.js" },
  });
  server = createServer(handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test("a failing render answers a bare 500 with the security headers; the stack is logged, not sent", async () => {
  const logged: string[] = [];
  vi.spyOn(console, "error").mockImplementation((text: unknown) => void logged.push(String(text)));
  const url = await serve(() => Promise.reject(new Error("route build exploded <zq\"'>")));
  for (const secure of [false, true]) {
    const response = await fetch(`${url}/about`, {
      headers: secure ? { "X-Forwarded-Proto": "https" } : {},
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Internal server error");
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBeTruthy();
    expect(response.headers.get("permissions-policy")).toBeTruthy();
    expect(response.headers.get("x-powered-by")).toBeNull();
    // TRUST_PROXY is off: a client's X-Forwarded-Proto never turns HSTS on.
    expect(response.headers.get("strict-transport-security")).toBeNull();
  }
  expect(logged.join("\n")).toMatch(/route build exploded[\s\S]*\n\s+at /);
  // Answers that are not pages keep the CSP that allows nothing.
  const missing = await fetch(`${url}/assets/no-such-file.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("content-security-policy")).toBe(NON_PAGE_CSP);
});
