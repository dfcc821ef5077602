import { expect, test } from "vitest";
import {
  cricketGame,
  footballGame,
  formEntryText,
  formGuide,
  formText,
  formWithPages,
  outcomeFor,
} from "./form";
import { cricketMatch, footballMatch } from "../../../../tests/fixtures/tournaments";

test("a football result as each side saw it: won, drawn, lost; a shoot-out decides a level knockout", () => {
  const win = footballGame(footballMatch("Group A", "Ash", "Alder", 2, 1));
  const slug = "match-1-ash-v-alder";
  expect(outcomeFor("Ash", win)).toEqual({
    outcome: "W",
    letter: "W",
    text: "Won",
    opponent: "Alder",
    score: "2–1",
    slug,
  });
  expect(outcomeFor("Alder", win)).toEqual({
    outcome: "L",
    letter: "L",
    text: "Lost",
    opponent: "Ash",
    score: "1–2",
    slug,
  });
  expect(outcomeFor("Birch", win)).toBeUndefined();
  const draw = footballGame(footballMatch("Group A", "Ash", "Alder", 1, 1));
  expect(outcomeFor("Alder", draw)).toMatchObject({ outcome: "D", letter: "D", text: "Drawn" });
  const shootOut = footballGame(
    footballMatch("Quarterfinal 1", "Ash", "Beech", 1, 1, {
      extraTime: true,
      penalties: { team1: 3, team2: 4 },
    }),
  );
  expect(outcomeFor("Beech", shootOut)).toMatchObject({
    outcome: "W",
    text: "Won on penalties",
    score: "1–1 (4–3 pens)",
  });
  expect(outcomeFor("Ash", shootOut)).toMatchObject({
    outcome: "L",
    text: "Lost on penalties",
    score: "1–1 (3–4 pens)",
  });
});

test("a cricket result: the higher score wins; a tie is a draw in the table, shown T", () => {
  expect(outcomeFor("Pine", cricketGame(cricketMatch("Oak", 50, "Pine", 51)))).toMatchObject({
    outcome: "W",
    letter: "W",
    score: "by 2 wickets",
  });
  expect(outcomeFor("Pine", cricketGame(cricketMatch("Oak", 50, "Pine", 41)))).toMatchObject({
    outcome: "L",
    score: "by 9 runs",
  });
  expect(outcomeFor("Oak", cricketGame(cricketMatch("Oak", 50, "Pine", 50)))).toEqual({
    outcome: "D",
    letter: "T",
    text: "Tied",
    opponent: "Pine",
    score: undefined,
    slug: "match-1-oak-v-pine",
  });
});

test("a chip says its result in words, and links to its match's page when the game has one", () => {
  const won = outcomeFor("Ash", footballGame(footballMatch("Group A", "Ash", "Alder", 2, 1)))!;
  expect(formEntryText(won)).toBe("Won 2–1 against Alder");
  expect(formEntryText(outcomeFor("Oak", cricketGame(cricketMatch("Oak", 50, "Pine", 50)))!)).toBe(
    "Tied against Pine",
  );
  // A qualifier fixture's result comes without a date: no page, no link.
  const qualifier = outcomeFor(
    "Ash",
    footballGame({ team1: "Ash", team2: "Alder", goals1: 0, goals2: 0 }),
  )!;
  const linked = formWithPages([won, qualifier], (slug) => `/gaming/ucc/matches/2025/${slug}`);
  expect(linked.map((entry) => entry.href)).toEqual([
    "/gaming/ucc/matches/2025/match-1-ash-v-alder",
    undefined,
  ]);
});

test("the form guide: the side's last five games, oldest first; fewer while fewer are played", () => {
  const games = [
    footballMatch("Group A", "Ash", "Alder", 1, 0),
    footballMatch("Group A", "Birch", "Alder", 1, 0),
    footballMatch("Group A", "Alder", "Ash", 2, 2),
    footballMatch("Group A", "Ash", "Birch", 0, 3),
    footballMatch("Group A", "Beech", "Ash", 0, 1),
    footballMatch("Group A", "Ash", "Cedar", 4, 0),
    footballMatch("Group A", "Date", "Ash", 1, 0),
  ].map(footballGame);
  expect(formGuide("Ash", games).map((entry) => entry.letter)).toEqual(["D", "L", "W", "W", "L"]);
  expect(formGuide("Alder", games).map((entry) => entry.letter)).toEqual(["L", "L", "D"]);
  expect(formGuide("Ash", games, 2).map((entry) => entry.opponent)).toEqual(["Cedar", "Date"]);
  expect(formGuide("Rowan", games)).toEqual([]);
  expect(formText(formGuide("Alder", games))).toBe("Lost, Lost, Drawn");
});
