import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, etagFor, matchedEncoding, type CachedPage, type Encoding } from "./page";

/** The header list for one answer of a page, built once and reused (the hit path allocates nothing else). */
function wireHeaders(
  page: CachedPage,
  base: [string, string][],
  encoding: Encoding,
  notModified: boolean,
): string[] {
  let byBase = page.wire.get(base);
  if (!byBase) page.wire.set(base, (byBase = {}));
  const name = `${encoding}${notModified ? "-304" : ""}`;
  let headers = byBase[name];
  if (!headers) {
    headers = [
      ...base.flat(),
      ...page.headers.flat(),
      "Vary",
      "Accept-Encoding",
      "ETag",
      etagFor(page, encoding),
    ];
    if (!notModified) {
      if (encoding !== "identity") headers.push("Content-Encoding", encoding);
      headers.push("Content-Length", String(page[encoding].length));
    }
    byBase[name] = headers;
  }
  return headers;
}

/** Answers from a cached page: 304 on a matching If-None-Match, else the best encoding; HEAD gets the headers. */
export function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  baseHeaders: [string, string][],
) {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const held = matchedEncoding(req.headers["if-none-match"], page, encoding);
  if (held !== undefined) {
    res.writeHead(304, wireHeaders(page, baseHeaders, held, true));
    return void res.end();
  }
  res.writeHead(page.status, wireHeaders(page, baseHeaders, encoding, false));
  res.end(req.method === "HEAD" ? undefined : page[encoding]);
}
