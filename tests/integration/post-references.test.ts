// A post's body names figures, videos and other pages of the site: one that leads nowhere is a
// content problem like a bad field, with its file and line, refused the same way by
// `npm run check:content`, by a reload (the old content keeps serving) and by the production
// build's check; once the figure is added and the link fixed, the reload takes the post.
import { spawnSync } from "node:child_process";
import { copyFileSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy } from "../helpers/content";
import { contentHealth, get, reloadContent, startProductionServer } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const POST = "blog/how-processors-work.md";

/** Lines added at the end of the post: what each names, and whether it leads somewhere. */
const ADDED = [
  "",
  '![A figure not yet added](/images/figures/new-figure.png "Caption")',
  "",
  "![A clip not yet added](/media/new-clip.mp4)",
  "",
  "See [a post that is not there](/blogs/no-such-post), [the shop](/shop), [gaming posts](/blogs?category=Gaming),",
  "[a team](/gaming/ucc/teams/dortmund), [a team that is not](/gaming/ucc/teams/nobody) and [a page that is not](/no-such-page).",
  "",
  "```md",
  "![A figure in a code sample is not shown](/images/figures/sample.png)",
  "```",
  "",
  '<img src="/images/figures/cpu-pipeline.svg" alt="A figure that is there"> and [a reference][gone].',
  "",
  "[gone]: /blogs/gone-post",
];

function checkContent(dir: string, command: string[]) {
  return spawnSync(command[0]!, command.slice(1), {
    env: { ...process.env, NODE_ENV: "production", CONTENT_DIR: dir },
    encoding: "utf8",
  });
}

test("a missing figure, video or page in a post body: check:content, a reload and the build's check name its file and line; fixed, the reload takes it", async () => {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  const server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  });
  cleanups.push(() => server.stop());
  const before = await contentHealth(server);

  const original = copy.read(POST);
  copy.write(POST, `${original.trimEnd()}\n${ADDED.join("\n")}\n`);
  const first = original.trimEnd().split("\n").length + 1;
  const at = (added: string) =>
    `${path.join(copy.dir, POST)}:${first + ADDED.findIndex((line) => line.includes(added))}`;
  const expected = [
    `${at("new-figure.png")}: image "/images/figures/new-figure.png" does not exist: add ${path.join(copy.dir, "images/figures/new-figure.png")}`,
    `${at("new-clip.mp4")}: video "/media/new-clip.mp4" does not exist: add ${path.join(copy.dir, "media/new-clip.mp4")}`,
    `${at("no-such-post")}: link "/blogs/no-such-post" leads to no post: none has the slug "no-such-post"`,
    `${at("teams/nobody")}: link "/gaming/ucc/teams/nobody" leads to no page of the site`,
    `${at("teams/nobody")}: link "/no-such-page" leads to no page of the site`,
    `${at("[gone]: ")}: link "/blogs/gone-post" leads to no post: none has the slug "gone-post"`,
  ];

  const checked = checkContent(copy.dir, [
    path.resolve("node_modules/.bin/tsx"),
    "scripts/check-content.ts",
  ]);
  expect(checked.status).toBe(1);
  expect(checked.stderr.split("\n").filter((line) => line.startsWith(copy.dir))).toEqual(expected);
  const built = checkContent(copy.dir, [
    process.execPath,
    "-e",
    "import('./build/server/index.js').then((m) => m.checkContent()).then((code) => { process.exitCode = code; })",
  ]);
  expect(built.status).toBe(1);
  expect(built.stderr.split("\n").filter((line) => line.startsWith(copy.dir))).toEqual(expected);

  const refused = await reloadContent(server);
  expect(refused.version).toBe(before.version);
  expect(refused.lastReloadError!.problems).toEqual(expected);

  // The figure and the clip added, the links mended: taken, and the page shows them.
  copyFileSync("public/icon-192.png", path.join(copy.dir, "images/figures/new-figure.png"));
  copyFileSync(
    path.join(copy.dir, "media/blog/race-loop.mp4"),
    path.join(copy.dir, "media/new-clip.mp4"),
  );
  copy.edit(POST, (text) =>
    text
      .replace("/blogs/no-such-post", "/blogs/cloud-computing-explained")
      .replace("/teams/nobody", "/teams/dortmund")
      .replace("/no-such-page", "/about")
      .replace("/blogs/gone-post", "/blogs"),
  );
  const taken = await reloadContent(server);
  expect(taken.lastReloadError).toBeNull();
  const page = await (await get(`${server.url}/blogs/how-processors-work`)).text();
  for (const file of ["/images/figures/new-figure.png", "/media/new-clip.mp4"]) {
    expect(page).toContain(file);
    expect((await get(`${server.url}${file}`)).status, file).toBe(200);
  }
}, 120_000);
