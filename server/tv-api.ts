import { Router } from "express";
import { answerTv, tvSource } from "~/features/tv/api.server";

/**
 * Express adapter of GET /api/tv/{channel}: the schedule window with the server's time. Never
 * stored by a browser or CDN (the answer carries the time) and never in the page cache.
 */
export function tvApi() {
  const router = Router();
  router.get("/:channel", async (req, res, next) => {
    try {
      const result = await answerTv(tvSource(), String(req.params.channel));
      res.status(result.status).set("Cache-Control", "no-store").json(result.body);
    } catch (error) {
      next(error);
    }
  });
  router.use(
    (_req, res) =>
      void res.status(404).set("Cache-Control", "no-store").json({ error: "Not found" }),
  );
  return router;
}
