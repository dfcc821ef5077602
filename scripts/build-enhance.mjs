// Compiles the browser behaviours: a tiny hashed entry (app/enhance/index.ts) that loads, per
// page, only the behaviour chunks its markup names (dynamic imports, split by esbuild).
import { build } from "esbuild";
import { buildIslands } from "./build-islands.mjs";
import { COMPILE_HINT_BANNER } from "./compile-hint.mjs";
import { writeBrowserChunks } from "./browser-chunks.mjs";
import { writeFileSync } from "node:fs";
import path from "node:path";

// The islands first: build/enhance.json, written last, marks the browser build complete.
const islandsMetafile = await buildIslands();

const result = await build({
  entryPoints: { enhance: "app/enhance/index.ts" },
  bundle: true,
  splitting: true,
  minify: true,
  format: "esm",
  target: "es2020",
  alias: { "~": path.resolve("app") },
  outdir: "build/client/assets",
  entryNames: "[name]-[hash]",
  // Behaviour chunks keep their module's name (mobile-menu.enhance → enhance-mobile-menu-…).
  chunkNames: "enhance-[name]-[hash]",
  banner: COMPILE_HINT_BANNER,
  metafile: true,
  logLevel: "warning",
});

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
const entry = outputs.find(([, output]) => output.entryPoint === "app/enhance/index.ts");
if (!entry) throw new Error("enhance entry missing from the build");
const src = (file) => `/${path.relative("build/client", file).replace(/\\/g, "/")}`;
writeBrowserChunks([islandsMetafile, result.metafile]);
writeFileSync("build/enhance.json", `${JSON.stringify({ src: src(entry[0]) })}\n`);
for (const [file, output] of outputs) console.log(`browser behaviours: ${src(file)} (${output.bytes} bytes)`);
