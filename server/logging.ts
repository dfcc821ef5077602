import type { NextFunction, Request, Response } from "express";

/**
 * Makes visitor-controlled text safe for a one-line log: control characters (CR, LF, tab, ESC …)
 * and the C1 range become \xNN escapes, so nobody can forge a log line or colour a terminal.
 */
export function escapeForLog(text: string, maxLength = 300): string {
  const clipped = text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return clipped.replace(/[\u0000-\u001f\u007f-\u009f\\]/g, (char) =>
    char === "\\" ? "\\\\" : `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`,
  );
}

/** Formats one request log line: method, path, status, duration. */
export function formatLogLine(method: string, path: string, status: number, ms: number): string {
  return `${escapeForLog(method, 20)} ${escapeForLog(path)} ${status} ${ms.toFixed(1)}ms`;
}

/** The path of a request as the visitor sent it (never the part a mounted router sees), without the query. */
export function requestPath(req: Request): string {
  const url = req.originalUrl || req.url;
  const queryAt = url.indexOf("?");
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/** Logs one line per request once the response has been sent. */
export function requestLogger(write: (line: string) => void = (line) => console.log(line)) {
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // Query strings are left out: they may be long or carry visitor input.
      write(formatLogLine(req.method, requestPath(req), res.statusCode, ms));
    });
    next();
  };
}

/**
 * Logs a server error (5xx) with its stack. The message may carry visitor input, so it is escaped
 * onto one line; only the stack's own "at …" frames keep their line breaks.
 */
export function logServerError(
  error: unknown,
  write: (text: string) => void = (text) => console.error(text),
) {
  if (!(error instanceof Error)) return write(escapeForLog(String(error), 2_000));
  const head = `${error.name}: ${error.message}`;
  // The stack repeats the message first: drop it, so injected "at …" lines cannot pass as frames.
  const stack = error.stack?.startsWith(head) ? error.stack.slice(head.length) : "";
  const frames = stack.split("\n").filter((line) => /^\s+at /.test(line));
  write([escapeForLog(head, 2_000), ...frames.map((line) => escapeForLog(line, 2_000))].join("\n"));
}
