import { isIP } from "node:net";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An address, a CIDR range (10.0.0.0/8, fd00::/8) or one of Express's names for a trusted proxy. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * Which reverse proxies to believe about the client's address (X-Forwarded-For) and protocol:
 * false (none, the default), a hop count ("true" means 1: one proxy in front), or a list of
 * proxy addresses. The client address is then the rightmost one not added by a trusted proxy,
 * so a visitor cannot forge it by sending their own X-Forwarded-For.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((raw, ctx): false | number | string[] => {
    const value = raw.trim().toLowerCase();
    if (value === "false" || value === "0" || value === "") return false;
    if (value === "true") return 1;
    if (/^\d+$/.test(value) && Number(value) <= 20) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message:
        "must be false, a hop count (1 … 20; true = 1) or a comma-separated list of proxy addresses or ranges (10.0.0.0/8, loopback, …)",
    });
    return z.NEVER;
  });

/** Every deployment setting, read once from process.env at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Public origin of the site, used for canonical links, feeds and share links. */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** Trust X-Forwarded-* headers from these reverse proxies (see trustProxy). */
  TRUST_PROXY: trustProxy,
  /** One log line per request. */
  LOG_REQUESTS: booleanFlag.default(true),
  /** View counter store: file:./path.db (SQLite, the default) or postgres://… (many instances). */
  DATABASE_URL: z
    .string()
    .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:<path> or postgres://…")
    .default("file:./data/site.db"),
  /**
   * The PostgreSQL password when DATABASE_URL carries none: any characters, none of them encoded
   * (a URL needs / @ # : % … percent-encoded). Read by pg itself, as by psql (libpq's variable).
   */
  PGPASSWORD: z.string().optional(),
  /** PostgreSQL connection pool size per instance. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * PostgreSQL: the longest wait for a connection (a free one of the pool, or a new one), and the
   * longest one statement may take, in ms. An answer that needs the store comes within their sum
   * (2 s by default), 503 when the database is frozen or unreachable.
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  /** View counter abuse limits; "off" for benchmarks. */
  VIEW_LIMITS: z.enum(["on", "off"]).default("on"),
  /** A returning visitor is not counted again for the same post within this many seconds. */
  VIEW_DEDUPE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400 * 30)
    .default(1800),
  /**
   * Counted views per client address per minute before 429. A browser counts once per post per
   * VIEW_DEDUPE_SECONDS, so these are distinct readers behind one address (an office, a carrier
   * NAT): 30 a minute leaves room for that, and holds a cookie-less script to 30 a minute.
   */
  VIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** Connections open at once; unset: derived from the open-file limit (server/connections.ts). */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Connections open at once from one client (an IPv4 address, an IPv6 /64); unset: derived from the total. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Seconds a connection has to send a request's headers (idle ones too) before a 408 and close. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
  /**
   * Live streams (/live: open pages following play) open at once on this instance; unset: three
   * quarters of MAX_CONNECTIONS (server/live/index.ts). Past it a new stream gets 503.
   */
  LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Live streams open at once from one client (an IPv4 address, an IPv6 /64); unset: half of MAX_CONNECTIONS_PER_CLIENT. Past it, 429. */
  LIVE_MAX_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Minutes a live stream may go without an event before it is ended (an open page reconnects at once; a gone one does not). */
  LIVE_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Searches per client a minute that are not already in the page cache (each is a new render),
   * then 429 with Retry-After; searches the cache holds are answered whatever the count.
   */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /**
   * How far the JavaScript heap may grow past what the last full garbage collection kept, in
   * percent, before the next one (server/heap.ts); 0 leaves V8's own rule (up to 300 % more).
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(1000).default(50),
  /** The content folder (posts, pages, data files, images of content), read at start-up and on SIGHUP; relative to the working directory. */
  CONTENT_DIR: z.string().trim().min(1).default("content"),
  /** Where share cards are kept once rendered (one PNG per card and content version); relative to the working directory. */
  CARDS_DIR: z.string().trim().min(1).default("data/cards"),
  /** Share cards a start or reload renders ahead, one at a time, in the background; the rest on their first request. */
  CARD_RENDER_BUDGET: z.coerce.number().int().min(0).max(100_000).default(200),
  /** Memory for rendered pages (the page cache), in MB. */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** How long a CDN (and the page cache) may keep a page, in seconds (Cache-Control s-maxage). */
  PAGE_S_MAXAGE: z.coerce.number().int().min(0).max(31_536_000).default(300),
  /** How long a CDN may serve a page stale while it fetches a fresh one, in seconds. */
  PAGE_STALE_WHILE_REVALIDATE: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  /** The page translator (picker + Google's widget script); "off" removes both. */
  TRANSLATOR: z.enum(["on", "off"]).default("on"),
  /** Address of the page translator script (tests point it at a stand-in). */
  TRANSLATOR_SCRIPT_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit"),
  /**
   * YouTube Data API key for the TV's playlist look-ups (server only: it never reaches a page or
   * asset). Unset (the default): the TV plays the bundled lists in content/tv/.
   */
  YOUTUBE_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => (key ? key : undefined)),
  /** Address of the YouTube IFrame Player API script the TV loads (the Lighthouse benchmark points it at a stand-in). */
  YOUTUBE_IFRAME_API_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://www.youtube.com/iframe_api"),
  /** Base address of the YouTube Data API (tests point it at a local stand-in). */
  YOUTUBE_API_BASE: z
    .url({ protocol: /^https?$/ })
    .default("https://www.googleapis.com/youtube/v3")
    .transform((url) => url.replace(/\/+$/, "")),
  /**
   * Tests only, ignored unless NODE_ENV=test: a file holding the time the server takes as now
   * (ISO 8601 or ms), so a test can move the clock past a scheduled post's moment.
   */
  TEST_CLOCK_FILE: z.string().min(1).optional(),
  /**
   * The newsletter's mail server, e.g. smtps://user:pass@smtp.example.net:465 (TLS from the first
   * byte) or smtp://…:587 (STARTTLS when offered; ?requireTLS=true insists on it). Unset (the
   * default): each mail is written as an .eml file to MAIL_DIR, and check:live fails.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => (url ? url : undefined))
    .pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The newsletter's From: an address, or "Name <address>"; unset, "{brand} <newsletter@{PUBLIC_ORIGIN's host}>". */
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^$|^[^\s<>@",]+@[^\s<>@",]+$|^[^\r\n<>]*<[^\s<>@",]+@[^\s<>@",]+>$/,
      "must be an address (newsletter@example.net) or a name and an address (VoltVerse <newsletter@example.net>)",
    )
    .optional()
    .transform((from) => (from ? from : undefined)),
  /** Where mail is written while SMTP_URL is unset; unset, mail/ beside the SQLite database (data/mail with PostgreSQL). */
  MAIL_DIR: z
    .string()
    .trim()
    .optional()
    .transform((dir) => (dir ? dir : undefined)),
  /** Newsletter mails each instance sends a second at most (a mail provider's own limit). */
  NEWSLETTER_SEND_RATE_PER_SECOND: z.coerce.number().min(0.01).max(100_000).default(10),
  /** Sign-ups one client (an IPv4 address or an IPv6 /64) may send an hour, then 429. */
  NEWSLETTER_SUBSCRIBES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Addresses waiting for their confirmation at once; past it, new sign-ups get 429. */
  NEWSLETTER_MAX_PENDING: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  /**
   * How long an instance holds the mails it has claimed from the outbox (seconds): after a crash,
   * what it held goes out again this much later. Keep it well above a slow mail's send (30 s).
   */
  NEWSLETTER_LEASE_SECONDS: z.coerce.number().int().min(2).max(86_400).default(120),
  /** The first wait before a mail the server refused for now (4xx) is tried again; it doubles each time. */
  NEWSLETTER_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws one message naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
  );
  throw new Error(`Invalid environment configuration:\n${problems.join("\n")}`);
}

