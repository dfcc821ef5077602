// Compiles the React islands (app/browser/<name>.entry.tsx): one module per island, loaded only
// by the routes that declare it, with React's client runtime in a chunk the islands share.
// Writes build/islands.json: { "<name>": "/assets/island-<name>-<hash>.js" }; returns esbuild's metafile.
import { build } from "esbuild";
import { ALIASES } from "./aliases.mjs";
import { COMPILE_HINT_BANNER } from "./compile-hint.mjs";
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export async function buildIslands() {
  const entries = Object.fromEntries(
    readdirSync("app/browser")
      .filter((file) => file.endsWith(".entry.tsx"))
      .map((file) => [`island-${file.replace(/\.entry\.tsx$/, "")}`, `app/browser/${file}`]),
  );
  const result = await build({
    entryPoints: entries,
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: "es2020",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"', "import.meta.env.DEV": "false" },
    alias: ALIASES,
    outdir: "build/client/assets",
    entryNames: "[name]-[hash]",
    chunkNames: "island-chunk-[hash]",
    metafile: true,
    legalComments: "none",
    banner: COMPILE_HINT_BANNER,
    logLevel: "warning",
  });
  const src = (file) => `/${path.relative("build/client", file).replace(/\\/g, "/")}`;
  const islands = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    const name = Object.entries(entries).find(([, entry]) => entry === output.entryPoint)?.[0];
    if (name) islands[name.slice("island-".length)] = src(file);
    console.log(`React islands: ${src(file)} (${output.bytes} bytes)`);
  }
  writeFileSync("build/islands.json", `${JSON.stringify(islands)}\n`);
  return result.metafile;
}
