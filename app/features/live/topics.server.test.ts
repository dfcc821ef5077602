import { expect, test } from "vitest";
import { currentContent, type ContentSnapshot } from "~/features/content/current.server";
import { TOURNAMENT_IDS } from "~/features/tournaments/model/tournaments";
import { GAMING_TOPIC, liveUrl } from "./contract";
import {
  changedTopics,
  isContentVersion,
  MAX_TOPICS,
  parseTopics,
  seasonTopic,
} from "./topics.server";

/** Every season the content has, as topics (derived, never listed: the owner adds seasons). */
function seasonTopics(snapshot: ContentSnapshot): string[] {
  return TOURNAMENT_IDS.flatMap((id) =>
    [...snapshot.tournaments[id].seasons.keys()].map((year) => seasonTopic(id, year)),
  );
}

test("a season the content has and the hub are topics, alone or together", () => {
  const snapshot = currentContent();
  const seasons = seasonTopics(snapshot);
  expect(seasons.length).toBeGreaterThan(1);
  for (const topic of [...seasons, GAMING_TOPIC])
    expect(parseTopics(topic, snapshot)).toEqual({ ok: true, topics: [topic] });
  expect(parseTopics(`${seasons[0]},${GAMING_TOPIC}`, snapshot)).toEqual({
    ok: true,
    topics: [seasons[0], GAMING_TOPIC],
  });
});

test("anything else is refused with the reason: malformed, unknown, repeated, too many", () => {
  const snapshot = currentContent();
  const [season] = seasonTopics(snapshot);
  const refusals: [string, RegExp][] = [
    ["", /empty/],
    [",", /neither/],
    ["UCC/2025", /neither/],
    ["ucc/25", /neither/],
    ["ucc/2025/x", /neither/],
    [" gaming", /neither/],
    ["gaming ", /neither/],
    ["nba/2025", /no such season/],
    ["ucc/1999", /no such season/],
    ["constructor/2025", /no such season/],
    [`${season},${season}`, /twice/],
    [`${"x".repeat(5_000)}`, /neither/],
    [Array.from({ length: MAX_TOPICS + 1 }, () => GAMING_TOPIC).join(","), /at most 8/],
  ];
  for (const [text, reason] of refusals) {
    const parsed = parseTopics(text, snapshot);
    expect(parsed.ok, text.slice(0, 40)).toBe(false);
    if (!parsed.ok) {
      expect(parsed.problem).toMatch(reason);
      // A long topic is named, cut short: the answer never echoes a flood.
      expect(parsed.problem.length).toBeLessThan(120);
    }
  }
});

test("a content version is written as the loader writes the content's own", () => {
  expect(isContentVersion(currentContent().version)).toBe(true);
  for (const text of ["", "abc", "0123456789ab0", "0123456789AB", "0123456789ag", "0123456789a "])
    expect(isContentVersion(text), text).toBe(false);
});

test("the stream's address names the topics and, when known, the page's version", () => {
  const url = new URL(liveUrl("ucc/2025,gaming", "0123456789ab"), "https://site.test");
  expect(url.pathname).toBe("/live");
  expect(url.searchParams.get("topics")).toBe("ucc/2025,gaming");
  expect(url.searchParams.get("since")).toBe("0123456789ab");
  expect(new URL(liveUrl("gaming", null), "https://site.test").searchParams.has("since")).toBe(
    false,
  );
});

/** The snapshot with one tournament's seasons replaced. */
function withSeasons(
  snapshot: ContentSnapshot,
  id: (typeof TOURNAMENT_IDS)[number],
  change: (seasons: Map<number, unknown>) => void,
): ContentSnapshot {
  const seasons = new Map<number, unknown>(snapshot.tournaments[id].seasons);
  change(seasons);
  return {
    ...snapshot,
    tournaments: { ...snapshot.tournaments, [id]: { ...snapshot.tournaments[id], seasons } },
  } as ContentSnapshot;
}

test("a reload changed the topics of the seasons whose data changed, and the hub's with them", () => {
  const before = currentContent();
  const id = TOURNAMENT_IDS[0]!;
  const [year, season] = [...before.tournaments[id].seasons.entries()][0]!;
  expect(changedTopics(before, before)).toEqual([]);
  // The same data read again (a comment changed in the file): nothing changed.
  const reread = withSeasons(before, id, (seasons) => seasons.set(year, structuredClone(season)));
  expect(changedTopics(before, reread)).toEqual([]);
  const changed = withSeasons(before, id, (seasons) =>
    seasons.set(year, { ...season, matches: [] }),
  );
  expect(changedTopics(before, changed)).toEqual([seasonTopic(id, year), GAMING_TOPIC]);
  const added = withSeasons(before, id, (seasons) => seasons.set(2099, season));
  expect(changedTopics(before, added)).toEqual([seasonTopic(id, 2099), GAMING_TOPIC]);
  expect(changedTopics(added, before)).toEqual([seasonTopic(id, 2099), GAMING_TOPIC]);
});
