// `npm run db:migrate`: applies the view store's migrations (also done at every start-up).
import { existsSync } from "node:fs";
import { ensureBuild } from "./build-freshness.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
ensureBuild();
const { migrateOnly } = await import("../build/server/index.js");
await migrateOnly();
