import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { blogContentCheck } from "./app/features/blog/content-check.ts";

export default defineConfig({
  plugins: [blogContentCheck(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  environments: {
    // The server build also bundles our Express app, so production runs one compiled file.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
});
