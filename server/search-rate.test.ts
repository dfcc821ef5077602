import express from "express";
import http from "node:http";
import { expect, test } from "vitest";
import { clientAddress } from "./search-rate";

/** What Express says of a request's client (req.ip) beside clientAddress, for each X-Forwarded-For. */
async function both(
  trustProxy: false | number,
  forwarded: (string | undefined)[],
): Promise<[string | undefined, string | undefined][]> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.get("/", (req, res) => void res.json([req.ip, clientAddress(req, trustProxy)]));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as { port: number }).port;
  try {
    return await Promise.all(
      forwarded.map(
        (header) =>
          new Promise<[string | undefined, string | undefined]>((resolve, reject) => {
            const headers = header === undefined ? {} : { "X-Forwarded-For": header };
            http
              .get({ host: "127.0.0.1", port, path: "/", headers, agent: false }, (res) => {
                let body = "";
                res.on("data", (chunk: Buffer) => (body += chunk.toString()));
                res.on("end", () => resolve(JSON.parse(body) as [string, string]));
              })
              .on("error", reject);
          }),
      ),
    );
  } finally {
    server.close();
  }
}

const FORWARDED = [
  undefined,
  "",
  "203.0.113.9",
  "198.51.100.1, 203.0.113.9",
  "198.51.100.1,203.0.113.9 ,  2001:db8::1",
  " , 203.0.113.9,,",
  "a, b, c, d",
];

test("the hit path's client is Express's req.ip: the socket's, or that many hops back behind trusted proxies", async () => {
  for (const trust of [false, 1, 2, 3] as const) {
    for (const [expressSays, weSay] of await both(trust, FORWARDED))
      expect(weSay, `TRUST_PROXY=${trust}`).toBe(expressSays);
  }
});

test("with a list of trusted proxies only Express can tell", async () => {
  const req = {
    socket: { remoteAddress: "127.0.0.1" },
    headers: { "x-forwarded-for": "203.0.113.9" },
  } as unknown as http.IncomingMessage;
  expect(clientAddress(req, ["loopback"])).toBeUndefined();
});
