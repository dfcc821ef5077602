import type { NextFunction, Request, Response } from "express";

/** Formats one request log line: method, path, status, duration. */
export function formatLogLine(method: string, path: string, status: number, ms: number): string {
  return `${method} ${path} ${status} ${ms.toFixed(1)}ms`;
}

/** Logs one line per request once the response has been sent. */
export function requestLogger(write: (line: string) => void = (line) => console.log(line)) {
  return function logRequest(req: Request, res: Response, next: NextFunction) {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // Query strings are left out: they may be long or carry visitor input.
      write(formatLogLine(req.method, req.path.slice(0, 200), res.statusCode, ms));
    });
    next();
  };
}
