import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** Every deployment setting, read once from process.env at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin of the site, used for canonical links, feeds and share links. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default("http://localhost:3000").transform((url) => url.replace(/\/+$/, "")),
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  TRUST_PROXY: booleanFlag.default(false),
  /** One log line per request. */
  LOG_REQUESTS: booleanFlag.default(true),
  /** View counter store: file:./path.db (SQLite, the default) or postgres://… (many instances). */
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://…")
    .default("file:./data/site.db"),
  /** PostgreSQL connection pool size per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** View counter abuse limits; "off" for benchmarks. */
  VIEW_LIMITS: z.enum(["on", "off"]).default("on"),
  /** A returning visitor is not counted again for the same post within this many seconds. */
  VIEW_DEDUPE_SECONDS: z.coerce.number().int().min(0).max(86_400 * 30).default(1800),
  /** Counted views per client address per minute before 429. */
  VIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Address of the page translator script (tests point it at a stand-in). */
  TRANSLATOR_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit"),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
}

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use, then reused). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
