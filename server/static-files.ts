import express, { type Express, type RequestHandler } from "express";
import path from "node:path";

/** A path that names a file: it ends in an extension. */
const FILE_PATH = /\.[a-z0-9]{1,8}$/i;
/** Paths that look like files but are rendered by routes. */
const RENDERED_FILES = new Set(["/rss.xml", "/sitemap.xml", "/robots.txt"]);

/** Production's browser files, from the folder of the client build (hashed assets in assets/). */
export function serveClientFiles(app: Express, clientDir: string) {
  // Hashed file names never change content: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
    }),
  );
  // Only what looks like a file: every page would otherwise cost a look-up on disk first.
  const files = express.static(clientDir, { maxAge: "1h", index: false, redirect: false });
  app.use((req, res, next) => (FILE_PATH.test(req.path) ? files(req, res, next) : next()));
}

/**
 * A request for a file we do not have gets a plain 404, not a page render. Never stored by a
 * CDN: during a rolling deploy an instance still on the old build misses the new hashed assets,
 * and a cached 404 would break every page that names them until it expired.
 */
export const missingFiles: RequestHandler = (req, res, next) => {
  if (RENDERED_FILES.has(req.path)) return next();
  if (FILE_PATH.test(req.path) || req.path.startsWith("/assets/")) {
    res.status(404).type("text/plain").setHeader("Cache-Control", "no-store");
    res.send("Not found");
    return;
  }
  next();
};
