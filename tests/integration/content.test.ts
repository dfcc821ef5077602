// The production server reads its content from CONTENT_DIR when it starts.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { contentCopy, postSource } from "../helpers/content";
import { startProductionServer } from "../helpers/server";

/** The real content with two posts instead of the 18 (reusing real covers and a real body). */
function contentFolder(extra: Record<string, string> = {}) {
  // Its links to other posts lead to the list: the two posts here are the only ones.
  const body = readFileSync("content/blog/how-processors-work.md", "utf8")
    .split(/\n---\n/)[1]!
    .replace(/\]\(\/blogs\/[a-z0-9-]+\)/g, "](/blogs)");
  const folder = contentCopy();
  for (const name of readdirSync(path.join(folder.dir, "blog")))
    rmSync(path.join(folder.dir, "blog", name));
  const posts = {
    "one.md": postSource(
      {
        id: 1,
        slug: "one-of-two",
        title: "The first of two",
        date: "2024-11-01",
        category: "Gaming",
        cover: "blog/how-processors-work",
      },
      body,
    ),
    "two.md": postSource(
      {
        id: 2,
        slug: "two-of-two",
        title: "The second of two",
        date: "2025-01-01",
        category: "Sports",
        cover: "blog/forza-horizon-5-review",
      },
      body,
    ),
    ...extra,
  };
  for (const [name, source] of Object.entries(posts)) folder.write(`blog/${name}`, source);
  return folder;
}

test("the server serves the posts of CONTENT_DIR", async () => {
  const folder = contentFolder();
  const server = await startProductionServer({
    CONTENT_DIR: folder.dir,
    DATABASE_URL: `file:${path.join(folder.dir, "data", "site.db")}`,
  });
  try {
    const list = await (await fetch(`${server.url}/blogs`)).text();
    expect(list).toMatch(/>2(<!-- -->)? (<!-- -->)?posts</);
    expect(list).toContain("The first of two");
    expect(list).toContain("The second of two");
    const post = await fetch(`${server.url}/blogs/one-of-two`);
    expect(post.status).toBe(200);
    expect(await post.text()).toMatch(/<figure><img [^>]*cpu-pipeline\.svg/);
    expect((await fetch(`${server.url}/blogs/how-processors-work`)).status).toBe(404);
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  } finally {
    await server.stop();
    folder.remove();
  }
});

test("a bad post stops start-up with the file and the field", () => {
  const folder = contentFolder({
    "three.md": postSource({
      id: 3,
      slug: "three",
      date: "2025-02-30",
      category: "Gaming",
      cover: "blog/how-processors-work",
    }),
  });
  try {
    const result = spawnSync(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: "0",
        CONTENT_DIR: folder.dir,
        LOG_REQUESTS: "false",
      },
      encoding: "utf8",
      timeout: 15_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(`${folder.dir}/blog/three.md:5: field "date"`);
  } finally {
    folder.remove();
  }
});

test("a missing content folder stops start-up and says which", () => {
  const result = spawnSync(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      CONTENT_DIR: "/nonexistent/vv-content",
      LOG_REQUESTS: "false",
    },
    encoding: "utf8",
    timeout: 15_000,
  });
  expect(result.status).not.toBe(0);
  expect(result.stderr).toContain("/nonexistent/vv-content/blog: cannot read the content folder");
});
