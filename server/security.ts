import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** Outside origins the site really needs: YouTube embeds and the page translator. */
const YOUTUBE_FRAMES = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];
const TRANSLATOR = ["https://translate.google.com", "https://translate.googleapis.com", "https://translate-pa.googleapis.com"];
const TRANSLATOR_ASSETS = ["https://www.gstatic.com", "https://fonts.gstatic.com"];

/** Builds the Content-Security-Policy for one response. */
export function contentSecurityPolicy(nonce: string, extraScriptOrigins: string[] = []): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // strict-dynamic: scripts our nonced code loads (translator, YouTube player) are trusted;
    // the host list is the fallback for browsers without CSP level 3.
    "script-src": ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...TRANSLATOR, "https://www.youtube.com", ...extraScriptOrigins],
    "style-src": ["'self'", "'unsafe-inline'", ...TRANSLATOR_ASSETS],
    "img-src": ["'self'", "data:", "https://i.ytimg.com", ...TRANSLATOR, ...TRANSLATOR_ASSETS],
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

/** The headers every response carries, pages and API alike. */
function setCommonHeaders(req: Request, res: Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  // YouTube embeds refuse to play without a Referer, so not no-referrer.
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self \"https://www.youtube-nocookie.com\" \"https://www.youtube.com\"), autoplay=(self \"https://www.youtube-nocookie.com\" \"https://www.youtube.com\")",
  );
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

/** Sets a fresh nonce in res.locals.cspNonce and the security headers on every response. */
export function securityHeaders(options: { extraScriptOrigins?: string[] } = {}) {
  return function setSecurityHeaders(req: Request, res: Response, next: NextFunction) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options.extraScriptOrigins));
    setCommonHeaders(req, res);
    next();
  };
}

/** For JSON endpoints: the same headers, with a CSP that allows nothing (no nonce to make). */
export function apiSecurityHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  setCommonHeaders(req, res);
  next();
}
