import express, { type RequestHandler } from "express";
import path from "node:path";
import type { ViteDevServer } from "vite";
import type { ServerBuild } from "react-router";
import { checkContent } from "~/content/check.server";
import { installContent, reloadContent } from "~/content/install.server";
import { contentDir } from "~/features/content/dir.server";
import { MANIFEST_FILE, RETIRED_FILE } from "~/features/content/images.server";
import { ContentError } from "~/features/content/problems";
import { routeTable, type RouteTable } from "~/features/route-table/route-table";
import { exitRefused } from "./refused";

/** The build's route table (the sitemap's pages): links in posts are checked against the pages it answers. */
export type ContentRoutes = () => Promise<RouteTable>;

/** A rendered image of content: its name carries the hash of what it was rendered from, so its bytes never change. */
const HASHED = /\.[0-9a-f]{8}\.(?:webp|jpg)$/;

/**
 * The content's files: /images (images of content, and files placed as they are, such as a
 * post's figures) and /media (videos), from CONTENT_DIR. Rendered images have the hash of their
 * source in their names, so they are cached for a year; other files for an hour. The manifest
 * and the record of replaced images are the server's and the images script's, not a page's.
 */
export function contentFiles(): RequestHandler {
  const router = express.Router();
  const dir = contentDir();
  for (const file of [MANIFEST_FILE, RETIRED_FILE])
    router.use(`/${file}`, (_req, _res, next) => next("router"));
  for (const folder of ["images", "media"]) {
    router.use(
      `/${folder}`,
      express.static(path.join(dir, folder), {
        index: false,
        redirect: false,
        dotfiles: "ignore",
        setHeaders: (res, file) =>
          res.setHeader(
            "Cache-Control",
            HASHED.test(file) ? "public, max-age=31536000, immutable" : "public, max-age=3600",
          ),
      }),
    );
  }
  return router;
}

/** Reads CONTENT_DIR before the server listens; content the check refuses stops it (exit 78), every problem printed. */
export async function startContent(routes: ContentRoutes) {
  try {
    const { snapshot, summary } = installContent(undefined, { routes: await routes() });
    console.log(`Content ${snapshot.version} from ${snapshot.dir}: ${summary}`);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(
      `Content refused (nothing served; fix these and start again, or run npm run check:content):\n${error.message}`,
    );
    exitRefused(`the content in ${contentDir()} is refused`);
  }
}

/**
 * Reads CONTENT_DIR again: valid content is swapped in and `onReloaded` runs (the page cache is
 * emptied); invalid content is refused, the log and /healthz say why, and the old content keeps serving.
 */
export async function reload(onReloaded: () => void, routes: ContentRoutes) {
  let table: RouteTable | undefined;
  try {
    table = await routes();
  } catch (error) {
    // Development only (a production build's routes are read once): a route module that does not load.
    console.error(
      `The routes could not be read (${error instanceof Error ? error.message : String(error)}): links in posts are not checked against pages this time`,
    );
  }
  const result = reloadContent(undefined, { routes: table });
  if (result.ok) {
    onReloaded();
    console.log(
      `Content reloaded: ${result.snapshot.version} in ${result.ms} ms (${result.summary})`,
    );
  } else {
    console.error(
      `Content reload refused; still serving the previous content:\n${result.problems.join("\n")}`,
    );
  }
}

/** SIGHUP (`npm run reload`) reloads the content; the process keeps serving throughout. */
export function reloadOnSignal(onReloaded: () => void, routes: ContentRoutes) {
  process.on("SIGHUP", () => {
    console.log("SIGHUP received: reloading the content");
    void reload(onReloaded, routes);
  });
}

/** Development: a change in the content folder reloads it (once the burst of file events is over). */
export function reloadOnChange(vite: ViteDevServer, onReloaded: () => void, routes: ContentRoutes) {
  const dir = contentDir();
  vite.watcher.add(dir);
  let timer: NodeJS.Timeout | undefined;
  vite.watcher.on("all", (_event, file) => {
    if (path.relative(dir, file).startsWith("..")) return;
    clearTimeout(timer);
    timer = setTimeout(() => void reload(onReloaded, routes), 100);
  });
}

/** The content check of a container's build (docs/deploy.md), with the build's own routes: resolves with the exit code. */
export async function checkBuiltContent(): Promise<number> {
  const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
  return checkContent(undefined, { routes: routeTable(build.routes) });
}
