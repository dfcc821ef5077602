// The browser's part of `npm run build`, after React Router's: the React islands
// (build-islands.mjs) and the behaviours (build-behaviours.mjs), then the list of files each
// browser module fetches (build/browser-chunks.json, for the budget test) and
// build/enhance.json, which names the behaviours' entry for the server. That file is written
// last: its presence marks the browser build complete (scripts/build-freshness.mjs).
import { writeFileSync } from "node:fs";
import { buildBehaviours } from "./build-behaviours.mjs";
import { buildIslands } from "./build-islands.mjs";
import { writeBrowserChunks } from "./browser-chunks.mjs";

const islandsMetafile = await buildIslands();
const behaviours = await buildBehaviours();
writeBrowserChunks([islandsMetafile, behaviours.metafile]);
writeFileSync("build/enhance.json", `${JSON.stringify({ src: behaviours.src })}\n`);
