import path from "node:path";
import { envSchema } from "~/utils/env.server";

/**
 * The content folder, CONTENT_DIR as the environment schema reads it, resolved against the
 * working directory. Read alone so that loading content does not fix the rest of the environment
 * before start-up (and tests) set it; the scripts that draw and render content use it too.
 */
export function contentDir(): string {
  return path.resolve(envSchema.shape.CONTENT_DIR.parse(process.env.CONTENT_DIR));
}
