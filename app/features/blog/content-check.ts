import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { checkPostSources } from "./schema.ts";

/** Reads content/blog/*.md from disk and checks it exactly as the server will. */
export function checkBlogContent(root: string) {
  const dir = path.join(root, "content/blog");
  const manifest = JSON.parse(readFileSync(path.join(root, "app/media/images.json"), "utf8")) as Record<string, unknown>;
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".md"))
      .map((file) => [file, readFileSync(path.join(dir, file), "utf8")]),
  );
  return checkPostSources(sources, { imageExists: (name) => name in manifest });
}

/** Vite plugin: a bad post fails the build with the file name and the field. */
export function blogContentCheck(): Plugin {
  return {
    name: "blog-content-check",
    buildStart() {
      checkBlogContent(process.cwd());
    },
  };
}
