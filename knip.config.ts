import type { KnipConfig } from "knip";

// `npm run knip` (in `npm test`): no unused file, export, type or dependency. Knip's own plugins
// find most entries: React Router (app/routes.ts, every route module, root.tsx,
// entry.server.tsx), Vite, Vitest (the test files and their setup), Playwright (the specs),
// ESLint, dependency-cruiser and the files the npm scripts run. Listed here is what only a path
// string or a person starts.
const config: KnipConfig = {
  entry: [
    // The server build's input (vite.config.ts); server.js loads it from build/ or, in
    // development, through Vite.
    "server/app.ts",
    // The browser's entries, built by scripts/build-behaviours.mjs and build-islands.mjs (the
    // development server serves them by their path).
    "app/browser/*entry.{ts,tsx}",
    // Scripts started by another script's path or by hand (their usage is in their first lines).
    "scripts/bare-server.mjs",
    "scripts/bench-soak-probe.mjs",
    "scripts/make-videos.mjs",
    "scripts/art/tournaments.mjs",
    "scripts/dev/screenshot.mjs",
    "scripts/fonts/subset-inter.mjs",
    "scripts/fonts/card-fonts.mjs",
    // Loaded by path into a browser page or a server process under test.
    "tests/fakes/youtube-iframe-api.js",
    "tests/helpers/trace-gc.mjs",
  ],
  // The types of a script written in JavaScript, for the TypeScript that imports it.
  ignore: ["scripts/**/*.d.mts"],
  // System tools: the deploy and security tests run them when the machine has them (the live
  // test's HTTPS through nginx makes its certificate with openssl), scripts/make-videos.mjs needs ffmpeg.
  ignoreBinaries: ["nginx", "systemd-analyze", "runuser", "chattr", "prlimit", "ffmpeg", "openssl"],
  // Read from node_modules by path by scripts/fonts/subset-inter.mjs, which writes app/fonts/.
  ignoreDependencies: ["@fontsource-variable/inter"],
};

export default config;
