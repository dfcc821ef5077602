// `npm run newsletter -- <status | preview <slug> | export | delete <address>> [--env-file <file>]`:
// the newsletter's state, a post's mail as a file, and the owner's copy or deletion of an address.
// It runs the build's code, built first when needed (see server/newsletter/cli.ts).
import { ensureBuild } from "./build-freshness.mjs";
import { loadEnvFile } from "./env-file.mjs";

const args = process.argv.slice(2);
const at = args.indexOf("--env-file");
loadEnvFile(at >= 0 ? args.splice(at, 2) : []);
process.env.NODE_ENV ??= "production";
ensureBuild();
const { newsletterCli } = await import("../build/server/index.js");
process.exitCode = await newsletterCli(args);
