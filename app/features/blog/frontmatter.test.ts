import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse as parseYaml } from "yaml";
import { ContentError } from "~/features/content/problems";
import { readSimpleYaml, splitFrontmatter } from "./frontmatter";

const FILE = "content/blog/a.md";

function errorOf(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as Error;
  }
  throw new Error("expected the call to throw");
}

test("splitFrontmatter rejects a file without frontmatter, naming the file", () => {
  const error = errorOf(() => splitFrontmatter(FILE, "# Just a heading\n\nNo frontmatter here.\n"));
  expect(error.message).toBe(
    `${FILE}:1: missing frontmatter (a block between --- lines at the top)`,
  );
});

test("splitFrontmatter rejects invalid YAML, naming the file and the file's line (the opening --- is line 1)", () => {
  const error = errorOf(() =>
    splitFrontmatter(FILE, "---\nid: 1\ntitle: A\ntitle: B\n---\nBody\n"),
  );
  expect(error.message).toBe(`${FILE}:4: frontmatter is not valid YAML: Map keys must be unique`);
});

test("splitFrontmatter separates the data from the body", () => {
  const { data, body } = splitFrontmatter(FILE, "---\ntitle: Hello\n---\nThe body.\n");
  expect(data).toEqual({ title: "Hello" });
  expect(body).toBe("The body.\n");
});

test("splitFrontmatter reads YAML as YAML: quotes, escapes, comments, CRLF and a byte-order mark", () => {
  const source =
    "\uFEFF---\r\ntitle: \"Tom \\\"T\\\" Jones\" # a comment\r\nid: 7\r\nalt: 'It''s'\r\n---\r\nBody\r\n";
  expect(splitFrontmatter(FILE, source)).toEqual({
    data: { title: 'Tom "T" Jones', id: 7, alt: "It's" },
    body: "Body\r\n",
  });
});

test("splitFrontmatter with blank lines and a list reads the same as YAML", () => {
  const { data } = splitFrontmatter(
    FILE,
    '---\nid: 12\n\ncategory: [Gaming, Sports]\ndate: 2025-01-18\ntitle: "A \\"quoted\\" title"\n---\n',
  );
  expect(data).toEqual({
    id: 12,
    category: ["Gaming", "Sports"],
    date: "2025-01-18",
    title: 'A "quoted" title',
  });
});

test("the fast reader takes every real post's frontmatter", () => {
  for (const name of readdirSync("content/blog")) {
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(
      readFileSync(`content/blog/${name}`, "utf8"),
    )![1]!;
    expect(readSimpleYaml(frontmatter), name).toEqual(parseYaml(frontmatter));
  }
});

test("the fast reader refuses what it does not know, and YAML reads it", () => {
  for (const text of [
    "title: 'single'",
    "a: b # comment",
    "a: 1.5",
    "a: true",
    "a: null",
    "a: ~",
    "a: 007",
    "a:",
    "a: [1, 2]",
    "a: b\na: c",
    "a: |\n  block",
    "  a: b",
    "a: b: c",
    "__proto__: x",
    "a: -1",
    "a: .inf",
  ]) {
    expect(readSimpleYaml(text), text).toBeUndefined();
  }
});

// Lines built from pieces the fast reader takes and pieces it must leave to YAML.
const keyArbitrary = fc.oneof(
  { arbitrary: fc.stringMatching(/^[a-z][a-z0-9_-]{0,6}$/), weight: 6 },
  {
    arbitrary: fc.constantFrom("true", "null", "1", "__proto__", "ke y", "k#", "constructor"),
    weight: 1,
  },
);
const valueArbitrary = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 12 }).map((text) => JSON.stringify(text)),
  fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ._/+-]{0,10}$/),
  fc.string({ unit: "binary", maxLength: 8 }).map((text) => JSON.stringify(text)),
  fc.string({ maxLength: 8 }).map((text) => `"${text}"`),
  fc.constantFrom(
    "0",
    "7",
    "42",
    "007",
    "-3",
    "+5",
    "1.5",
    "1e3",
    "0x1F",
    "0o7",
    ".inf",
    ".NaN",
    "true",
    "False",
    "null",
    "~",
    "2024-10-31",
    "2024-02-30",
  ),
  fc.constantFrom(
    "Alex Rowan",
    "blog/how-processors-work",
    "a.b",
    "a - b",
    "a: b",
    "a #b",
    "a#b",
    "-a",
    "'q'",
    "'it''s'",
    "|",
    ">",
    "&a x",
    "*a",
    "!!str 1",
    "x  ",
  ),
  fc
    .array(fc.constantFrom("Gaming", "Sports", "1", "true", "a b", "", " x ", "[y]", '"q"'), {
      maxLength: 3,
    })
    .map((items) => `[${items.join(", ")}]`),
  fc.string({ maxLength: 10 }),
);
const lineArbitrary = fc.oneof(
  {
    arbitrary: fc.tuple(keyArbitrary, valueArbitrary).map(([key, value]) => `${key}: ${value}`),
    weight: 8,
  },
  {
    arbitrary: fc.constantFrom("", "# comment", "  indented: x", "key:", "- item", "\t"),
    weight: 1,
  },
);

test("for any frontmatter the fast reader gives what YAML gives, or leaves it to YAML", () => {
  fc.assert(
    fc.property(
      fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
      fc.boolean(),
      (lines, crlf) => {
        const text = lines.join(crlf ? "\r\n" : "\n");
        const fast = readSimpleYaml(text);
        if (fast === undefined) return;
        expect(fast).toEqual(parseYaml(text));
        expect(Object.getPrototypeOf(fast)).toBe(Object.prototype);
      },
    ),
    { numRuns: 3000 },
  );
});
