import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request, Response } from "express";
import { escapeForLog, requestPath } from "./logging";
import { baselineHeaders } from "./security";

/** Longest request target we answer (a blog filter URL is well under 300 characters). */
export const MAX_URL_LENGTH = 8_192;
/** No endpoint of ours takes more than this; a larger declared body is refused unread. */
const MAX_DECLARED_BODY = 16_384;
/** Host names, IPv4 and bracketed IPv6 addresses, with an optional port. */
const HOST_PATTERN = /^(?:[a-z0-9_](?:[a-z0-9_.-]{0,252})|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** True for an absent Host (HTTP/1.0) or a well-formed one. */
export function isValidHost(host: string | undefined): boolean {
  return host === undefined || host === "" || HOST_PATTERN.test(host);
}

/**
 * True when the request has more than one Host line. Node keeps the first and drops the rest, but
 * a proxy in front may have routed by another one: RFC 9112 (3.2) says to refuse such a request.
 */
export function hasSeveralHosts(rawHeaders: readonly string[]): boolean {
  let seen = false;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length !== 4 || name.toLowerCase() !== "host") continue;
    if (seen) return true;
    seen = true;
  }
  return false;
}

/** Which methods a path accepts; undefined when a router of its own answers (the views API). */
export type MethodTable = (path: string) => readonly string[] | undefined;

/** Sends a short plain-text answer. */
export function sendPlain(res: Response, status: number, message: string) {
  res.status(status).type("text/plain").setHeader("Cache-Control", "no-store");
  res.send(message);
}

/**
 * The gate every request passes before any route: odd request targets, missing or malformed
 * Host headers, overlong URLs, oversized bodies and methods a path does not take get a clear
 * 4xx here, so no route (and no framework underneath) ever sees them and fails with a 500.
 */
export function requestGuard({
  fallbackHost,
  methodsFor,
}: {
  fallbackHost: string;
  methodsFor: MethodTable;
}) {
  return function guardRequest(req: Request, res: Response, next: NextFunction) {
    if (req.url.length > MAX_URL_LENGTH) return sendPlain(res, 414, "URI Too Long");
    // Only origin-form targets ("/path?query"): absolute-form and "*" are not for this server.
    if (!req.url.startsWith("/")) return sendPlain(res, 400, "Bad request");
    const host = req.headers.host;
    // HTTP/1.0 may omit Host: answer as the public site.
    if (hasSeveralHosts(req.rawHeaders))
      return sendPlain(res, 400, "Bad request: more than one Host");
    if (!host) req.headers.host = fallbackHost;
    else if (!HOST_PATTERN.test(host)) return sendPlain(res, 400, "Bad request: Host");
    if (Number(req.headers["content-length"] ?? 0) > MAX_DECLARED_BODY)
      return refuseBody(req, res, 413, "Payload Too Large");

    const allowed = methodsFor(requestPath(req));
    if (!allowed) return next();
    if (req.method === "OPTIONS") {
      res.setHeader("Allow", [...allowed, "OPTIONS"].join(", "));
      return void res.status(204).end();
    }
    if (!allowed.includes(req.method)) {
      res.setHeader("Allow", allowed.join(", "));
      return refuseBody(req, res, 405, "Method Not Allowed");
    }
    next();
  };
}

/**
 * Reads a request body up to maxBytes. Resolves the bytes, or "too-large" as soon as the declared
 * or received size passes the limit; the rest is never kept (answer with refuseBody).
 */
export function readBody(req: Request, maxBytes: number): Promise<Buffer | "too-large"> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve("too-large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    function done() {
      req.off("data", onData).off("end", onEnd).off("error", onFail).off("close", onFail);
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      done();
      resolve("too-large");
    }
    function onEnd() {
      done();
      resolve(Buffer.concat(chunks));
    }
    function onFail() {
      done();
      // The client went away mid-body: its fault, not ours.
      reject(Object.assign(new Error("request body aborted"), { status: 400 }));
    }
    req.on("data", onData).on("end", onEnd).on("error", onFail).on("close", onFail);
  });
}

/** How long, and how much, we keep discarding a refused body so the client can read our answer. */
const LINGER_MS = 2_000;
const LINGER_BYTES = 8 * 1024 * 1024;

/** Answers with a short text and discards the body the client may still be sending. */
export function refuseBody(req: Request, res: Response, status: number, message: string) {
  sendPlain(res, status, message);
  discardRest(req);
}

/**
 * After refusing a body (413, 415 …) without reading it, what the client is still sending is
 * discarded for a short, bounded while, like nginx's lingering close: closing at once would reset
 * the connection before the client has read the answer. Nothing is kept in memory.
 */
export function discardRest(req: Request) {
  if (req.readableEnded) return;
  let discarded = 0;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  req.on("data", (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > LINGER_BYTES) req.socket.destroy();
  });
  req.on("end", () => clearTimeout(timer));
  req.on("error", () => clearTimeout(timer));
  req.resume();
}

/** The security headers as raw header lines (the scheme is unknown before a request is parsed: no HSTS). */
const RAW_SECURITY_HEADERS = baselineHeaders(false)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join("");

function rawAnswer(status: number, reason: string, extra = "") {
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain\r\nContent-Length: ${reason.length}\r\nCache-Control: no-store\r\n${RAW_SECURITY_HEADERS}Connection: close\r\n${extra}\r\n${reason}`;
}

/** Ends a connection politely: answer, stop parsing, read and drop what the client still sends, then close. */
function answerAndClose(socket: Socket, answer: string) {
  socket.removeAllListeners("data");
  socket.on("data", () => undefined);
  socket.on("error", () => undefined);
  socket.end(answer);
  setTimeout(() => socket.destroy(), 2_000).unref();
}

/**
 * What Node answers before Express sees a request: a CONNECT (which would otherwise hang) and
 * requests its parser refuses (overlong headers or target, malformed syntax). Node's own answer
 * resets the connection while the client is still sending, so the client never reads it.
 */
export function guardServer(
  server: Server,
  log: (line: string) => void = (line) => console.log(line),
) {
  const answered = new WeakSet<Socket>();
  server.on("connect", (req, socket: Socket) => {
    log(`CONNECT ${escapeForLog(req.url ?? "")} 405`);
    answerAndClose(
      socket,
      rawAnswer(405, "Method Not Allowed", "Allow: GET, HEAD, POST, OPTIONS\r\n"),
    );
  });
  // An Expect other than 100-continue: Node would answer 417 itself, without our headers.
  server.on("checkExpectation", (req, res) => {
    log(
      `${escapeForLog(req.method ?? "", 20)} ${escapeForLog((req.url ?? "").split("?", 1)[0]!)} 417`,
    );
    res.writeHead(417, [
      ...baselineHeaders(false).flat(),
      "Content-Type",
      "text/plain",
      "Cache-Control",
      "no-store",
      "Connection",
      "close",
    ]);
    res.end("Expectation Failed");
  });
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (answered.has(socket)) return;
    answered.add(socket);
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const [status, reason] =
      error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large"]
        : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout"]
          : [400, "Bad Request"];
    log(`(unparsable request) ${status} ${escapeForLog(error.code ?? error.message, 60)}`);
    answerAndClose(socket, rawAnswer(status, reason));
  });
}
