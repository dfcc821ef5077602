import { expect, test } from "vitest";
import { formatLogLine } from "./logging";
import { contentSecurityPolicy, scriptHash } from "./security";

test("the CSP allows hashed inline scripts only, the site's embeds and translator, and no framing", () => {
  const hash = scriptHash("console.log(1)");
  // echo -n 'console.log(1)' | openssl dgst -sha256 -binary | base64
  expect(hash).toBe("'sha256-CihokcEcBW4atb/CW/XWsvWwbTjqwQlE9nj9ii5ww5M='");
  const csp = contentSecurityPolicy([hash]);
  const script = csp.split("; ").find((d) => d.startsWith("script-src"))!;
  expect(script).toContain(hash);
  expect(script).toContain("'strict-dynamic'");
  expect(csp).not.toContain("nonce-");
  expect(script).not.toContain("unsafe-inline");
  expect(script).not.toContain("unsafe-eval");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  // Video facades embed the privacy-enhanced player only and show posters of ours.
  const frames = csp.split("; ").find((d) => d.startsWith("frame-src"))!;
  expect(frames.split(" ")).not.toContain("https://www.youtube.com");
  expect(csp).not.toContain("i.ytimg.com");
  expect(csp).toContain("object-src 'none'");
});

test("log line: method, path, status, ms", () => {
  expect(formatLogLine("GET", "/services", 200, 12.345)).toBe("GET /services 200 12.3ms");
});
