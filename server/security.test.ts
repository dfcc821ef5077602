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

test("the translator's origins are in the CSP only while it is on, and only where the widget needs them", () => {
  const off = contentSecurityPolicy([]);
  expect(off).not.toMatch(/translate|gstatic/);
  const on = contentSecurityPolicy(
    [],
    "https://translate.google.com/translate_a/element.js?cb=init",
  );
  const directive = (name: string) => on.split("; ").find((d) => d.startsWith(`${name} `)) ?? "";
  expect(directive("script-src")).toContain("https://translate.google.com");
  expect(directive("script-src")).toContain("https://translate.googleapis.com");
  expect(directive("connect-src")).toContain("https://translate-pa.googleapis.com");
  expect(directive("frame-src")).not.toMatch(/translate/);
  expect(directive("default-src")).toBe("default-src 'self'");
  // A stand-in address in tests is allowed as the script's origin.
  expect(contentSecurityPolicy([], "http://127.0.0.1:9/element.js")).toMatch(
    /script-src [^;]*http:\/\/127\.0\.0\.1:9/,
  );
});

test("a player API configured on another origin may frame its players from there; the official one adds nothing", () => {
  const frames = (csp: string) => csp.split("; ").find((d) => d.startsWith("frame-src ")) ?? "";
  const official = contentSecurityPolicy([], null, "https://www.youtube.com/iframe_api");
  expect(official).toBe(contentSecurityPolicy([]));
  expect(frames(official)).toBe("frame-src https://www.youtube-nocookie.com");
  const standIn = contentSecurityPolicy([], null, "http://localhost:9/iframe_api");
  expect(frames(standIn)).toBe("frame-src https://www.youtube-nocookie.com http://localhost:9");
  expect(standIn).toMatch(/script-src [^;]*http:\/\/localhost:9/);
});
