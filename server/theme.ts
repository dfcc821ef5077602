import type { Request, Response } from "express";
import { safeRedirectPath } from "~/features/theme/redirect";
import { isTheme, themeCookie } from "~/features/theme/theme";
import { isCrossSite } from "~/utils/same-site";
import { readBody, refuseBody, sendPlain } from "./http-guard";
import { requestOrigin } from "./request-origin";

/** A theme form is two short fields; anything longer is not ours. */
const MAX_THEME_BODY = 1_024;

/** The path of a Referer on this site, else undefined. */
function refererPath(req: Request, siteOrigins: readonly string[]): string | undefined {
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    return siteOrigins.includes(url.origin) ? `${url.pathname}${url.search}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * POST /theme: remembers the visitor's theme in a cookie. A plain form post (no JavaScript) comes
 * back to the page it came from (the form's return path, or for a page that names none — a shared
 * "not found" — the Referer); the enhanced toggle asks for JSON. Another site's page cannot set it
 * (403, as for the view counter). Only a small URL-encoded form is read: other content types get
 * 415, larger bodies 413 before they are read.
 */
export function themeEndpoint(origin: string) {
  return async function postTheme(req: Request, res: Response) {
    const from = requestOrigin(req, origin);
    if (isCrossSite(from))
      return refuseBody(req, res, 403, "The theme is set from this site's own pages only");
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded")
      return refuseBody(
        req,
        res,
        415,
        "Send the theme as a form (application/x-www-form-urlencoded)",
      );
    const body = await readBody(req, MAX_THEME_BODY);
    if (body === "too-large") return refuseBody(req, res, 413, "Payload Too Large");
    const form = new URLSearchParams(body.toString("latin1"));
    const theme = form.get("theme");
    if (!isTheme(theme)) return sendPlain(res, 400, "Unknown theme");
    res.setHeader("Set-Cookie", themeCookie(theme, req.secure));
    res.setHeader("Cache-Control", "no-store");
    if (form.has("redirectTo"))
      return void res.redirect(
        303,
        safeRedirectPath(form.get("redirectTo") || refererPath(req, from.siteOrigins), origin),
      );
    res.json({ theme });
  };
}
