import { expect, test } from "vitest";
import {
  hashToken,
  isConfirmToken,
  isUnsubscribeToken,
  newConfirmToken,
  newSecret,
  unsubscribeToken,
  unsubscribeTokenId,
} from "./tokens.server";

test("a confirmation token is 256 random bits, stored only as its hash", () => {
  const tokens = Array.from({ length: 100 }, () => newConfirmToken());
  expect(new Set(tokens.map(({ token }) => token)).size).toBe(100);
  for (const { token, hash } of tokens) {
    expect(isConfirmToken(token)).toBe(true);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toBe(hashToken(token));
    expect(hash).not.toContain(token);
  }
  expect(isConfirmToken("short")).toBe(false);
  expect(isConfirmToken(`${tokens[0]!.token}x`)).toBe(false);
});

test("an unsubscribe token names its subscriber and holds only under the site's secret and that confirmation", () => {
  const secret = newSecret();
  const token = unsubscribeToken(secret, 42, "2026-01-01T00:00:00.000Z");
  expect(unsubscribeTokenId(token)).toBe(42);
  expect(isUnsubscribeToken(secret, token, 42, "2026-01-01T00:00:00.000Z")).toBe(true);
  // Another secret, another subscriber, or the same address confirmed again: not this token.
  expect(isUnsubscribeToken(newSecret(), token, 42, "2026-01-01T00:00:00.000Z")).toBe(false);
  expect(isUnsubscribeToken(secret, token, 43, "2026-01-01T00:00:00.000Z")).toBe(false);
  expect(isUnsubscribeToken(secret, token, 42, "2026-02-01T00:00:00.000Z")).toBe(false);
  expect(isUnsubscribeToken(secret, `${token.slice(0, -1)}A`, 42, "2026-01-01T00:00:00.000Z")).toBe(
    token.endsWith("A"),
  );
  for (const junk of ["", "42", "42.", "0.abc", `x.${token.split(".")[1]}`, `${token}.1`])
    expect(unsubscribeTokenId(junk), junk).toBeUndefined();
});
