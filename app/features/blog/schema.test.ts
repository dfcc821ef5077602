import { expect, test } from "vitest";
import { ContentError } from "~/features/content/problems";
import { checkCollection, parseFrontmatter, parsePostSource, type Frontmatter } from "./schema";

const FILE = "content/blog/a.md";
const always = { imageProblem: () => undefined };

function validData(): Record<string, unknown> {
  return {
    id: 1,
    title: "A valid post",
    slug: "a-valid-post",
    date: "2024-10-31",
    category: ["Technology"],
    author: "Alex Rowan",
    cover: "blog/a-valid-post",
    keywords: "one, two",
    description: "A description that is long enough to pass the check.",
  };
}

function meta(overrides: Partial<Frontmatter>): Frontmatter {
  return parseFrontmatter(FILE, { ...validData(), ...overrides }, always);
}

function source(id: number, slug: string): string {
  return `---
id: ${id}
title: "Post ${id}"
slug: ${slug}
date: 2024-11-0${id}
category: Gaming
author: Sam
cover: blog/${slug}
keywords: "a, b"
description: "Post ${id} has a description long enough to pass."
---

Body of post ${id}.
`;
}

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as Error;
  }
  throw new Error("expected the call to throw");
}

test("a valid frontmatter object is accepted unchanged", () => {
  const parsed = parseFrontmatter(FILE, validData(), always);
  expect(parsed).toEqual(validData());
});

test("a missing title is rejected, naming the file and the field", () => {
  const data = validData();
  delete data.title;
  const error = errorOf(() => parseFrontmatter(FILE, data, always));
  expect(error.message).toContain(FILE);
  expect(error.message).toContain('"title"');
});

test("a duplicate id across two posts is rejected", () => {
  const error = errorOf(() =>
    checkCollection([
      { file: "content/blog/a.md", meta: meta({ id: 1, slug: "first" }) },
      { file: "content/blog/b.md", meta: meta({ id: 1, slug: "second" }) },
    ]),
  );
  expect(error.message).toContain("content/blog/b.md");
  expect(error.message).toContain('"id"');
  expect(error.message).toContain("content/blog/a.md");
});

test("a duplicate slug across two posts is rejected", () => {
  const error = errorOf(() =>
    checkCollection([
      { file: "content/blog/a.md", meta: meta({ id: 1, slug: "same" }) },
      { file: "content/blog/b.md", meta: meta({ id: 2, slug: "same" }) },
    ]),
  );
  expect(error.message).toContain("content/blog/b.md");
  expect(error.message).toContain('"slug"');
});

test("an unknown category is rejected", () => {
  const error = errorOf(() =>
    parseFrontmatter(FILE, { ...validData(), category: ["Cooking"] }, always),
  );
  expect(error.message).toContain(FILE);
  // The path points inside the array ("category.0"); it still names the category field.
  expect(error.message).toMatch(/field "category(\.\d+)?"/);
});

test("three categories are rejected", () => {
  const error = errorOf(() =>
    parseFrontmatter(
      FILE,
      { ...validData(), category: ["Technology", "Gaming", "Sports"] },
      always,
    ),
  );
  expect(error.message).toContain(FILE);
  expect(error.message).toContain('"category"');
});

test("an impossible date is rejected", () => {
  const error = errorOf(() =>
    parseFrontmatter(FILE, { ...validData(), date: "2024-13-40" }, always),
  );
  expect(error.message).toContain(FILE);
  expect(error.message).toContain('"date"');
});

test("a date not written YYYY-MM-DD is rejected", () => {
  const error = errorOf(() =>
    parseFrontmatter(FILE, { ...validData(), date: "31 Oct 2024" }, always),
  );
  expect(error.message).toContain(FILE);
  expect(error.message).toContain('"date"');
});

test("a cover image that does not exist is rejected", () => {
  const asked: string[] = [];
  const error = errorOf(() =>
    parseFrontmatter(FILE, validData(), {
      imageProblem: (name) => {
        asked.push(name);
        return `image "${name}" does not exist: run npm run images`;
      },
    }),
  );
  expect(asked).toEqual(["blog/a-valid-post"]);
  expect(error.message).toBe(
    `${FILE}: field "cover": image "blog/a-valid-post" does not exist: run npm run images`,
  );
});

test("a misspelt field is rejected, and every problem of a post is named", () => {
  const { category, ...rest } = validData();
  const error = errorOf(() =>
    parseFrontmatter(FILE, { ...rest, catgory: category, date: "2024-13-40" }, always),
  );
  expect(error.message.split("\n")).toEqual([
    `${FILE}: field "date": a real date written YYYY-MM-DD`,
    `${FILE}: field "category": Invalid input: expected array, received undefined`,
    `${FILE}: field "catgory": Unrecognized key: "catgory"`,
  ]);
});

test("ids that do not run from 1 without gaps are rejected", () => {
  const error = errorOf(() =>
    checkCollection([
      { file: "content/blog/a.md", meta: meta({ id: 1, slug: "first" }) },
      { file: "content/blog/c.md", meta: meta({ id: 3, slug: "third" }) },
    ]),
  );
  expect(error.message).toContain("content/blog/c.md");
  expect(error.message).toContain('"id"');
});

test("a single category string is accepted and becomes an array", () => {
  const parsed = parseFrontmatter(FILE, { ...validData(), category: "Sports" }, always);
  expect(parsed.category).toEqual(["Sports"]);
});

test("parsePostSource splits a source into checked frontmatter and body", () => {
  const parsed = parsePostSource("content/blog/two.md", source(2, "two"), always);
  expect(parsed.file).toBe("content/blog/two.md");
  expect(parsed.meta).toMatchObject({
    id: 2,
    slug: "two",
    date: "2024-11-02",
    category: ["Gaming"],
  });
  expect(parsed.body.trim()).toBe("Body of post 2.");
});

test("parsePostSource names the file of a bad source", () => {
  const bad = source(2, "two").replace("date: 2024-11-02", "date: 2024-02-30");
  const error = errorOf(() => parsePostSource("content/blog/two.md", bad, always));
  expect(error.message).toContain("content/blog/two.md");
  expect(error.message).toContain('"date"');
});
