import express from "express";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compressAnswers } from "./compress";

let dir = "";
let server: http.Server;
let base = "";
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vv-compress-"));
  writeFileSync(
    path.join(dir, "app.js"),
    `console.log(${JSON.stringify("a script ".repeat(2_000))});\n`,
  );
  const app = express();
  app.use(compressAnswers());
  app.use(express.static(dir));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** The answer's headers and body length as sent (no decompression). */
function fetchRaw(
  method: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}/app.js`,
      { method, headers: { "Accept-Encoding": acceptEncoding } },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ headers: res.headers, bytes }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

test("a coding refused with q=0 is never sent, whatever the case of its parameter", async () => {
  for (const header of ["br;q=0, gzip", "br;Q=0, gzip", "BR; Q=0 , gzip;Q=1", "br;Q=0.000, gzip"]) {
    expect((await fetchRaw("GET", header)).headers["content-encoding"], header).toBe("gzip");
  }
  expect((await fetchRaw("GET", "br;Q=0, gzip;Q=0")).headers["content-encoding"]).toBeUndefined();
  expect((await fetchRaw("GET", "gzip, br")).headers["content-encoding"]).toBe("br");
});

test("HEAD says what GET sends: the same encoding and length headers, and no body", async () => {
  for (const header of ["gzip, br", "gzip", "identity"]) {
    const get = await fetchRaw("GET", header);
    const head = await fetchRaw("HEAD", header);
    for (const name of ["content-encoding", "content-length", "vary", "content-type", "etag"])
      expect(head.headers[name], `${header}: ${name}`).toBe(get.headers[name]);
    expect(head.bytes).toBe(0);
  }
});
