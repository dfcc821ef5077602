import { expect, test } from "vitest";
import { parseEnv } from "./env.server";

test("defaults when nothing is set", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({ PORT: 3000, HOST: "0.0.0.0", NODE_ENV: "production", PUBLIC_ORIGIN: "http://localhost:3000", LOG_REQUESTS: true, TRUST_PROXY: false });
});

test("values are parsed and normalised", () => {
  const env = parseEnv({ PORT: "8080", HOST: "127.0.0.1", PUBLIC_ORIGIN: "https://site.example.com/", TRUST_PROXY: "1", LOG_REQUESTS: "false" });
  expect(env).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", PUBLIC_ORIGIN: "https://site.example.com", TRUST_PROXY: true, LOG_REQUESTS: false });
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "not a url" })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://x.example" })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => parseEnv({ LOG_REQUESTS: "maybe" })).toThrow(/LOG_REQUESTS/);
  expect(() => parseEnv({ NODE_ENV: "staging", PORT: "x" })).toThrow(/NODE_ENV[\s\S]*PORT|PORT[\s\S]*NODE_ENV/);
});
