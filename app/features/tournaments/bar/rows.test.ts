import { expect, test } from "vitest";
import { tournamentPageName } from "~/features/tournaments/model/tournaments";
import { videoIdOf } from "~/features/media/youtube";
import { tournamentHome } from "~/features/tournaments/files/current.server";
import {
  bracketView,
  cricketFixtureRows,
  cricketQualifierRows,
  signed,
  standingTeamText,
  footballFixtureRows,
  footballQualifierRows,
} from "./rows";
import { parseDay } from "~/features/tournaments/model/match-date";
import {
  cricketMatch,
  tinyCricketSeason,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

const LINKS = { channelUrl: "https://www.youtube.com/@a-channel", short: "UCC" };

test("titles: the home is the tournament's name, the others its short name and the page", () => {
  expect(tournamentPageName("ucc", "")).toBe("Ultimate Clubs Cup");
  expect(tournamentPageName("ucc", "standings")).toBe("UCC Standings");
  expect(tournamentPageName("csc", "")).toBe("Cricket Super Cup");
  expect(tournamentPageName("csc", "qualifiers")).toBe("CSC Qualifiers");
});

test("fixture rows: the score with extra time and penalties, who won, and a draw", () => {
  const season = tinyFootballSeason();
  season.matches[4] = footballMatch("Quarterfinal 1", "Ash", "Beech", 0, 0, {
    extraTime: true,
    penalties: { team1: 4, team2: 3 },
  });
  season.matches[0] = footballMatch("Group A", "Ash", "Alder", 1, 1);
  const rows = footballFixtureRows(season, LINKS);
  expect(rows[0]).toMatchObject({ score: "1-1", result: "Draw", winner: undefined });
  expect(rows[4]).toMatchObject({
    score: "0-0 a.e.t. (4-3 pens)",
    result: "Ash won on penalties",
    winner: "Ash",
  });
  expect(rows[10]).toMatchObject({ stage: "Grand Final", score: "1-0", result: "Ash won" });
});

test("cricket fixture rows: both innings with overs, and the result", () => {
  const season = tinyCricketSeason();
  season.matches[0] = cricketMatch("Oak", 60, "Pine", 61, "League");
  const [row] = cricketFixtureRows(season, { ...LINKS, short: "CSC" });
  expect(row!.score).toMatch(/^Oak 60-\d \(5 ov\) · Pine 61-\d \([\d.]+ ov\)$/);
  expect(row!.result).toMatch(/^Pine won by \d wickets?$/);
});

test("every match has its Watch link: its own video when the data names one, else a search of the channel for it", () => {
  const season = tinyFootballSeason();
  season.matches[0] = {
    ...season.matches[0]!,
    watch: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
  };
  const rows = footballFixtureRows(season, LINKS);
  expect(rows[0]!.watch).toBe("https://www.youtube.com/watch?v=aBcDeFgHiJk");
  expect(rows[4]!.watch).toBe(
    `https://www.youtube.com/@a-channel/search?query=UCC+${season.year}+Quarterfinal+1`,
  );
  expect(rows.every((row) => row.watch.startsWith("https://www.youtube.com/"))).toBe(true);
  const [cricket] = cricketFixtureRows(tinyCricketSeason(), { ...LINKS, short: "CSC" });
  expect(cricket!.watch).toMatch(
    /^https:\/\/www\.youtube\.com\/@a-channel\/search\?query=CSC\+\d{4}\+Match\+\d+$/,
  );
});

test("the bracket puts the quarterfinals that feed one semifinal side by side", () => {
  const rounds = bracketView(tinyFootballSeason(), UCC_RULES);
  expect(rounds.map((round) => round.name)).toEqual(["Quarterfinals", "Semifinals", "Grand Final"]);
  expect(rounds[0]!.ties.map((tie) => tie.stage)).toEqual([
    "Quarterfinal 1",
    "Quarterfinal 3",
    "Quarterfinal 2",
    "Quarterfinal 4",
  ]);
  expect(rounds[2]!.ties[0]).toEqual({
    stage: "Grand Final",
    team1: "Ash",
    team2: "Birch",
    score: "1-0",
    winner: "Ash",
  });
  const unplayed = tinyFootballSeason();
  unplayed.matches = unplayed.matches.slice(0, 4);
  expect(bracketView(unplayed, UCC_RULES)[1]!.ties[0]).toEqual({
    stage: "Semifinal 1",
    team1: undefined,
    team2: undefined,
    score: undefined,
    winner: undefined,
  });
});

test("table helpers: (Q) after a qualified team, signed goal difference", () => {
  expect(standingTeamText({ team: "Dortmund", qualified: true })).toBe("Dortmund (Q)");
  expect(standingTeamText({ team: "Dortmund", qualified: false })).toBe("Dortmund");
  expect([signed(3), signed(0), signed(-2)]).toEqual(["+3", "0", "-2"]);
});

test('qualifier rows: "X VS Y", the result once played, a Watch link for a match with a video or streamed', () => {
  const rows = footballQualifierRows(LINKS, "2026 Q", 2, [
    {
      team1: "Celtic",
      team2: "Ajax",
      date: parseDay("1 Mar 2026"),
      result: { goals1: 2, goals2: 1 },
      watch: "https://www.youtube.com/watch?v=abcdefghijk",
    },
    {
      team1: "Ajax",
      team2: "Celtic",
      date: parseDay("8 Mar 2026"),
      result: { goals1: 0, goals2: 0 },
      streamed: true,
    },
    { team1: "Ajax", team2: "Oak", date: parseDay("15 Mar 2026") },
  ]);
  expect(rows).toEqual([
    {
      match: "Celtic VS Ajax",
      date: "1 Mar 2026",
      group: 2,
      result: "2-1",
      watch: "https://www.youtube.com/watch?v=abcdefghijk",
    },
    {
      match: "Ajax VS Celtic",
      date: "8 Mar 2026",
      group: 2,
      result: "0-0",
      watch: "https://www.youtube.com/@a-channel/search?query=UCC+2026+Q+Ajax+vs+Celtic",
    },
    { match: "Ajax VS Oak", date: "15 Mar 2026", group: 2, result: undefined, watch: undefined },
  ]);
  const [cricket] = cricketQualifierRows(LINKS, "2026 Q", 1, [
    {
      team1: "Oak",
      team2: "Pine",
      date: parseDay("1 Mar 2026"),
      result: [
        { team: "Oak", runs: 50, wickets: 2, balls: 30 },
        { team: "Pine", runs: 51, wickets: 1, balls: 27 },
      ],
    },
  ]);
  expect(cricket!.result).toBe("Oak 50-2 (5 ov) · Pine 51-1 (4.3 ov) · Pine won by 4 wickets");
});

test("slideshow photos and the final's video id", () => {
  expect(tournamentHome("ucc").photos).toHaveLength(11);
  expect(tournamentHome("csc").photos.map((photo) => photo.image)).toEqual(
    [1, 2, 3, 4, 5, 6].map((n) => `tournaments/csc/photo-0${n}`),
  );
  expect(tournamentHome("ucc").photos.every((photo) => photo.alt.length > 20)).toBe(true);
  expect(tournamentHome("ucc").finalPoster).toBe("tournaments/ucc/final-poster");
  expect(videoIdOf("https://www.youtube.com/watch?v=wjgPYQZMbeF")).toBe("wjgPYQZMbeF");
  expect(videoIdOf("https://www.youtube.com/watch?v=bad")).toBeUndefined();
  expect(videoIdOf(undefined)).toBeUndefined();
});
