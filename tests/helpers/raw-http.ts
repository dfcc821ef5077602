import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

export type RawResponse = { status: number; head: string; body: string };

/** Interim answers (100 Continue) before the real one: skipped. */
const INTERIM = /^HTTP\/1\.[01] 1\d\d[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n/;

function withoutInterim(text: string): string {
  let rest = text;
  for (let match = INTERIM.exec(rest); match; match = INTERIM.exec(rest))
    rest = rest.slice(match[0].length);
  return rest;
}

/** The answer in `text` once it is complete (by Content-Length or the last chunk), else undefined. */
function completeResponse(received: string): RawResponse | undefined {
  const text = withoutInterim(received);
  const split = text.indexOf("\r\n\r\n");
  if (split === -1) return undefined;
  const head = text.slice(0, split);
  const body = text.slice(split + 4);
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
  if (length !== undefined)
    return body.length >= Number(length) ? { status, head, body } : undefined;
  if (/\r\ntransfer-encoding: *chunked/i.test(head))
    return body.endsWith("0\r\n\r\n") ? { status, head, body } : undefined;
  return status === 204 || status === 304 ? { status, head, body } : undefined;
}

/**
 * Sends bytes exactly as given (a request no HTTP client library would send: odd methods,
 * absolute-form targets, no Host, raw control characters) and reads one answer, complete by its
 * length or by the server closing. Rejects when the connection is reset or nothing comes in time.
 */
export function rawRequest(
  url: string,
  request: string | Buffer,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    function settle(outcome: RawResponse | Error) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    }
    const timer = setTimeout(() => settle(new Error("no answer in time")), timeoutMs);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const done = completeResponse(Buffer.concat(chunks).toString("latin1"));
      if (done) settle(done);
    });
    socket.on("error", (error) => settle(error));
    socket.on("close", () => {
      const text = withoutInterim(Buffer.concat(chunks).toString("latin1"));
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1];
      if (!status) return settle(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 80))}`));
      const split = text.indexOf("\r\n\r\n");
      settle({ status: Number(status), head: text.slice(0, split), body: text.slice(split + 4) });
    });
    socket.write(request);
  });
}

/** A chunked body's data, without the chunk sizes. */
function dechunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1").split(";")[0]!, 16);
    if (!(size > 0)) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * The body as the page's own bytes (read as latin1, like `body`): de-chunked and decompressed as
 * its Transfer-Encoding and Content-Encoding say. Checks of what a body contains must read this:
 * in a compressed body a stack trace or a reflected marker is invisible, and compressed bytes
 * can spell anything by chance. Throws when the body does not decode as announced.
 */
export function decodedBody({ head, body }: RawResponse): string {
  let bytes: Buffer = Buffer.from(body, "latin1");
  if (/\r\ntransfer-encoding: *chunked/i.test(head)) bytes = dechunk(bytes);
  if (bytes.length === 0) return "";
  const encoding = /\r\ncontent-encoding: *([^\r\n]*)/i.exec(head)?.[1]?.trim().toLowerCase();
  if (encoding === "gzip") bytes = gunzipSync(bytes);
  else if (encoding === "br") bytes = brotliDecompressSync(bytes);
  else if (encoding === "deflate") bytes = inflateSync(bytes);
  return bytes.toString("latin1");
}
