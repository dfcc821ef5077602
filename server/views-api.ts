import { Router, type Request } from "express";
import { handleViewsRequest } from "~/features/views/api.server";

/** Reads the request body only as far as needed to know it is too large. */
function bodyExceeds(req: Request) {
  return async (maxBytes: number) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return true;
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) return true;
    }
    return false;
  };
}

/** Express adapter of the view-counter API: /api/views and /api/views/{slug}. */
export function viewsApi() {
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
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        secure: req.secure,
        bodyExceeds: bodyExceeds(req),
      });
      res.status(result.status).set({ "Cache-Control": "no-store", ...result.headers }).json(result.body);
    } catch (error) {
      next(error);
    }
  });
  // Deeper paths (/api/views/a/b) are not ours: plain 404.
  router.use((_req, res) => void res.status(404).json({ error: "Not found" }));
  return router;
}
