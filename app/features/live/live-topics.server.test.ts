import { afterEach, expect, test } from "vitest";
import {
  currentContent,
  swapContent,
  type ContentSnapshot,
} from "~/features/content/current.server";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import { TOURNAMENT_IDS } from "~/features/tournaments/model/tournaments";
import { liveTopics } from "./live-topics.server";

const shipped = currentContent();
afterEach(() => swapContent(shipped));

test("while every match has its result no page follows play (and opens no stream)", () => {
  expect(liveTopics("gaming")).toBeUndefined();
  for (const id of TOURNAMENT_IDS) {
    expect(liveTopics({ tournament: id })).toBeUndefined();
    for (const entry of tournamentEntries(shipped.tournaments[id])) {
      expect(liveTopics({ tournament: id, year: entry.year })).toBeUndefined();
      expect(liveTopics({ tournament: id, year: entry.year, match: entry.slug })).toBeUndefined();
    }
  }
});

/** The shipped content with one match of the tournament's opening season marked as being played. */
function withMatchInPlay(id: (typeof TOURNAMENT_IDS)[number], status = "live") {
  const content = shipped.tournaments[id];
  const year = content.years.defaultYear!;
  const season = content.seasons.get(year)! as { matches: readonly object[] };
  const index = season.matches.length - 1;
  const matches = season.matches.map((match, at) => (at === index ? { ...match, status } : match));
  const seasons = new Map<number, unknown>(content.seasons).set(year, { ...season, matches });
  swapContent({
    ...shipped,
    version: "0123456789ab",
    tournaments: { ...shipped.tournaments, [id]: { ...content, seasons } },
  } as ContentSnapshot);
  const entries = tournamentEntries(currentContent().tournaments[id]);
  const live = entries.find((entry) => entry.year === year && entry.index === index)!;
  const other = entries.find((entry) => entry.year === year && entry.index !== index)!;
  return { year, live, other };
}

test("a match awaiting its result: its page, its season's pages and the hub follow its season", () => {
  for (const id of TOURNAMENT_IDS) {
    const { year, live, other } = withMatchInPlay(id);
    const topic = { topics: `${id}/${year}`, version: "0123456789ab" };
    expect(liveTopics({ tournament: id, year, match: live.slug })).toEqual(topic);
    expect(liveTopics({ tournament: id, year })).toEqual(topic);
    // The home shows the season the tournament's pages open on.
    expect(liveTopics({ tournament: id })).toEqual(topic);
    expect(liveTopics("gaming")).toEqual({ topics: "gaming", version: "0123456789ab" });
    // A finished match of the same season, and other seasons, have nothing to follow.
    expect(liveTopics({ tournament: id, year, match: other.slug })).toBeUndefined();
    for (const season of shipped.tournaments[id].seasons.keys())
      if (season !== year) expect(liveTopics({ tournament: id, year: season })).toBeUndefined();
    expect(liveTopics({ tournament: id, year, match: "no-such-match" })).toBeUndefined();
    swapContent(shipped);
  }
});

test("a scheduled match is not followed until it is live", () => {
  for (const id of TOURNAMENT_IDS) {
    const { year } = withMatchInPlay(id, "scheduled");
    expect(liveTopics({ tournament: id, year })).toBeUndefined();
    expect(liveTopics("gaming")).toBeUndefined();
    swapContent(shipped);
  }
});
