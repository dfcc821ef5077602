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
};

export type Encoding = "br" | "gzip" | "identity";

/** Compresses a rendered page once (gzip 9 and brotli 11, off the main thread) for every later visitor. */
export async function createCachedPage(status: number, headers: [string, string][], body: Buffer, ttlSeconds: number, now = Date.now()): Promise<CachedPage> {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  const headerBytes = headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return { status, headers, hash, identity: body, gzip: gz, br, expiresAt: now + ttlSeconds * 1000, size: body.length + gz.length + br.length + headerBytes + 200 };
}

/** The best encoding the client accepts: brotli, then gzip, else none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(?:\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (token === "br") br = true;
    else if (token === "gzip" || token === "x-gzip") gz = true;
    else if (token === "*") br = gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

/** A strong ETag per representation: the same page compressed differently is a different body. */
export function etagFor(page: CachedPage, encoding: Encoding): string {
  return encoding === "identity" ? `"${page.hash}"` : `"${page.hash}-${encoding}"`;
}

/** True when If-None-Match names this page (in any encoding): answer 304. */
export function matchesIfNoneMatch(header: string | undefined, page: CachedPage): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "").replace(/^"|"$/g, "");
    return tag === "*" || tag === page.hash || tag === `${page.hash}-br` || tag === `${page.hash}-gzip`;
  });
}
