// `npm run db:migrate [-- --env-file /etc/voltverse.env]`: applies the view store's migrations
// (also done at every start-up) and says what it did.
import { ensureBuild } from "./build-freshness.mjs";
import { loadEnvFile } from "./env-file.mjs";

loadEnvFile();
process.env.NODE_ENV ??= "production";
ensureBuild();
const { migrateOnly } = await import("../build/server/index.js");
try {
  await migrateOnly();
} catch (error) {
  // What went wrong, without a stack: a database that is down, refused the login, or (SQLite) held by the running site.
  console.error(`Database migration failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
