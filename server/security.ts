import { createHash } from "node:crypto";

import type { NextFunction, Request, Response } from "express";

/**
 * Outside origins the site really needs: YouTube embeds and the page translator. Video facades
 * (app/components/video-facade) embed the privacy-enhanced player only, once clicked, and show
 * posters of ours, so no YouTube image host is allowed.
 */
const YOUTUBE_FRAMES = ["https://www.youtube-nocookie.com"];

/**
 * What Google's translation widget loads, by directive: its script and the modules it adds, its
 * stylesheet and icons, and the translation calls. Only when the translator is on.
 */
function translatorSources(scriptUrl: string | null): Record<string, string[]> {
  if (!scriptUrl) return {};
  const api = "https://translate.googleapis.com";
  return {
    "script-src": [new URL(scriptUrl).origin, api],
    "style-src": [api, "https://www.gstatic.com"],
    "img-src": ["https://translate.google.com", api, "https://www.gstatic.com"],
    "connect-src": [api, "https://translate-pa.googleapis.com"],
  };
}

/** The official IFrame Player API; its players are framed from YOUTUBE_FRAMES. */
const YOUTUBE_PLAYER_API_ORIGIN = "https://www.youtube.com";

/**
 * A player API configured on another origin (YOUTUBE_IFRAME_API_URL: a mirror, or the stand-in
 * the Lighthouse benchmark serves) frames its players from that origin too.
 */
function playerSources(apiUrl: string | null): Record<string, string[]> {
  if (!apiUrl) return {};
  const origin = new URL(apiUrl).origin;
  return origin === YOUTUBE_PLAYER_API_ORIGIN
    ? {}
    : { "script-src": [origin], "frame-src": [origin] };
}

/** The CSP source for one inline script: its SHA-256, as the browser computes it over the script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The Content-Security-Policy, the same for every response: inline scripts are allowed by their
 * hashes only, and what they load is trusted through 'strict-dynamic' (web.dev's strict CSP).
 * No nonce, so a page is the same bytes for everyone and can be cached.
 */
export function contentSecurityPolicy(
  scriptHashes: string[],
  translatorScriptUrl: string | null = null,
  playerApiUrl: string | null = null,
): string {
  const translator = translatorSources(translatorScriptUrl);
  const player = playerSources(playerApiUrl);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // The host list is the fallback for browsers without CSP level 3 (they ignore strict-dynamic).
    "script-src": [
      "'self'",
      ...scriptHashes,
      "'strict-dynamic'",
      YOUTUBE_PLAYER_API_ORIGIN,
      ...(player["script-src"] ?? []),
      ...(translator["script-src"] ?? []),
    ],
    "style-src": ["'self'", "'unsafe-inline'", ...(translator["style-src"] ?? [])],
    "img-src": ["'self'", "data:", ...(translator["img-src"] ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(translator["connect-src"] ?? [])],
    "frame-src": [...YOUTUBE_FRAMES, ...(player["frame-src"] ?? [])],
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
export function pageHeaderSet(options: {
  scriptHashes: string[];
  translatorScriptUrl: string | null;
  playerApiUrl: string | null;
}) {
  const csp: [string, string] = [
    "Content-Security-Policy",
    contentSecurityPolicy(options.scriptHashes, options.translatorScriptUrl, options.playerApiUrl),
  ];
  const plain = [csp, ...commonHeaders(false)];
  const secure = [csp, ...commonHeaders(true)];
  return (isSecure: boolean) => (isSecure ? secure : plain);
}

/** Sets the page headers (the hash-based CSP included) on what the page handler answers. */
export function securityHeaders(headersFor: (secure: boolean) => [string, string][]) {
  return function setSecurityHeaders(req: Request, res: Response, next: NextFunction) {
    for (const [name, value] of headersFor(req.secure)) res.setHeader(name, value);
    next();
  };
}

/** The CSP of everything that is not a page (API answers, assets, images, errors): nothing may load, nothing may frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The headers of every answer that is not a page: the common ones with a CSP that allows nothing. */
export function baselineHeaders(secure: boolean): [string, string][] {
  return [["Content-Security-Policy", NON_PAGE_CSP], ...commonHeaders(secure)];
}

/**
 * Sets the baseline headers on every response, first of all, so even the guard's refusals, the
 * views and TV APIs, static files, 404s for files and errors carry them; pages replace the CSP
 * with their own (securityHeaders).
 */
export function baselineSecurityHeaders(req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of baselineHeaders(req.secure)) res.setHeader(name, value);
  next();
}
