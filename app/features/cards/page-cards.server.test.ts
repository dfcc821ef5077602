import { expect, test } from "vitest";
import { currentContent } from "~/features/content/current.server";
import { appRouteTable } from "../../../tests/helpers/route-table";
import { cardAddresses, pageShareCard } from "./cards.server";
import { cardTextFor } from "./page-cards.server";

const at = (address: string) => new URL(address, "http://localhost");

test("a match page's card is drawn from its match screen: score line, tournament, season and stage", () => {
  const card = cardTextFor(at("/gaming/ucc/matches/2025/grand-final"), false)!;
  expect(card.title).toBe("Atletico Madrid 0–1 Dortmund");
  expect(card.eyebrow).toBe("UCC 2025 Grand Final");
  expect(card.sides!.map((side) => side.won)).toEqual([false, true]);
});

test("team, player, TV channel and tournament pages", () => {
  expect(cardTextFor(at("/gaming/ucc/teams/dortmund"), false)!.line).toMatch(
    /^Germany, Europe · \d+ seasons?/,
  );
  expect(cardTextFor(at("/gaming/ucc/players/jonas-wetzlar"), false)!.line).toBe("Dortmund");
  const [, second] = currentContent().tv.channels;
  expect(cardTextFor(at(`/tv?channel=${second!.name}`), true)!.title).toBe(`${second!.name} on TV`);
  expect(cardTextFor(at("/gaming/csc/standings"), true)!.title).toBe("CSC Standings");
});

test("an address that names nothing has no card of its own", () => {
  expect(cardTextFor(at("/gaming/ucc/teams/no-such-team"), false)).toBeUndefined();
  expect(cardTextFor(at("/gaming/ucc/matches/2025/no-such-match"), false)).toBeUndefined();
  expect(cardTextFor(at("/tv?channel=nope"), true)).toBeUndefined();
  // Only fixed pages are named for their address: a typed-in path is no page.
  expect(cardTextFor(at("/made-up-page"), false)).toBeUndefined();
});

test("the cards are the sitemap's addresses and each TV channel, but no post (a post shares its cover)", async () => {
  const routes = await appRouteTable();
  const addresses = cardAddresses(routes, currentContent());
  const channels = currentContent().tv.channels;
  expect(addresses).toContain("/gaming/ucc/matches/2025/grand-final");
  expect(addresses).toContain("/about");
  expect(addresses.filter((address) => address.startsWith("/tv"))).toHaveLength(channels.length);
  // A post's own page (/blogs/{slug}) shares its cover; a series' page has none, so it has a card.
  expect(addresses.some((address) => /^\/blogs\/[^/]+$/.test(address))).toBe(false);
  const series = [...currentContent().posts.index().bySeries.keys()];
  expect(series.length).toBeGreaterThan(0);
  for (const slug of series) expect(addresses).toContain(`/blogs/series/${slug}`);
  expect(new Set(addresses).size).toBe(addresses.length);
});

test("a page names its card; a typed-in address and a post get the brand's", async () => {
  const routes = await appRouteTable();
  const brandCard = pageShareCard(at("/blogs/how-processors-work"), routes);
  expect(pageShareCard(at("/no-such-page"), routes)).toEqual(brandCard);
  const match = pageShareCard(at("/gaming/ucc/matches/2025/grand-final"), routes);
  expect(match.path).toMatch(/^\/cards\/[0-9a-f]{20}\.png$/);
  expect(match).not.toEqual(brandCard);
  const [series] = currentContent().posts.index().bySeries.keys();
  const seriesCard = pageShareCard(at(`/blogs/series/${series}`), routes);
  expect(seriesCard).not.toEqual(brandCard);
  expect(seriesCard.alt).toMatch(/: A series in \d+ parts$/);
  expect(pageShareCard(at("/blogs/series/no-such-series"), routes)).toEqual(brandCard);
  // A query the card does not read (a tournament page's season) names the same card.
  expect(pageShareCard(at("/gaming/ucc/fixtures?year=2024"), routes)).toEqual(
    pageShareCard(at("/gaming/ucc/fixtures"), routes),
  );
});
