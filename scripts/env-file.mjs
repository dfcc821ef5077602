import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

/**
 * Loads the settings a one-off command (check:live, db:migrate) runs with: the deployment's file
 * given as `--env-file <path>` (e.g. /etc/voltverse.env), else a .env here, as `npm start` reads it.
 */
export function loadEnvFile(args = process.argv.slice(2)) {
  const { values } = parseArgs({ args, options: { "env-file": { type: "string" } } });
  const file = values["env-file"] ?? (existsSync(".env") ? ".env" : undefined);
  if (file) process.loadEnvFile(file);
}
