// Writes build/browser-chunks.json: for each browser module that starts a load (the behaviours'
// entry, each behaviour chunk, each island entry), every file the browser fetches for it — the
// module's own file and the shared chunks it imports statically. The budget test
// (tests/e2e/crawl/budget.ts) reads it to know exactly which scripts a page may load.
import { writeFileSync } from "node:fs";
import path from "node:path";

const src = (file) => `/${path.relative("build/client", file).replace(/\\/g, "/")}`;

/** `metafiles`: esbuild metafiles of the browser builds (code splitting on). */
export function writeBrowserChunks(metafiles) {
  const outputs = Object.assign({}, ...metafiles.map((metafile) => metafile.outputs));
  /** The file and everything it imports statically, transitively. */
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of outputs[file]?.imports ?? [])
      if (imported.kind === "import-statement") closure(imported.path, seen);
    return seen;
  };
  const chunks = {};
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith(".js") || !output.entryPoint) continue;
    chunks[output.entryPoint] = [...closure(file)].map(src).sort();
  }
  writeFileSync("build/browser-chunks.json", `${JSON.stringify(chunks, null, 2)}\n`);
}
