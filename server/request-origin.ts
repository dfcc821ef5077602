import type { Request } from "express";
import type { RequestOrigin } from "~/utils/same-site";

/** Where a request says it comes from, and which origins are this site's: its public one and the one it was addressed to. */
export function requestOrigin(req: Request, publicOrigin: string): RequestOrigin {
  return {
    origin: req.headers.origin,
    fetchSite: req.get("sec-fetch-site"),
    siteOrigins: [publicOrigin, `${req.protocol}://${req.get("host")}`],
  };
}
