import { expect, test } from "vitest";
import { ContentError, splitFrontmatter } from "./frontmatter";

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
  expect(error.message).toBe(`${FILE}: missing frontmatter (a block between --- lines at the top)`);
});

test("splitFrontmatter rejects invalid YAML, naming the file", () => {
  const error = errorOf(() => splitFrontmatter(FILE, "---\ntitle: [unclosed\nslug: x\n---\nBody\n"));
  expect(error.message).toMatch(new RegExp(`^${FILE}: frontmatter is not valid YAML`));
});

test("splitFrontmatter separates the data from the body", () => {
  const { data, body } = splitFrontmatter(FILE, "---\ntitle: Hello\n---\nThe body.\n");
  expect(data).toEqual({ title: "Hello" });
  expect(body).toBe("The body.\n");
});

test("splitFrontmatter reads YAML as YAML: quotes, escapes, comments, CRLF and a byte-order mark", () => {
  const source = "\uFEFF---\r\ntitle: \"Tom \\\"T\\\" Jones\" # a comment\r\nid: 7\r\nalt: 'It''s'\r\n---\r\nBody\r\n";
  expect(splitFrontmatter(FILE, source)).toEqual({ data: { title: 'Tom "T" Jones', id: 7, alt: "It's" }, body: "Body\r\n" });
});
