// The guard every unit and integration test runs under (tests/setup/no-network.ts).
import dns from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import { expect, test } from "vitest";
import { isLocalHost, takeRefused } from "../setup/no-network";

test("this machine is local; every other host is not", () => {
  for (const host of [
    "localhost",
    "app.localhost",
    "127.0.0.1",
    "127.8.9.10",
    "0.0.0.0",
    "::1",
    "[::1]",
    "::",
    "::ffff:127.0.0.1",
  ])
    expect(isLocalHost(host), host).toBe(true);
  for (const host of [
    "www.facebook.com",
    "example.com",
    "10.0.0.1",
    "192.168.1.1",
    "8.8.8.8",
    "2001:db8::1",
    "localhost.example.com",
  ])
    expect(isLocalHost(host), host).toBe(false);
});

test("a fetch, a connection or a look-up of another host is refused, and recorded to fail the test", async () => {
  await expect(fetch("https://www.facebook.com/")).rejects.toThrow("fetch failed");
  await expect(dns.promises.lookup("example.com")).rejects.toMatchObject({ code: "ENOTFOUND" });
  const socket = net.connect(443, "example.org");
  await expect(new Promise((_, reject) => socket.once("error", reject))).rejects.toMatchObject({
    code: "ECONNREFUSED",
  });
  expect(takeRefused()).toEqual([
    "fetch of https://www.facebook.com/",
    "look-up of example.com",
    "connection to example.org",
  ]);
});

test("a server of the test's own, on loopback, answers as usual", async () => {
  const server = createServer((_, response) => response.end("ok"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe("ok");
  } finally {
    server.close();
  }
  expect(takeRefused()).toEqual([]);
});
