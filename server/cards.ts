import express, { type NextFunction, type Request, type Response } from "express";
import {
  CARD_PATH,
  cardFile,
  defaultShareCard,
  renderCardsAhead,
} from "~/features/cards/cards.server";
import { CARD_NAME } from "~/features/cards/name.server";
import { iconPng, webManifest } from "~/features/install/manifest.server";
import { ICON_PATH, MANIFEST_PATH } from "~/features/install/paths";
import type { RouteTable } from "~/features/route-table/route-table";
import { DEFAULT_SOCIAL_IMAGE } from "~/features/shell/meta";
import { logServerError } from "./logging";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The share cards (/cards/{hash}.png) and the home-screen manifest with its icons. A card's name
 * is the hash of what it shows, so it is cached for a year; one not yet drawn is drawn now (a page
 * names its card before it is rendered). A name no content has (an old page's, long gone) is sent
 * to the brand's card for a moment, never a broken image.
 */
export function shareFiles(routes: () => Promise<RouteTable>) {
  const router = express.Router();
  router.get(`${CARD_PATH}:file`, (req: Request, res: Response, next: NextFunction) => {
    const file = String(req.params.file);
    if (!CARD_NAME.test(file)) return next();
    void (async () => {
      const found = await cardFile(file, await routes()).catch((error: unknown) => {
        // A card that cannot be drawn or stored (CARDS_DIR not writable): the site's own share image stands in.
        logServerError(error);
        return DEFAULT_SOCIAL_IMAGE;
      });
      if (found === DEFAULT_SOCIAL_IMAGE) {
        res.setHeader("Cache-Control", "no-store");
        return res.redirect(302, DEFAULT_SOCIAL_IMAGE);
      }
      if (!found) {
        res.setHeader("Cache-Control", "public, max-age=300");
        return res.redirect(302, defaultShareCard().path);
      }
      res.sendFile(found, { maxAge: "1y", immutable: true, lastModified: false }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    })().catch(next);
  });
  router.get(MANIFEST_PATH, (_req, res) => {
    res.type("application/manifest+json").setHeader("Cache-Control", "public, max-age=3600");
    res.send(JSON.stringify(webManifest()));
  });
  router.get(`${ICON_PATH}:file`, (req, res, next) => {
    const png = iconPng(String(req.params.file));
    if (!png) return next();
    png.then(
      (bytes) => res.type("image/png").setHeader("Cache-Control", IMMUTABLE).send(bytes),
      next,
    );
  });
  return router;
}

/** After a start or a reload, in the background: the content's cards within the budget (a failure is logged, pages serve on). */
export function renderCardsAfter(routes: () => Promise<RouteTable>) {
  void routes()
    .then((table) => renderCardsAhead(table))
    .catch((error: unknown) =>
      console.error(
        `Share cards not rendered ahead: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
}
