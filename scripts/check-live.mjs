// `npm run check:live [-- --env-file /etc/voltverse.env]`: exits 1, listing each problem, while the
// site is not ready to go live (PUBLIC_ORIGIN unset, sample values left in site.config.ts), so a
// deploy can be gated on it. It checks the build that will run, built first when needed.
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { ensureBuild } from "./build-freshness.mjs";

const { values } = parseArgs({ options: { "env-file": { type: "string" } } });
// The settings the site will run with: the deployment's environment file, or a .env here, as `npm start` reads it.
const envFile = values["env-file"] ?? (existsSync(".env") ? ".env" : undefined);
if (envFile) process.loadEnvFile(envFile);
process.env.NODE_ENV ??= "production";
ensureBuild();
const { checkLive } = await import("../build/server/index.js");
process.exitCode = checkLive();
