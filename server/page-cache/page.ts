import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A rendered page kept in memory with its compressed variants, ready to send as it is. */
export type CachedPage = {
  status: number;
  /** The page's own headers (Content-Type, Cache-Control), as [name, value] pairs. */
  headers: [string, string][];
  /** Hash of the uncompressed body; each encoding's ETag is derived from it. */
  hash: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** When it stops being served (ms since the epoch): its s-maxage after rendering. */
  expiresAt: number;
  /** Bytes it holds, for the cache's budget. */
  size: number;
  /** Header lists ready for writeHead, built on first use per base header list and encoding. */
  wire: Map<readonly [string, string][], Record<string, string[]>>;
};

export type Encoding = "br" | "gzip" | "identity";

/** The page cache's key of a page: its theme variant and its address (or the key it is shared under). */
export const cacheKey = (theme: string, address: string) => `${theme}|${address}`;

const BROTLI_QUALITY = 5;

/**
 * Compresses a rendered page once for every later visitor, off the main thread: gzip 9 and
 * brotli 5. Brotli 11 would save another ~13 % but costs ~150 ms a page, which a cold miss
 * would wait for; 5 takes a few ms and still beats gzip 9.
 */
export async function createCachedPage(
  status: number,
  headers: [string, string][],
  body: Buffer,
  ttlSeconds: number,
  now = Date.now(),
): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return {
    status,
    headers,
    hash,
    identity: body,
    gzip: gz,
    br,
    expiresAt: now + ttlSeconds * 1000,
    size: body.length + gz.length + br.length + headerBytes + 200,
    wire: new Map(),
  };
}

/**
 * The encoding to send, by the client's Accept-Encoding (RFC 9110, 12.5.3): each coding's weight is
 * its own q, or the q of "*" when it is not named ("*" never covers a coding listed explicitly);
 * the heaviest wins, brotli before gzip before none on a tie. Without the header, none.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params
      .map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const coding = token.trim() === "x-gzip" ? "gzip" : token.trim();
    if (coding)
      weights.set(coding, Math.max(weights.get(coding) ?? 0, q === undefined ? 1 : Number(q)));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = weight("gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : "identity";
}

/** A strong ETag per representation: the same page compressed differently is a different body. */
export function etagFor(page: CachedPage, encoding: Encoding): string {
  return encoding === "identity" ? `"${page.hash}"` : `"${page.hash}-${encoding}"`;
}

/**
 * The representation an If-None-Match names: the encoding whose ETag it lists (the 304 then
 * carries that ETag, the one the client holds), or `fallback` for "*"; undefined when none.
 */
export function matchedEncoding(
  header: string | undefined,
  page: CachedPage,
  fallback: Encoding,
): Encoding | undefined {
  if (!header) return undefined;
  for (const candidate of header.split(",")) {
    const tag = candidate.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    if (tag === "*") return fallback;
    if (tag === page.hash) return "identity";
    if (tag === `${page.hash}-br`) return "br";
    if (tag === `${page.hash}-gzip`) return "gzip";
  }
  return undefined;
}
