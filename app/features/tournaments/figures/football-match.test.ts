import { expect, test } from "vitest";
import {
  fullTimeScore,
  goalTimeline,
  halfTimeScore,
  knockoutPosition,
  shootoutText,
  tableAfterMatch,
  timelineRows,
} from "./football-match";
import {
  goal,
  tinyFootballSeason,
  UCC_RULES,
  footballMatch,
} from "../../../../tests/fixtures/tournaments";

test("the timeline orders the goals by minute with the running score, marking extra time", () => {
  const match = footballMatch("Quarterfinal 1", "Ash", "Beech", 2, 1, {
    extraTime: true,
    events: [goal("Ash", 96), goal("Beech", 57), goal("Ash", 37, null)],
  });
  expect(
    goalTimeline(match).map((g) => [g.minute, g.side, g.score.join("-"), g.extraTime, g.assist]),
  ).toEqual([
    [37, 1, "1-0", false, null],
    [57, 2, "1-1", false, "Beech Winger"],
    [96, 1, "2-1", true, "Ash Winger"],
  ]);
});

test("without every minute the timeline keeps the data's order and no interval score is claimed", () => {
  const match = footballMatch("Group A", "Ash", "Alder", 1, 1, {
    extraTime: true,
    events: [goal("Alder", 80), goal("Ash")],
  });
  expect(goalTimeline(match).map((g) => `${g.team} ${g.score.join("-")}`)).toEqual([
    "Alder 0-1",
    "Ash 1-1",
  ]);
  expect(halfTimeScore(match)).toBeUndefined();
  expect(fullTimeScore(match)).toBeUndefined();
});

test("half-time counts goals to the 45th minute (its stoppage time included); the 90-minute score only after extra time", () => {
  const match = footballMatch("Group A", "Ash", "Alder", 2, 1, {
    events: [goal("Ash", 45), goal("Alder", 46), goal("Ash", 90)],
  });
  expect(halfTimeScore(match)).toEqual([1, 0]);
  expect(fullTimeScore(match)).toBeUndefined();
  expect(halfTimeScore(footballMatch("Group A", "Ash", "Alder", 0, 0))).toEqual([0, 0]);
  const extra = footballMatch("Semifinal 1", "Ash", "Cedar", 2, 1, {
    extraTime: true,
    events: [goal("Ash", 10), goal("Cedar", 70), goal("Ash", 118)],
  });
  expect(fullTimeScore(extra)).toEqual([1, 1]);
});

test("the shoot-out names its winner with the winner's kicks first", () => {
  const match = footballMatch("Quarterfinal 3", "Juventus", "Benfica", 1, 1, {
    extraTime: true,
    penalties: { team1: 3, team2: 4 },
  });
  expect(shootoutText(match)).toBe("Benfica won 4-3 on penalties");
  expect(shootoutText({ ...match, penalties: { team1: 5, team2: 4 } })).toBe(
    "Juventus won 5-4 on penalties",
  );
  expect(shootoutText(footballMatch("Group A", "Ash", "Alder", 1, 0))).toBeUndefined();
});

test("the group table after match N counts that group's matches up to and including it, nothing later", () => {
  const season = tinyFootballSeason();
  season.teams.push({
    ...season.teams[0]!,
    name: "Aspen",
    players: ["Aspen Striker"],
    goalkeeper: "Aspen Keeper",
  });
  season.matches.splice(
    1,
    0,
    footballMatch("Group A", "Alder", "Aspen", 2, 2, { date: "Match 5 · 2 Jun 2025" }),
    footballMatch("Group A", "Aspen", "Ash", 3, 0, { date: "Match 6 · 3 Jun 2025" }),
  );
  const rows = (index: number) =>
    tableAfterMatch(season, index, UCC_RULES)!.rows.map(
      (row) => `${row.team} ${row.played} ${row.points}`,
    );
  expect(tableAfterMatch(season, 0, UCC_RULES)!.group).toBe("A");
  expect(rows(0)).toEqual(["Ash 1 3", "Aspen 0 0", "Alder 1 0"]);
  expect(rows(1)).toEqual(["Ash 1 3", "Aspen 1 1", "Alder 2 1"]);
  expect(rows(2)).toEqual(["Aspen 2 4", "Ash 2 3", "Alder 2 1"]);
  // Another group's match in between changes nothing; a knockout has no table.
  expect(tableAfterMatch(season, 3, UCC_RULES)!.group).toBe("B");
  expect(tableAfterMatch(season, season.matches.length - 1, UCC_RULES)).toBeUndefined();
});

test("a knockout's place in the bracket: where its sides come from and where the winner goes", () => {
  const season = tinyFootballSeason();
  const qf3 = knockoutPosition(season, { stage: "Quarterfinal 3" })!;
  expect(qf3.round).toBe("Quarterfinals");
  expect(qf3.sources.map((source) => source.text)).toEqual([
    "Group C winners",
    "Group D runners-up",
  ]);
  expect([
    qf3.next!.stage,
    qf3.next!.other,
    qf3.next!.match?.team1,
    qf3.next!.otherMatch?.stage,
  ]).toEqual(["Semifinal 1", "Quarterfinal 1", "Ash", "Quarterfinal 1"]);
  const sf2 = knockoutPosition(season, { stage: "Semifinal 2" })!;
  expect(sf2.sources.map((source) => [source.text, source.match?.team1])).toEqual([
    ["Winners of Quarterfinal 2", "Birch"],
    ["Winners of Quarterfinal 4", "Dogwood"],
  ]);
  expect(sf2.next!.stage).toBe("Grand Final");
  const final = knockoutPosition(season, { stage: "Grand Final" })!;
  expect([final.round, final.next]).toEqual(["Grand Final", undefined]);
  expect(knockoutPosition(season, { stage: "Group A" })).toBeUndefined();
  season.matches.splice(8);
  expect(knockoutPosition(season, { stage: "Quarterfinal 1" })!.next!.match).toBeUndefined();
});

test("the timeline's rows put half-time, the 90 minutes and the end between the goals", () => {
  const text = (rows: ReturnType<typeof timelineRows>) =>
    rows.map((row) =>
      row.kind === "goal"
        ? `${row.minute}' ${row.score.join("-")}`
        : `${row.label} ${row.score.join("-")}`,
    );
  const extra = footballMatch("Quarterfinal 1", "Ash", "Beech", 2, 1, {
    extraTime: true,
    events: [goal("Ash", 37), goal("Beech", 57), goal("Ash", 96)],
  });
  expect(text(timelineRows(extra))).toEqual([
    "37' 1-0",
    "Half-time 1-0",
    "57' 1-1",
    "Full time 1-1",
    "96' 2-1",
    "After extra time 2-1",
  ]);
  const early = footballMatch("Group A", "Ash", "Alder", 1, 0, { events: [goal("Ash", 12)] });
  expect(text(timelineRows(early))).toEqual(["12' 1-0", "Half-time 1-0", "Full time 1-0"]);
  expect(text(timelineRows(footballMatch("Group A", "Ash", "Alder", 0, 0)))).toEqual([
    "Half-time 0-0",
    "Full time 0-0",
  ]);
  const unknown = footballMatch("Group A", "Ash", "Alder", 1, 0, { events: [goal("Ash")] });
  expect(text(timelineRows(unknown))).toEqual(["undefined' 1-0", "Full time 1-0"]);
});
