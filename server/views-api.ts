import { Router } from "express";
import { handleViewsRequest } from "~/features/views/api.server";
import { discardRest, readBody } from "./http-guard";
import { requestOrigin } from "./request-origin";

/** Express adapter of the view-counter API: /api/views and /api/views/{slug}. */
export function viewsApi(publicOrigin: string) {
  const router = Router();
  router.all(["/", "/:slug"], async (req, res, next) => {
    // Like every other path: which methods it takes. No CORS headers: only this site's pages count views.
    if (req.method === "OPTIONS") {
      res.setHeader(
        "Allow",
        req.params.slug === undefined ? "GET, HEAD, OPTIONS" : "GET, HEAD, POST, OPTIONS",
      );
      res.setHeader("Cache-Control", "no-store");
      return void res.status(204).end();
    }
    try {
      const query = new URLSearchParams(req.url.split("?")[1] ?? "");
      const result = await handleViewsRequest({
        method: req.method,
        slug: typeof req.params.slug === "string" ? req.params.slug : undefined,
        query,
        cookie: req.headers.cookie,
        userAgent: req.headers["user-agent"],
        ...requestOrigin(req, publicOrigin),
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
