import type { Request, Response } from "express";
import { safeRedirectPath } from "~/features/theme/redirect";
import { isTheme, themeCookie } from "~/features/theme/theme";
import { readBody, refuseBody, sendPlain } from "./http-guard";

/** A theme form is two short fields; anything longer is not ours. */
export const MAX_THEME_BODY = 1_024;

/**
 * POST /theme: remembers the visitor's theme in a cookie. A plain form post (no JavaScript) comes
 * back to the page it came from; the enhanced toggle asks for JSON. Only a small URL-encoded
 * form is read: other content types get 415, larger bodies 413 before they are read.
 */
export function themeEndpoint(origin: string) {
  return async function postTheme(req: Request, res: Response) {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded") return refuseBody(req, res, 415, "Send the theme as a form (application/x-www-form-urlencoded)");
    const body = await readBody(req, MAX_THEME_BODY);
    if (body === "too-large") return refuseBody(req, res, 413, "Payload Too Large");
    const form = new URLSearchParams(body.toString("latin1"));
    const theme = form.get("theme");
    if (!isTheme(theme)) return sendPlain(res, 400, "Unknown theme");
    res.setHeader("Set-Cookie", themeCookie(theme, req.secure));
    res.setHeader("Cache-Control", "no-store");
    if (form.has("redirectTo")) return void res.redirect(303, safeRedirectPath(form.get("redirectTo"), origin));
    res.json({ theme });
  };
}
