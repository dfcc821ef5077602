// The import aliases, one list for every tool that bundles or runs the code (Vite, Vitest, the
// browser builds' esbuild). TypeScript, tsx, Playwright and dependency-cruiser read the same two
// from tsconfig.json's "paths"; keep both in step. `~/…` is app/; the owner's settings file sits
// at the root (the docs and the owner know it there), so `~/site.config` names it from anywhere.
import { fileURLToPath } from "node:url";

/** Most specific first: a bundler takes the first alias that matches. */
export const ALIASES = {
  "~/site.config": fileURLToPath(new URL("../site.config.ts", import.meta.url)),
  "~": fileURLToPath(new URL("../app", import.meta.url)),
};
