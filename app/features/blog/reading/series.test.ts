import { utimesSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { postSource, tempContent } from "../../../../tests/helpers/content";
import { ContentError, type ContentProblem } from "~/features/content/problems";
import { readPostFiles } from "~/features/blog/post-files.server";
import { collectSeries, partLabel, seriesHref, seriesOf, type PostSeries } from "./series";

const folders: { remove: () => void }[] = [];
afterEach(() => folders.splice(0).forEach((folder) => folder.remove()));

/** A post of a series: its frontmatter with `series` and `seriesPart` written before its cover. */
function part(id: number, date: string, series: string | undefined, seriesPart?: number) {
  const fields = [
    series === undefined ? "" : `series: ${JSON.stringify(series)}\n`,
    seriesPart === undefined ? "" : `seriesPart: ${seriesPart}\n`,
  ].join("");
  return postSource({ id, slug: `post-${id}`, date, category: "Technology" }).replace(
    "cover:",
    `${fields}cover:`,
  );
}

/** The line (1-based) of a post's source that starts with `field:`. */
const lineOf = (source: string, field: string) =>
  source.split("\n").findIndex((line) => line.startsWith(`${field}:`)) + 1;

/** The problems the content check finds in these posts (none: an empty list). */
function problemsOf(blog: Record<string, string>): { dir: string; problems: ContentProblem[] } {
  const folder = tempContent({ blog });
  folders.push(folder);
  try {
    readPostFiles(folder.dir, { imageProblem: () => undefined });
    return { dir: folder.dir, problems: [] };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return { dir: folder.dir, problems: [...error.problems] };
  }
}

test("a post's series: its name as written, the slug of its address, its part", () => {
  expect(seriesOf({ series: "Web Speed, Hands On", seriesPart: 2 })).toEqual({
    slug: "web-speed-hands-on",
    name: "Web Speed, Hands On",
    part: 2,
  });
  expect(seriesOf({})).toBeUndefined();
  expect(seriesHref("web-speed-hands-on")).toBe("/blogs/series/web-speed-hands-on");
  expect(partLabel(2, 4)).toBe("Part 2 of 4");
});

test("a series lists its parts in order; its length is its highest part, so a missing part leaves a gap", () => {
  const post = (slug: string, series?: PostSeries) => ({ slug, series });
  const speed = (part: number) => ({ slug: "speed", name: "Speed", part });
  const all = collectSeries([
    post("c", speed(4)),
    post("plain"),
    post("a", speed(1)),
    post("b", speed(2)),
    post("x", { slug: "other", name: "Other", part: 1 }),
  ]);
  expect([...all.keys()]).toEqual(["speed", "other"]);
  expect(all.get("speed")).toMatchObject({ name: "Speed", total: 4 });
  expect(all.get("speed")!.parts.map((part) => part.slug)).toEqual(["a", "b", "c"]);
});

test("the content check refuses two posts claiming one part, blaming the newer one with its file and line", () => {
  const again = part(3, "2025-07-15", "Web Speed", 2);
  const { dir, problems } = problemsOf({
    "first.md": part(1, "2025-07-01", "Web Speed", 1),
    "second.md": part(2, "2025-07-08", "Web Speed", 2),
    "again.md": again,
  });
  const file = path.join(dir, "blog/again.md");
  expect(lineOf(again, "seriesPart")).toBeGreaterThan(1);
  expect(problems).toEqual([
    {
      file,
      line: lineOf(again, "seriesPart"),
      field: "seriesPart",
      message: `part 2 of "Web Speed" is already ${path.join(dir, "blog/second.md")}'s: give this post another part`,
    },
  ]);
});

test("on the same day the post whose file changed last is the newer one", () => {
  const folder = tempContent({
    blog: {
      "a.md": part(1, "2025-07-01", "Speed", 1),
      "b.md": part(2, "2025-07-01", "Speed", 1),
    },
  });
  folders.push(folder);
  utimesSync(
    path.join(folder.dir, "blog/a.md"),
    new Date(2_000_000_000_000),
    new Date(2_000_000_000_000),
  );
  expect(() => readPostFiles(folder.dir, { imageProblem: () => undefined })).toThrow(
    new RegExp(
      `a\\.md:${lineOf(part(1, "2025-07-01", "Speed", 1), "seriesPart")}: field "seriesPart": part 1 of "Speed" is already .*b\\.md's`,
    ),
  );
});

test("one series written two ways is refused where it differs; a series needs its part and a part its series", () => {
  const sources = {
    "a.md": part(1, "2025-07-01", "Web Speed", 1),
    "b.md": part(2, "2025-07-08", "web speed", 2),
    "c.md": part(3, "2025-07-09", "Lonely"),
    "d.md": part(4, "2025-07-10", undefined, 3),
    "e.md": part(5, "2025-07-11", "🚀", 1),
  };
  const { dir, problems } = problemsOf(sources);
  const at = (name: string) => path.join(dir, "blog", name);
  const line = (name: keyof typeof sources, field: string) => lineOf(sources[name], field);
  expect(problems).toEqual(
    expect.arrayContaining([
      {
        file: at("b.md"),
        line: line("b.md", "series"),
        field: "series",
        message: `the series is written "Web Speed" in ${at("a.md")}: write its name the same way in every part`,
      },
      {
        file: at("c.md"),
        line: line("c.md", "series"),
        field: "series",
        message: "a post of a series needs its part too: seriesPart: 1, 2, 3…",
      },
      {
        file: at("d.md"),
        line: line("d.md", "seriesPart"),
        field: "seriesPart",
        message: "a part needs the series it belongs to: series: its name",
      },
      {
        file: at("e.md"),
        line: line("e.md", "series"),
        field: "series",
        message: "a name with letters or digits",
      },
    ]),
  );
  expect(problems).toHaveLength(4);
});
