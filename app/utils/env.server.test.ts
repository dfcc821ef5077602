import { expect, test } from "vitest";
import { configurationWarnings, parseEnv } from "./env.server";

test("defaults when nothing is set", () => {
  const env = parseEnv({});
  expect(env).toMatchObject({
    PORT: 3000,
    HOST: "0.0.0.0",
    NODE_ENV: "production",
    PUBLIC_ORIGIN: "http://localhost:3000",
    LOG_REQUESTS: true,
    TRUST_PROXY: false,
  });
});

test("values are parsed and normalised", () => {
  const env = parseEnv({
    PORT: "8080",
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: "https://site.example.com/",
    TRUST_PROXY: "2",
    LOG_REQUESTS: "false",
  });
  expect(env).toMatchObject({
    PORT: 8080,
    HOST: "127.0.0.1",
    PUBLIC_ORIGIN: "https://site.example.com",
    TRUST_PROXY: 2,
    LOG_REQUESTS: false,
  });
});

test("a bad value stops start-up with a message naming the variable", () => {
  expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
  expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "not a url" })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => parseEnv({ PUBLIC_ORIGIN: "ftp://x.example" })).toThrow(/PUBLIC_ORIGIN/);
  expect(() => parseEnv({ LOG_REQUESTS: "maybe" })).toThrow(/LOG_REQUESTS/);
  expect(() => parseEnv({ NODE_ENV: "staging", PORT: "x" })).toThrow(
    /NODE_ENV[\s\S]*PORT|PORT[\s\S]*NODE_ENV/,
  );
});

test("TRUST_PROXY: off, a hop count (true = one proxy) or a list of proxy addresses, never 'trust everyone'", () => {
  expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
  expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
  expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback,fd00::/8" }).TRUST_PROXY).toEqual([
    "10.0.0.0/8",
    "127.0.0.1",
    "loopback",
    "fd00::/8",
  ]);
  for (const bad of [
    "yes",
    "10.0.0.0/33",
    "10.0.0.300",
    "1.2.3.4/8/9",
    "proxy.example.com",
    "99",
  ]) {
    expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  }
});

test("production without PUBLIC_ORIGIN warns at start-up; with it, or in development, it does not", () => {
  expect(configurationWarnings({}, parseEnv({}))).toEqual([
    expect.stringMatching(/PUBLIC_ORIGIN is not set/),
  ]);
  for (const origin of [
    "https://voltverse.blog",
    "https://www.examples.com",
    "http://203.0.113.7:8080",
    "https://testing.dev",
  ]) {
    const set = { PUBLIC_ORIGIN: origin };
    expect(configurationWarnings(set, parseEnv(set)), origin).toEqual([]);
  }
  const dev = { NODE_ENV: "development" };
  expect(configurationWarnings(dev, parseEnv(dev))).toEqual([]);
});

test("production warns about a PUBLIC_ORIGIN the docs use as an example, or one of the visitor's own machine", () => {
  const warning = (origin: string) =>
    configurationWarnings({ PUBLIC_ORIGIN: origin }, parseEnv({ PUBLIC_ORIGIN: origin }));
  for (const origin of [
    "https://www.example.com",
    "https://example.org/",
    "http://shop.EXAMPLE.net",
    "https://site.test",
    "https://blog.example",
  ]) {
    expect(warning(origin), origin).toEqual([
      `PUBLIC_ORIGIN is ${origin.replace(/\/$/, "")}, a name reserved for examples: canonical links, feeds and share links would point there. Set it to the site's public address.`,
    ]);
  }
  for (const origin of [
    "http://localhost:3000",
    "http://app.localhost",
    "http://127.0.0.1:8080",
    "http://[::1]:3000",
    "http://0.0.0.0",
  ]) {
    expect(warning(origin), origin).toEqual([
      expect.stringContaining(", an address of the visitor's own machine: "),
    ]);
  }
});

test("the newsletter's mail server is an smtp:// or smtps:// address, its sender an address or a name and one", () => {
  expect(parseEnv({}).SMTP_URL).toBeUndefined();
  expect(parseEnv({ SMTP_URL: " " }).SMTP_URL).toBeUndefined();
  expect(parseEnv({ SMTP_URL: "smtps://u:p@smtp.example.net:465" }).SMTP_URL).toBe(
    "smtps://u:p@smtp.example.net:465",
  );
  for (const bad of ["https://smtp.example.net", "smtp.example.net:587", "mailto:a@b.c"])
    expect(() => parseEnv({ SMTP_URL: bad }), bad).toThrow(/SMTP_URL/);
  for (const from of [
    "newsletter@example.net",
    "VoltVerse <newsletter@example.net>",
    '"V, V" <n@example.net>',
  ])
    expect(parseEnv({ MAIL_FROM: from }).MAIL_FROM, from).toBe(from);
  for (const bad of ["newsletter", "a@b.c, d@e.f", "Name newsletter@example.net", "<a@b.c> x"])
    expect(() => parseEnv({ MAIL_FROM: bad }), bad).toThrow(/MAIL_FROM/);
});
