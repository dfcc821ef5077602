import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { sitemapEntries } from "~/features/route-table/route-table";
import { appRouteTable } from "../../../tests/helpers/route-table";
import { resolveAddress } from "./not-found.server";

test("no address of the sitemap is called 'not found': every page is its own", async () => {
  const routes = await appRouteTable();
  const entries = sitemapEntries(routes, currentContent());
  expect(entries.length).toBeGreaterThan(100);
  const shared = entries
    .filter(({ path }) => resolveAddress(routes, path).shared !== undefined)
    .map(({ path }) => path);
  expect(shared).toEqual([]);
});

test("made-up addresses share one page per route: posts, teams, players, and matches per season", async () => {
  const routes = await appRouteTable();
  const key = (path: string) => resolveAddress(routes, path).shared;
  expect(key("/no/such/page")).toBe("not-found routes/not-found");
  expect(key("/blogs/no-such-post")).toBe("not-found routes/blogs/post");
  expect(
    new Set(
      [
        "/gaming/ucc/teams/no-such-club",
        "/gaming/ucc/teams/another",
        "/gaming/ucc/teams/%E0%A4",
      ].map(key),
    ),
  ).toEqual(new Set(["not-found ucc-team"]));
  expect(key("/gaming/csc/teams/no-such-club")).toBe("not-found csc-team");
  expect(
    new Set(["/gaming/csc/players/nobody", "/gaming/csc/players/no-one-at-all"].map(key)),
  ).toEqual(new Set(["not-found csc-player"]));
  // A season's unknown matches share the page listing its matches; every year without a season shares one.
  expect(
    new Set(["/gaming/ucc/matches/2025/match-99", "/gaming/ucc/matches/2025/x"].map(key)),
  ).toEqual(new Set(["not-found ucc-match 2025"]));
  expect(
    new Set(
      [
        "/gaming/ucc/matches/1999/final",
        "/gaming/ucc/matches/later/x",
        "/gaming/ucc/matches/20250/x",
      ].map(key),
    ),
  ).toEqual(new Set(["not-found ucc-match"]));
});
