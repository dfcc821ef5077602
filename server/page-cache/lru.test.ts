import { expect, test } from "vitest";
import { ByteLru } from "./lru";

const value = (size: number) => ({ size });

test("evicts the least recently used until the byte budget holds", () => {
  const lru = new ByteLru<{ size: number }>(100);
  lru.set("a", value(40));
  lru.set("b", value(40));
  lru.get("a"); // a is now the most recent
  lru.set("c", value(40));
  expect(lru.get("b")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  expect(lru.get("c")).toBeDefined();
  expect(lru.bytes).toBe(80);
});

test("replacing a key adjusts the size; a value over the whole budget is not kept", () => {
  const lru = new ByteLru<{ size: number }>(100);
  lru.set("a", value(30));
  lru.set("a", value(50));
  expect(lru.bytes).toBe(50);
  lru.set("huge", value(101));
  expect(lru.get("huge")).toBeUndefined();
  expect(lru.get("a")).toBeDefined();
  lru.delete("a");
  expect([lru.size, lru.bytes]).toEqual([0, 0]);
});
