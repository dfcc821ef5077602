// What the owner adds is one file each, and the production server (no rebuild) takes it up
// everywhere it belongs: a TV channel (its button, its page, its API, the counts in the copy) and
// a tournament season (every screen offers it, the defaults move to it, nothing answers 500).
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import {
  TOURNAMENT_PAGES,
  TOURNAMENTS,
  tournamentPath,
} from "~/features/tournaments/model/tournaments";
import { loadContentOrThrow } from "~/content/install.server";
import { copyrightYearsOf } from "~/features/shell/copyright.server";
import { contentCopy, postSource, SHIPPED_POSTS } from "../helpers/content";
import { get, reloadContent, startProductionServer, type RunningServer } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serve(copy: ReturnType<typeof contentCopy>): Promise<RunningServer> {
  const server = await startProductionServer({
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "data", "site.db")}`,
    PUBLIC_ORIGIN: "https://site.example.com",
  });
  cleanups.push(() => server.stop());
  return server;
}

function folder() {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  return copy;
}

/** A page's status and HTML, without the markers React leaves between adjacent texts. */
async function page(server: RunningServer, target: string) {
  const response = await get(`${server.url}${target}`);
  return { status: response.status, body: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The links of a page to the pages under `prefix` (choices, the tournament bar …), as written in its HTML. */
function linksUnder(html: string, prefix: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)]
    .map(([, href]) => href!.replaceAll("&amp;", "&"))
    .filter((href) => href.startsWith(prefix));
}

test("a seventh TV channel is one file: its button, its page with the generic poster, its API, the counts", async () => {
  const copy = folder();
  copy.write(
    "tv/retro.yaml",
    `channel: RETRO
position: 7
playlists: []
videos:
  - { id: QdBZY2fkU-0, title: Grand Theft Auto VI Trailer 1, duration: 91 }
  - { id: VO4Ka7aH8rM, title: Grand Theft Auto VI Trailer 2, duration: 165 }
`,
  );
  const channels = readdirSync(path.join(copy.dir, "tv")).filter((name) =>
    name.endsWith(".yaml"),
  ).length;
  const server = await serve(copy);

  const tv = await page(server, "/tv");
  expect(tv.status).toBe(200);
  expect(linksUnder(tv.body, "/tv?channel=")).toContain("/tv?channel=RETRO");
  expect(tv.body).toContain(`on ${channels} channels that never stop`);

  // Its page: no poster of its own, so the generic one (never a 500).
  const retro = await page(server, "/tv?channel=RETRO");
  expect(retro.status).toBe(200);
  expect(retro.body).toMatch(/\/images\/tv\/poster-\d+\.[0-9a-f]{8}\.webp/);
  expect(retro.body).not.toMatch(/\/images\/tv\/poster-retro/);

  const api = await get(`${server.url}/api/tv/RETRO`);
  expect(api.status).toBe(200);
  const body = (await api.json()) as {
    channel: string;
    current: { kind: string; id?: string };
    next: { kind: string; id?: string }[];
  };
  expect(body.channel).toBe("RETRO");
  const ids = [body.current, ...body.next].flatMap((item) =>
    item.kind === "video" ? [item.id] : [],
  );
  expect(new Set(ids)).toEqual(new Set(["QdBZY2fkU-0", "VO4Ka7aH8rM"]));
  const unknown = (await (await get(`${server.url}/api/tv/NOPE`)).json()) as { channels: string[] };
  expect(unknown.channels).toHaveLength(channels);
  expect(unknown.channels.at(-1)).toBe("RETRO");

  expect((await page(server, "/")).body).toContain(`${channels} channels of gaming`);
}, 90_000);

test("a 2027 season is one file per tournament: every screen offers it, the defaults move to it, nothing answers 500", async () => {
  const copy = folder();
  // Last season's results, a year on; and the next qualifiers round.
  for (const { id } of TOURNAMENTS) {
    copy.write(
      `tournaments/${id}/2027.yaml`,
      copy
        .read(`tournaments/${id}/2025.yaml`)
        .replace("year: 2025", "year: 2027")
        .replace(/( \w{3}) 2025\b/g, "$1 2027"),
    );
  }
  copy.write(
    "tournaments/ucc/2027-q.yaml",
    copy
      .read("tournaments/ucc/2026-q.yaml")
      .replace("year: 2026 Q", "year: 2027 Q")
      .replace(/( \w{3}) 2026\b/g, "$1 2027"),
  );
  const server = await serve(copy);

  for (const { id, short } of TOURNAMENTS) {
    const standings = await page(server, tournamentPath(id, "standings"));
    expect(standings.status).toBe(200);
    expect(standings.body).toMatch(/standings, 2027|League table, 2027/);
    expect(linksUnder(standings.body, tournamentPath(id, "standings"))).toContain(
      `${tournamentPath(id, "standings")}?year=2025`,
    );
    expect((await page(server, tournamentPath(id, "fixtures"))).body).toContain(
      `${short} 2027 fixtures and results`,
    );
    expect((await page(server, tournamentPath(id))).body).toContain("Season 2027 Grand Final");
  }
  expect((await page(server, "/gaming/ucc/qualifiers")).body).toContain(
    "UCC 2027 Q qualifiers, group 1",
  );

  // Every page of both tournaments, and every choice each offers, answers 200.
  const queue = TOURNAMENTS.flatMap(({ id }) =>
    TOURNAMENT_PAGES.map(({ page: name }) => tournamentPath(id, name)),
  );
  const seen = new Set(queue);
  for (let i = 0; i < queue.length; i += 1) {
    const { status, body } = await page(server, queue[i]!);
    expect(status, queue[i]).toBe(200);
    for (const href of linksUnder(body, "/gaming/")) {
      if (seen.has(href)) continue;
      seen.add(href);
      queue.push(href);
    }
  }
  expect(queue.filter((target) => target.includes("year=2025")).length).toBeGreaterThan(0);
}, 180_000);

test("the footer's copyright years follow the content's dates: a post of a later year moves them on every page after a reload", async () => {
  const copy = contentCopy();
  cleanups.push(() => copy.remove());
  const server = await serve(copy);
  const [from, to] = copyrightYearsOf(loadContentOrThrow(copy.dir))!;
  const years = async (target: string) =>
    /<p[^>]*>© (\d{4} - \d{4}) <span translate="no">/.exec(
      await (await get(`${server.url}${target}`)).text(),
    )?.[1];
  const pages = ["/about", "/blogs", "/gaming/ucc", "/no-such-page"];
  for (const target of pages) expect(await years(target), target).toBe(`${from} - ${to}`);

  const later = to + 5;
  copy.write(
    "blog/from-later.md",
    postSource({
      id: SHIPPED_POSTS + 1,
      slug: "from-later",
      date: `${later}-03-01`,
      category: "Gaming",
      cover: "blog/how-processors-work",
    }),
  );
  expect((await reloadContent(server)).lastReloadError).toBeNull();
  for (const target of [...pages, "/blogs/from-later"])
    expect(await years(target), target).toBe(`${from} - ${later}`);
}, 60_000);