/**
 * Why a public origin's host cannot be the site's, if it cannot: a name reserved for examples
 * and tests (RFC 2606 and 6761: example.com, .org and .net, .example, .test, .invalid), or one
 * that leads back to the visitor's own machine (localhost, the loopback addresses).
 */
function notPublic(hostname: string): string | undefined {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (/(^|\.)example\.(com|org|net)$/.test(host) || /\.(example|test|invalid)$/.test(host))
    return "a name reserved for examples";
  if (/(^|\.)localhost$/.test(host) || /^127\./.test(host) || host === "::1" || host === "0.0.0.0")
    return "an address of the visitor's own machine";
  return undefined;
}

/**
 * Settings that are valid but probably wrong, said once at start-up. Without PUBLIC_ORIGIN a
 * production site would print http://localhost:3000 in its canonical links, feeds and share links;
 * with the docs' example (https://www.example.com) or a local address, the same with another name.
 */
export function configurationWarnings(
  source: Record<string, string | undefined>,
  env: Env,
): string[] {
  if (env.NODE_ENV !== "production") return [];
  if (!source.PUBLIC_ORIGIN) {
    return [
      `PUBLIC_ORIGIN is not set: canonical links, feeds and share links will point at ${env.PUBLIC_ORIGIN}. ` +
        "Set it to the site's public address (e.g. PUBLIC_ORIGIN=https://example.com).",
    ];
  }
  const reason = notPublic(new URL(env.PUBLIC_ORIGIN).hostname);
  if (!reason) return [];
  return [
    `PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN}, ${reason}: canonical links, feeds and share links would point there. Set it to the site's public address.`,
  ];
}

let cached: Env | undefined;

/** The parsed environment of this process (parsed on first use, then reused). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
