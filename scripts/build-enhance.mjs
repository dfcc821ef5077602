// Compiles the browser behaviours (app/enhance) into one small hashed module and records its address.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import path from "node:path";

const result = await build({
  entryPoints: ["app/enhance/index.ts"],
  bundle: true,
  minify: true,
  format: "esm",
  target: "es2020",
  alias: { "~": path.resolve("app") },
  outdir: "build/client/assets",
  entryNames: "enhance-[hash]",
  metafile: true,
  logLevel: "warning",
});
const output = Object.keys(result.metafile.outputs).find((file) => file.endsWith(".js"));
const src = `/${path.relative("build/client", output).replace(/\\/g, "/")}`;
writeFileSync("build/enhance.json", `${JSON.stringify({ src })}\n`);
console.log(`browser behaviours: ${src} (${result.metafile.outputs[output].bytes} bytes)`);
