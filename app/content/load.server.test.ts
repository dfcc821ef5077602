import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy, postSource, SHIPPED_POSTS } from "../../tests/helpers/content";
import { loadContent, type LoadResult } from "./load.server";
import { formatProblem } from "~/features/content/problems";

const copies: { remove: () => void }[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

function copy() {
  const folder = contentCopy();
  copies.push(folder);
  return folder;
}

function problemsOf(result: LoadResult): string[] {
  if (result.ok) throw new Error("expected the content to be refused");
  return result.problems.map(formatProblem);
}

test("the site's content loads: every kind, a short version, a summary of what is there", () => {
  const result = loadContent("content");
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  const { snapshot, summary } = result;
  expect(snapshot.version).toMatch(/^[0-9a-f]{12}$/);
  // One of each per file: the counts are the folder's.
  const files = (folder: string, pattern: RegExp) =>
    readdirSync(path.join("content", folder)).filter((name) => pattern.test(name)).length;
  const posts = files("blog", /\.md$/);
  expect(snapshot.posts.summaries()).toHaveLength(posts);
  expect(snapshot.tournaments.ucc.seasons.size).toBe(files("tournaments/ucc", /^\d{4}\.yaml$/));
  expect(
    snapshot.tv.channels.map((channel) => `${channel.name.toLowerCase()}.yaml`).sort(),
  ).toEqual(readdirSync("content/tv").sort());
  const seasons =
    files("tournaments/ucc", /^\d{4}\.yaml$/) + files("tournaments/csc", /^\d{4}\.yaml$/);
  const qualifiers =
    files("tournaments/ucc", /^\d{4}-q\.yaml$/) + files("tournaments/csc", /^\d{4}-q\.yaml$/);
  expect(summary).toMatch(
    new RegExp(
      `^${posts} posts, 4 pages, ${seasons} seasons and ${qualifiers} qualifiers, ${files("tv", /\.yaml$/)} TV channels`,
    ),
  );
  expect(Object.isFrozen(snapshot)).toBe(true);
});

test("the version is a hash of the content: the same files give the same one, any change another", () => {
  const folder = copy();
  const first = loadContent(folder.dir);
  const again = loadContent(folder.dir);
  expect(first.ok && again.ok && first.snapshot.version === again.snapshot.version).toBe(true);
  folder.edit("tv/mix.yaml", (text) =>
    text.replace("A bit of everything", "A bit of everything else"),
  );
  const changed = loadContent(folder.dir);
  expect(changed.ok && first.ok && changed.snapshot.version !== first.snapshot.version).toBe(true);
  // The same files elsewhere: the same version (the folder's path is not part of it).
  const real = loadContent("content");
  expect(real.ok && first.ok && real.snapshot.version === first.snapshot.version).toBe(true);
});

test("every problem of every kind is named at once, with its file, line and field", () => {
  const folder = copy();
  // Bad frontmatter, and a cover that was never rendered.
  folder.write(
    "blog/zz-bad.md",
    postSource({
      id: SHIPPED_POSTS + 1,
      slug: "bad-date",
      date: "2025-02-30",
      category: "Gaming",
      cover: "blog/how-processors-work",
    }),
  );
  folder.write(
    "blog/zz-cover.md",
    postSource({ id: SHIPPED_POSTS + 2, slug: "no-cover", date: "2025-03-01", category: "Gaming" }),
  );
  // An impossible score: the events of the first match add up to 2.
  folder.edit("tournaments/ucc/2025.yaml", (text) =>
    text.replace("    goals1: 2\n", "    goals1: 3\n"),
  );
  // A misspelt field in a channel list.
  folder.edit("tv/gta.yaml", (text) =>
    text.replace(
      "title: Grand Theft Auto VI Trailer 1, duration: 91",
      "title: Grand Theft Auto VI Trailer 1, durations: 91",
    ),
  );
  // A slide too many on the hub.
  folder.edit("gaming/hub.yaml", (text) =>
    text.replace("slides:\n", "slides:\n  - { image: gaming/slides/01, alt: One more }\n"),
  );
  const problems = problemsOf(loadContent(folder.dir));
  const file = (relative: string) => path.join(folder.dir, relative);
  expect(problems).toEqual(
    expect.arrayContaining([
      `${file("blog/zz-bad.md")}:5: field "date": a real date written YYYY-MM-DD`,
      `${file("blog/zz-cover.md")}:8: field "cover": image "blog/no-cover" does not exist: add ${file("art/blog/no-cover.svg")} (or a .png or .jpg) and run npm run images`,
      `${file("tournaments/ucc/2025.yaml")}:${lineOf(folder.read("tournaments/ucc/2025.yaml"), "matches:") + 1}: matches.0 (Match 1 · 7 Jun 2025): goal events for Atletico Madrid add up to 2, the score says 3`,
      `${file("tv/gta.yaml")}:${lineOf(folder.read("tv/gta.yaml"), "videos:") + 1}: field "videos.0.durations": Unrecognized key: "durations"`,
      `${file("gaming/hub.yaml")}:${lineOf(folder.read("gaming/hub.yaml"), "slides:") + 1}: field "slides": Too big: expected array to have exactly 18 items`,
    ]),
  );
  expect(problems).toHaveLength(5);
});

test("images: a rendered file gone, a source changed since it was rendered, an image the code needs missing — each says which command fixes it", () => {
  const folder = copy();
  const manifest = JSON.parse(folder.read("images/manifest.json")) as Record<
    string,
    { hash: string }
  >;
  rmSync(
    path.join(
      folder.dir,
      `images/blog/how-processors-work-800.${manifest["blog/how-processors-work"]!.hash}.webp`,
    ),
  );
  folder.write(
    "art/blog/evolution-of-the-web.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"/>',
  );
  delete manifest["tv/poster"];
  writeFileSync(path.join(folder.dir, "images/manifest.json"), JSON.stringify(manifest));
  const problems = problemsOf(loadContent(folder.dir));
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /images\/manifest\.json: field "blog\/how-processors-work": .*how-processors-work-800\.[0-9a-f]{8}\.webp is missing: run npm run images$/,
      ),
      `${path.join(folder.dir, "art/blog/evolution-of-the-web.svg")}: changed since it was rendered: run npm run images`,
      expect.stringMatching(
        /images\/manifest\.json: image "tv\/poster" \(the poster on \/tv of a channel without its own\) does not exist: add .*art\/tv\/poster\.svg .*run npm run images$/,
      ),
    ]),
  );
  expect(problems).toHaveLength(3);
});

