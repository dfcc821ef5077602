// `npm run images -- --prune` on the folder a production server serves: the documented rebrand
// redraws art and prunes while the server still names the old renders. Nothing it names — before
// its reload, or after it, nor what a CDN may still hold from before — answers 404; a later
// prune deletes what neither the running content nor the one before it names.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy } from "../helpers/content";
import { get, reloadContent, startProductionServer, type RunningServer } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The rendered images a page names (hashed files under /images). */
async function imagesOn(server: RunningServer, target: string): Promise<string[]> {
  const html = await (await get(`${server.url}${target}`)).text();
  return [...new Set(html.match(/\/images\/[a-z0-9/_-]+\.[0-9a-f]{8}\.(?:webp|jpg)/g) ?? [])];
}

async function statuses(
  server: RunningServer,
  urls: readonly string[],
): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(
      urls.map(async (url) => [url, (await get(`${server.url}${url}`)).status] as const),
    ),
  );
}

const allOk = (urls: readonly string[]) => Object.fromEntries(urls.map((url) => [url, 200]));
const imageName = (url: string) =>
  url.replace(/^\/images\//, "").replace(/-\d+\.[0-9a-f]{8}\.webp$|\.[0-9a-f]{8}\.jpg$/, "");

test("a prune after redrawing art never deletes what the running server, or the content before it, names", async () => {
  const copy = contentCopy({ art: true });
  cleanups.push(() => copy.remove());
  const server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
  });
  cleanups.push(() => server.stop());
  // No CDN here: what a prune keeps beyond the last change is kept for no time at all.
  const images = () =>
    spawnSync(path.resolve("node_modules/.bin/tsx"), ["scripts/build-images.ts", "--prune"], {
      env: {
        ...process.env,
        CONTENT_DIR: copy.dir,
        PAGE_S_MAXAGE: "0",
        PAGE_STALE_WHILE_REVALIDATE: "0",
      },
      encoding: "utf8",
    });
  const pages = async () => [
    ...(await imagesOn(server, "/blogs")),
    ...(await imagesOn(server, "/tv")),
  ];
  const redraw = (name: string) =>
    copy.edit(`art/${name}.svg`, (svg) => svg.replace("</svg>", "<!-- redrawn --></svg>"));

  const original = await pages();
  expect(await statuses(server, original)).toEqual(allOk(original));
  // A rebrand redraws art: three covers on /blogs and a poster on /tv (a new source: new files, new names).
  const covers = [
    ...new Set(original.map(imageName).filter((name) => name.startsWith("blog/"))),
  ].slice(0, 3);
  const poster = original.map(imageName).find((name) => name.startsWith("tv/"))!;
  for (const name of [...covers, poster]) redraw(name);
  const first = images();
  expect(first.status, first.stderr).toBe(0);

  // Before the reload the server still names the old files: all there.
  expect(await statuses(server, await pages())).toEqual(allOk(original));
  expect(first.stdout).toMatch(/^4 rendered, \d+ images in .*, 0 old files removed/m);
  const replaced = (
    JSON.parse(copy.read("images/retired.json")) as { retired: { files: string[] }[] }
  ).retired.flatMap((entry) => entry.files);
  expect(new Set(replaced.map((file) => imageName(`/images/${file}`)))).toEqual(
    new Set([...covers, poster]),
  );
  await reloadContent(server);
  const redrawn = await pages();
  expect(redrawn.filter((url) => !original.includes(url)).map(imageName)).toEqual(
    expect.arrayContaining([...covers, poster]),
  );
  // After it, the new ones; and the old ones for pages cached before it (a CDN's, a browser's).
  expect(await statuses(server, [...redrawn, ...original])).toEqual(
    allOk([...redrawn, ...original]),
  );
  expect((await get(`${server.url}/images/retired.json`)).status).toBe(404);

  // The next change (one cover again) and prune: the files two changes old go, the ones the server names stay.
  redraw(covers[0]!);
  const second = images();
  expect(second.status, second.stderr).toBe(0);
  const gone = original.filter((url) => !redrawn.includes(url));
  expect(second.stdout).toContain(`, ${replaced.length} old files removed`);
  expect(await statuses(server, redrawn)).toEqual(allOk(redrawn));
  expect(await statuses(server, gone)).toEqual(Object.fromEntries(gone.map((url) => [url, 404])));
}, 300_000);
