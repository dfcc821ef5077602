// Compiles the browser behaviours: a tiny hashed entry (app/browser/enhance.entry.ts) that loads, per
// page, only the behaviour chunks its markup names (dynamic imports, split by esbuild).
// Returns the entry's address and esbuild's metafile.
import { build } from "esbuild";
import path from "node:path";
import { ALIASES } from "./aliases.mjs";
import { COMPILE_HINT_BANNER } from "./compile-hint.mjs";

const ENTRY = "app/browser/enhance.entry.ts";

export async function buildBehaviours() {
  const result = await build({
    entryPoints: { enhance: ENTRY },
    bundle: true,
    splitting: true,
    minify: true,
    format: "esm",
    target: "es2020",
    alias: ALIASES,
    outdir: "build/client/assets",
    entryNames: "[name]-[hash]",
    // Behaviour chunks keep their module's name (mobile-menu.enhance → enhance-mobile-menu-…).
    chunkNames: "enhance-[name]-[hash]",
    banner: COMPILE_HINT_BANNER,
    metafile: true,
    logLevel: "warning",
  });
  const src = (file) => `/${path.relative("build/client", file).replace(/\\/g, "/")}`;
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
  const entry = outputs.find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error("enhance entry missing from the build");
  for (const [file, output] of outputs)
    console.log(`browser behaviours: ${src(file)} (${output.bytes} bytes)`);
  return { src: src(entry[0]), metafile: result.metafile };
}
