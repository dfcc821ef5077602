import { Router } from "express";
import { handleViewsRequest } from "~/features/views/api.server";
import { discardRest, readBody } from "./http-guard";

/** Express adapter of the view-counter API: /api/views and /api/views/{slug}. */
export function viewsApi(publicOrigin: string) {
  const router = Router();
  router.all(["/", "/:slug"], async (req, res, next) => {
    try {
      const query = new URLSearchParams(req.url.split("?")[1] ?? "");
      const result = await handleViewsRequest({
        method: req.method,
        slug: typeof req.params.slug === "string" ? req.params.slug : undefined,
        query,
        cookie: req.headers.cookie,
        userAgent: req.headers["user-agent"],
        origin: req.headers.origin,
        fetchSite: req.get("sec-fetch-site"),
        siteOrigins: [publicOrigin, `${req.protocol}://${req.get("host")}`],
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        secure: req.secure,
        bodyExceeds: async (maxBytes) => (await readBody(req, maxBytes)) === "too-large",
      });
      res
        .status(result.status)
        .set({ "Cache-Control": "no-store", ...result.headers })
        .json(result.body);
      if (result.status === 413) discardRest(req);
    } catch (error) {
      next(error);
    }
  });
  // Deeper paths (/api/views/a/b) are not ours: plain 404.
  router.use((_req, res) => void res.status(404).json({ error: "Not found" }));
  return router;
}
