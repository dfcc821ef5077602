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

test("ids may have gaps (a deleted post or a draft renumbers nothing), but go up with the date", () => {
  expect(() =>
    checkCollection([
      { file: "content/blog/a.md", meta: meta({ id: 1, slug: "first", date: "2024-11-01" }) },
      { file: "content/blog/c.md", meta: meta({ id: 3, slug: "third", date: "2024-11-03" }) },
      { file: "content/blog/g.md", meta: meta({ id: 7, slug: "seventh", date: "2024-11-03" }) },
    ]),
  ).not.toThrow();
  const error = errorOf(() =>
    checkCollection([
      { file: "content/blog/a.md", meta: meta({ id: 1, slug: "first", date: "2024-11-01" }) },
      { file: "content/blog/c.md", meta: meta({ id: 3, slug: "third", date: "2024-11-05" }) },
      { file: "content/blog/d.md", meta: meta({ id: 4, slug: "fourth", date: "2024-11-02" }) },
    ]),
  );
  expect(error.message.split("\n")).toEqual([
    "content/blog/d.md: field \"id\": 4 comes after content/blog/c.md's 3, yet this post's date 2024-11-02 is before its 2024-11-05: ids go up with the date (a later post takes a larger id; gaps are fine)",
  ]);
});

test("a draft is judged only on its id being unique: published later, it renumbers nothing", () => {
  const posts = [
    { file: "content/blog/a.md", meta: meta({ id: 1, slug: "first", date: "2024-11-01" }) },
    {
      file: "content/blog/b.md",
      meta: meta({ id: 2, slug: "old-draft", date: "2024-12-24", draft: true }),
    },
    { file: "content/blog/c.md", meta: meta({ id: 3, slug: "third", date: "2024-11-05" }) },
  ];
  expect(() => checkCollection(posts)).not.toThrow();
  const taken = [...posts, { file: "content/blog/d.md", meta: meta({ id: 2, slug: "fourth" }) }];
  expect(errorOf(() => checkCollection(taken)).message).toContain("2 is already used");
});

test("draft and publishAt: a flag and a moment; a publishAt in another form is refused", () => {
  expect(meta({ draft: true, publishAt: "2026-12-01T09:00:00Z" })).toMatchObject({
    draft: true,
    publishAt: "2026-12-01T09:00:00Z",
  });
  expect(meta({ publishAt: "2026-12-01" }).publishAt).toBe("2026-12-01");
  for (const publishAt of ["2026-12-01 09:00", "2026-12-01T09:00:00", "1 Dec 2026", "2026-02-30"])
    expect(
      errorOf(() => parseFrontmatter(FILE, { ...validData(), publishAt }, always)).message,
      publishAt,
    ).toBe(
      `${FILE}: field "publishAt": a date YYYY-MM-DD (midnight UTC) or a time with its zone, 2026-12-01T09:00:00Z or 2026-12-01T10:00:00+01:00`,
    );
  expect(
    errorOf(() => parseFrontmatter(FILE, { ...validData(), draft: "yes" }, always)).message,
  ).toContain('field "draft"');
});

test("a wrong publishAt is named with its line in the file", () => {
  const bad = source(2, "two").replace("author: Sam", "author: Sam\npublishAt: 2026-12-01 9am");
  const error = errorOf(() => parsePostSource("content/blog/two.md", bad, always));
  expect(error.message).toMatch(/^content\/blog\/two\.md:8: field "publishAt": a date YYYY-MM-DD/);
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
