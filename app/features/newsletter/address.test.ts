import { expect, test } from "vitest";
import { maskAddress, MAX_ADDRESS_LENGTH, normaliseAddress } from "./address";

const accepted = (text: string) => {
  const result = normaliseAddress(text);
  return result.ok ? result.address : undefined;
};

test("one spelling per mailbox: trimmed, lower case, the domain in ASCII", () => {
  expect(accepted("  Ann.Lee+news@Example.ORG ")).toBe("ann.lee+news@example.org");
  expect(accepted("reader@bücher.example")).toBe("reader@xn--bcher-kva.example");
  expect(accepted("reader@BÜCHER.example")).toBe("reader@xn--bcher-kva.example");
  expect(accepted("o'brien@mail.co.uk")).toBe("o'brien@mail.co.uk");
});

test("what is not a plain address is refused, header breakers first", () => {
  for (const text of [
    "",
    "   ",
    "no-at-sign",
    "@example.org",
    "ann@",
    "ann@localhost",
    "ann@example",
    "ann@127.0.0.1",
    "ann@[127.0.0.1]",
    "ann@example.org.",
    "ann@-example.org",
    "ann@exa mple.org",
    "ann..lee@example.org",
    ".ann@example.org",
    '"ann lee"@example.org',
    "ann lee@example.org",
    "ann@example.org\r\nBcc: victim@example.org",
    "ann@example.org\nX: y",
    "ann@example.org, other@example.org",
    "Ann <ann@example.org>",
    "ann@exa%6dple.org",
    "ann@example.org/x",
    "ann\u0000@example.org",
    "jörg@example.org",
  ])
    expect(accepted(text), JSON.stringify(text)).toBeUndefined();
});

test("lengths: the local part at most 64, the whole at most 254, counted in ASCII", () => {
  expect(accepted(`${"a".repeat(64)}@example.org`)).toBeDefined();
  expect(accepted(`${"a".repeat(65)}@example.org`)).toBeUndefined();
  const label = "b".repeat(63);
  const long = `a@${[label, label, label].join(".")}.org`;
  expect(long.length).toBeLessThanOrEqual(MAX_ADDRESS_LENGTH);
  expect(accepted(long)).toBe(long);
  expect(accepted(`${"a".repeat(60)}${long}`)).toBeUndefined();
  expect(normaliseAddress("x".repeat(300))).toEqual({
    ok: false,
    problem: `An address has at most ${MAX_ADDRESS_LENGTH} characters.`,
  });
});

test("logs show an address masked: its first character and its domain", () => {
  expect(maskAddress("ann.lee@example.org")).toBe("a…@example.org");
  expect(maskAddress("broken")).toBe("…");
});
