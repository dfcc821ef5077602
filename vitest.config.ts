import { defineConfig } from "vitest/config";
import { ALIASES } from "./scripts/aliases.mjs";

// Separate from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: {
    alias: ALIASES,
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["tests/setup/no-network.ts", "tests/setup/content.ts"],
    testTimeout: 20_000,
    // The share cards and the newsletter's mails read the site's colours from app.css as text.
    css: { include: [/app\.css\?raw/] },
  },
});
