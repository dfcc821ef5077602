import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { contentDir, readPostFiles } from "./post-files.server.ts";

/** Reads {contentDir}/blog/*.md from disk and checks it exactly as the server will at start-up. */
export function checkBlogContent(root: string, dir: string = contentDir()) {
  const manifest = JSON.parse(readFileSync(path.join(root, "app/media/images.json"), "utf8")) as Record<string, unknown>;
  return readPostFiles(dir, { imageExists: (name) => name in manifest });
}

const CHECKED = Symbol.for("voltverse.content-checked");

/** Modules that read the content folder when they load; development reloads them when it changes. */
const CONTENT_READERS = ["app/features/blog/posts.server.ts", "app/features/pages/pages.server.ts"];

/**
 * Vite plugin: a bad post fails the build with the file name and the field. Posts are read from
 * disk when the server starts, not bundled, so in development a change in the content folder
 * invalidates the modules that read it (and the routes importing them): the next request reads it again.
 */
export function blogContentCheck(): Plugin {
  return {
    name: "blog-content-check",
    buildStart() {
      // One build loads this config several times (client, server and React Router's child compilers): check once.
      const checked = globalThis as { [CHECKED]?: string };
      const dir = contentDir();
      if (checked[CHECKED] === dir) return;
      checkBlogContent(process.cwd(), dir);
      checked[CHECKED] = dir;
    },
    configureServer(server) {
      const dir = contentDir();
      server.watcher.add(dir);
      server.watcher.on("all", (_event, file) => {
        if (path.relative(dir, file).startsWith("..")) return;
        const graph = server.environments.ssr.moduleGraph;
        for (const reader of CONTENT_READERS) {
          for (const module of graph.getModulesByFile(path.resolve(server.config.root, reader)) ?? []) graph.invalidateModule(module);
        }
      });
    },
  };
}
