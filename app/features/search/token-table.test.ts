import { expect, test } from "vitest";
import { HASH_START, hashStep, MISSING, TokenTable } from "./token-table";

const hashOf = (text: string, start = 0, end = text.length) => {
  let hash = HASH_START;
  for (let i = start; i < end; i += 1) hash = hashStep(hash, text.charCodeAt(i));
  return hash;
};

test("a token is found where it stands in any text, by its hash and its code units", () => {
  const table = new TokenTable();
  table.add("the cricket post", 4, 11, hashOf("cricket"), 42);
  expect(table.get("cricket", 0, 7, hashOf("cricket"))).toBe(42);
  expect(table.get("a cricket!", 2, 9, hashOf("cricket"))).toBe(42);
  expect(table.get("crickets", 0, 8, hashOf("crickets"))).toBe(MISSING);
  expect(table.get("cricket", 0, 6, hashOf("cricke"))).toBe(MISSING);
  expect(table.size).toBe(1);
});

test("tokens of one hash stay apart; the table grows past its first size", () => {
  const table = new TokenTable();
  const words = Array.from({ length: 20_000 }, (_, i) => `w${i.toString(36)}é`);
  // Every token with the same hash: only their code units tell them apart.
  for (const [i, word] of words.slice(0, 300).entries()) table.add(word, 0, word.length, 7, i);
  for (const [i, word] of words.slice(0, 300).entries())
    expect(table.get(word, 0, word.length, 7)).toBe(i);
  expect(table.get("other", 0, 5, 7)).toBe(MISSING);
  // Many tokens with their real hashes, past several doublings of every array.
  for (const [i, word] of words.slice(300).entries())
    table.add(word, 0, word.length, hashOf(word), 300 + i);
  for (const [i, word] of words.slice(300).entries())
    expect(table.get(` ${word} `, 1, word.length + 1, hashOf(word))).toBe(300 + i);
  expect(table.size).toBe(words.length);
});
