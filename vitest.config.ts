import { readdirSync, readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";
import { ALIASES } from "./scripts/aliases.mjs";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
// The tiers (docs/testing.md): the unit projects need no build and no server (`npm run check`
// runs them); `integration` starts the production server from build/ and other processes.

/** Unit test files, beside the code they test (the tests' own helpers included). */
const UNIT_FILES = ["app", "server", "scripts", "tests/helpers"].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`),
);

/**
 * A file that is a page of its own (happy-dom: its modules keep per-page state, as the YouTube
 * loader's one attempt) or changes the process for its tests (stubbed variables or globals, modules
 * reset) gets fresh modules; the rest share their worker's, which saves reading the content
 * loader and its schemas again for every file.
 */
function needsOwnModules(file: string): boolean {
  const source = readFileSync(file, "utf8");
  return (
    source.includes("@vitest-environment happy-dom") ||
    /\bvi\.(stubEnv|stubGlobal|resetModules|mock|doMock)\(/.test(source)
  );
}

/**
 * Tests of browser code (ESLint's browser files: the entries, behaviours and islands), which never
 * reads the content: their fresh modules skip importing the content loader (seconds a file). One
 * that asks for the content anyway fails with "No content installed".
 */
const BROWSER_CODE = /^app\/(browser|enhance|islands)\/|\.enhance\.test\.ts$/;

const OWN_MODULES = UNIT_FILES.filter(needsOwnModules);
const SHARED_MODULES = UNIT_FILES.filter((file) => !OWN_MODULES.includes(file));

/** The unit projects run first, both cores busy; they differ in how files share modules. */
const unit = {
  sequence: { groupOrder: 0 },
  maxWorkers: 2,
  // A unit test that opens the view store without naming its own database fails, rather than
  // writing the checkout's data/site.db.
  env: { DATABASE_URL: "file:/dev/null/unit-tests-name-their-own-database/site.db" },
};
const NO_NETWORK = "tests/setup/no-network.ts";
const CONTENT = "tests/setup/content.ts";
const TESTING_LIBRARY = "tests/setup/testing-library.ts";

export default defineConfig({
  resolve: {
    alias: ALIASES,
  },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // The share cards and the newsletter's mails read the site's colours from app.css as text.
    css: { include: [/app\.css\?raw/] },
    projects: [
      {
        extends: true,
        test: {
          ...unit,
          name: "unit",
          include: SHARED_MODULES,
          isolate: false,
          // What a file changes for its worker is put back before the next file runs.
          setupFiles: [NO_NETWORK, CONTENT, "tests/setup/unit-state.ts"],
        },
      },
      {
        extends: true,
        test: {
          ...unit,
          name: "unit-own-modules",
          include: OWN_MODULES.filter((file) => !BROWSER_CODE.test(file)),
          setupFiles: [NO_NETWORK, CONTENT, TESTING_LIBRARY],
        },
      },
      {
        extends: true,
        test: {
          ...unit,
          name: "unit-browser",
          include: OWN_MODULES.filter((file) => BROWSER_CODE.test(file)),
          setupFiles: [NO_NETWORK, TESTING_LIBRARY],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: [NO_NETWORK, CONTENT],
          sequence: { groupOrder: 1 },
          // These files mostly wait on the processes they start: more files at once than cores.
          // Each takes its own ports, folders and databases.
          maxWorkers: 3,
          // A test or hook that starts a server waits for it as long as the server helper does (30 s
          // to answer /healthz), and longer with three files starting theirs at once on two cores.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
