// `npm run check:live [-- --env-file /etc/voltverse.env]`: exits 1, listing each problem, while the
// site is not ready to go live (PUBLIC_ORIGIN unset, sample values left in site.config.ts), so a
// deploy can be gated on it. It checks the build that will run, built first when needed.
import { ensureBuild } from "./build-freshness.mjs";
import { loadEnvFile } from "./env-file.mjs";

loadEnvFile();
process.env.NODE_ENV ??= "production";
ensureBuild();
const { checkLive } = await import("../build/server/index.js");
process.exitCode = checkLive();
