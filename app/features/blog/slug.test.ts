import { expect, test } from "vitest";
import { isWellFormedSlug, slugify } from "./slug";

test("slugs: lowercase words and hyphens only, at most 200 characters", () => {
  expect(isWellFormedSlug("how-processors-work")).toBe(true);
  expect(isWellFormedSlug("a".repeat(200))).toBe(true);
  for (const bad of ["", "../etc", "Upper", "a--b", "-a", "a-", "a b", "ü", "a".repeat(201), "a/b"])
    expect(isWellFormedSlug(bad)).toBe(false);
});

test("slugify turns a title into a well-formed slug", () => {
  expect(slugify("Why Élan & Speed Matter!")).toBe("why-elan-speed-matter");
  expect(slugify("  --Hello,   World--  ")).toBe("hello-world");
  expect(slugify("!!!")).toBe("");
  const long = slugify(`${"word ".repeat(30)}end`);
  expect(long.length).toBeLessThanOrEqual(80);
  expect(isWellFormedSlug(long)).toBe(true);
});
