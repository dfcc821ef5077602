// `npm start`: build when needed, then serve the production site.
import { existsSync } from "node:fs";
import { ensureBuild } from "./build-freshness.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
ensureBuild();
await import("../server.js");