test("a YAML syntax error is named with its line; a missing data file, a channel without its fields and a file that is no channel are named", () => {
  const folder = copy();
  folder.edit("services.yaml", (text) =>
    text.replace("services:\n", "services:\n  - title: [unclosed\n"),
  );
  rmSync(path.join(folder.dir, "tournaments/csc/home.yaml"));
  folder.write("tv/retro.yaml", "channel: RETRO\nplaylists: []\nvideos: []\n");
  folder.write("tv/notes.txt", "Ideas for channels\n");
  const problems = problemsOf(loadContent(folder.dir));
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/services\.yaml:\d+: not valid YAML: /),
      `${path.join(folder.dir, "tournaments/csc/home.yaml")}: missing (the home page's photos and the final's poster)`,
      `${path.join(folder.dir, "tv/retro.yaml")}:1: field "position": Invalid input: expected number, received undefined`,
      `${path.join(folder.dir, "tv/retro.yaml")}:3: field "videos": Too small: expected array to have >=1 items`,
      `${path.join(folder.dir, "tv/notes.txt")}: not a channel: each channel is one file, tv/<channel>.yaml`,
    ]),
  );
});

/** The 1-based line of the first line of `text` that is `line`. */
function lineOf(text: string, line: string): number {
  return text.split("\n").indexOf(line) + 1;
}
