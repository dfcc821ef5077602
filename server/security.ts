import { createHash } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

/**
 * Outside origins the site really needs: YouTube embeds and the page translator. Video facades
 * (app/components/video-facade) embed the privacy-enhanced player only, once clicked, and show
 * posters of ours, so no YouTube image host is allowed.
 */
const YOUTUBE_FRAMES = ["https://www.youtube-nocookie.com"];
const TRANSLATOR = ["https://translate.google.com", "https://translate.googleapis.com", "https://translate-pa.googleapis.com"];
const TRANSLATOR_ASSETS = ["https://www.gstatic.com", "https://fonts.gstatic.com"];

/** The CSP source for one inline script: its SHA-256, as the browser computes it over the script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy, the same for every response: inline scripts are allowed by their
 * hashes only, and what they load is trusted through 'strict-dynamic' (web.dev's strict CSP).
 * No nonce, so a page is the same bytes for everyone and can be cached.
 */
export function contentSecurityPolicy(scriptHashes: string[], extraScriptOrigins: string[] = []): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // The host list is the fallback for browsers without CSP level 3 (they ignore strict-dynamic).
    "script-src": ["'self'", ...scriptHashes, "'strict-dynamic'", ...TRANSLATOR, "https://www.youtube.com", ...extraScriptOrigins],
    "style-src": ["'self'", "'unsafe-inline'", ...TRANSLATOR_ASSETS],
    "img-src": ["'self'", "data:", ...TRANSLATOR, ...TRANSLATOR_ASSETS],
    "font-src": ["'self'", ...TRANSLATOR_ASSETS],
    "connect-src": ["'self'", ...TRANSLATOR],
    "frame-src": [...YOUTUBE_FRAMES, ...TRANSLATOR],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`)
    .join("; ");
}

/** The headers every response carries, pages and API alike, as [name, value] pairs. */
function commonHeaders(secure: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    // YouTube embeds refuse to play without a Referer, so not no-referrer.
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
    [
      "Permissions-Policy",
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self "https://www.youtube-nocookie.com" "https://www.youtube.com"), autoplay=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
    ],
  ];
  if (secure) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/** The headers of every page, computed once per scheme: the page cache sends them as they are. */
export function pageHeaderSet(options: { scriptHashes: string[]; extraScriptOrigins?: string[] }) {
  const csp: [string, string] = ["Content-Security-Policy", contentSecurityPolicy(options.scriptHashes, options.extraScriptOrigins)];
  const plain = [csp, ...commonHeaders(false)];
  const secure = [csp, ...commonHeaders(true)];
  return (isSecure: boolean) => (isSecure ? secure : plain);
}

/** Sets the page headers (CSP included) on every response that passes. */
export function securityHeaders(headersFor: (secure: boolean) => [string, string][]) {
  return function setSecurityHeaders(req: Request, res: Response, next: NextFunction) {
    for (const [name, value] of headersFor(req.secure)) res.setHeader(name, value);
    next();
  };
}

/** For JSON endpoints: the same headers, with a CSP that allows nothing. */
export function apiSecurityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  for (const [name, value] of commonHeaders(req.secure)) res.setHeader(name, value);
  next();
}
