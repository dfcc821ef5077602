import { createServer, type Server } from "node:net";
import { afterEach, expect, test } from "vitest";
import { listeningUrls, scriptOf } from "./servers-here.mjs";

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

function listen(host: string): Promise<number> {
  const server = createServer();
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as { port: number }).port)),
  );
}

test("a command line's script is its first word that is neither a Node option nor an option's value", () => {
  expect(scriptOf(["node", "server.js"])).toBe("server.js");
  expect(
    scriptOf(["/usr/bin/node", "--max-old-space-size=256", "--enable-source-maps", "server.js"]),
  ).toBe("server.js");
  expect(
    scriptOf([
      "node",
      "-r",
      "./preload.cjs",
      "--import",
      "tsx",
      "scripts/start.mjs",
      "--port",
      "1",
    ]),
  ).toBe("scripts/start.mjs");
  expect(scriptOf(["node", "--", "server.js"])).toBe("server.js");
  expect(scriptOf(["node", "-e", "import('./server.js')"])).toBeUndefined();
  expect(scriptOf(["node"])).toBeUndefined();
});

test("a process's listening sockets, read from /proc, as addresses to ask it at", async () => {
  const loopback = await listen("127.0.0.1");
  const everywhere = await listen("0.0.0.0");
  const urls = listeningUrls(process.pid);
  expect(urls).toContain(`http://127.0.0.1:${loopback}`);
  expect(urls).toContain(`http://127.0.0.1:${everywhere}`);
  // Every interface of both families: the IPv6 loopback first, then the IPv4 one.
  const v6 = await listen("::");
  expect(listeningUrls(process.pid).filter((url) => url.endsWith(`:${v6}`))).toEqual([
    `http://[::1]:${v6}`,
    `http://127.0.0.1:${v6}`,
  ]);
});
