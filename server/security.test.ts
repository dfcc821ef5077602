import { expect, test } from "vitest";
import { formatLogLine } from "./logging";
import { contentSecurityPolicy } from "./security";

test("the CSP allows nonced scripts only, the site's embeds and translator, and no framing", () => {
  const csp = contentSecurityPolicy("abc123");
  const script = csp.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(script).toContain("'nonce-abc123'");
  expect(script).not.toContain("unsafe-inline");
  expect(script).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  expect(csp).toContain("object-src 'none'");
});

test("log line: method, path, status, ms", () => {
  expect(formatLogLine("GET", "/services", 200, 12.345)).toBe("GET /services 200 12.3ms");
});
