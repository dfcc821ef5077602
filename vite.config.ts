import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { ALIASES } from "./scripts/aliases.mjs";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: ALIASES,
  },
  environments: {
    // The server build also bundles our Express app, so production runs one compiled file.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
