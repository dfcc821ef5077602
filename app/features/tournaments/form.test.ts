import { expect, test } from "vitest";
import { cricketGame, footballGame, formGuide, formText, outcomeFor } from "./form";
import { cscMatch, uccMatch } from "../../../tests/fixtures/tournaments";

test("a football result as each side saw it: won, drawn, lost; a shoot-out decides a level knockout", () => {
  const win = footballGame(uccMatch("Group A", "Ash", "Alder", 2, 1));
  expect(outcomeFor("Ash", win)).toEqual({ outcome: "W", letter: "W", text: "Won", opponent: "Alder" });
  expect(outcomeFor("Alder", win)).toEqual({ outcome: "L", letter: "L", text: "Lost", opponent: "Ash" });
  expect(outcomeFor("Birch", win)).toBeUndefined();
  const draw = footballGame(uccMatch("Group A", "Ash", "Alder", 1, 1));
  expect(outcomeFor("Alder", draw)).toMatchObject({ outcome: "D", letter: "D", text: "Drawn" });
  const shootOut = footballGame(uccMatch("Quarterfinal 1", "Ash", "Beech", 1, 1, { extraTime: true, penalties: { team1: 3, team2: 4 } }));
  expect(outcomeFor("Beech", shootOut)).toMatchObject({ outcome: "W", text: "Won on penalties" });
  expect(outcomeFor("Ash", shootOut)).toMatchObject({ outcome: "L", text: "Lost on penalties" });
});

test("a cricket result: the higher score wins; a tie is a draw in the table, shown T", () => {
  expect(outcomeFor("Pine", cricketGame(cscMatch("Oak", 50, "Pine", 51)))).toMatchObject({ outcome: "W", letter: "W" });
  expect(outcomeFor("Oak", cricketGame(cscMatch("Oak", 50, "Pine", 50)))).toEqual({ outcome: "D", letter: "T", text: "Tied", opponent: "Pine" });
});

test("the form guide: the side's last five games, oldest first; fewer while fewer are played", () => {
  const games = [
    uccMatch("Group A", "Ash", "Alder", 1, 0),
    uccMatch("Group A", "Birch", "Alder", 1, 0),
    uccMatch("Group A", "Alder", "Ash", 2, 2),
    uccMatch("Group A", "Ash", "Birch", 0, 3),
    uccMatch("Group A", "Beech", "Ash", 0, 1),
    uccMatch("Group A", "Ash", "Cedar", 4, 0),
    uccMatch("Group A", "Date", "Ash", 1, 0),
  ].map(footballGame);
  expect(formGuide("Ash", games).map((entry) => entry.letter)).toEqual(["D", "L", "W", "W", "L"]);
  expect(formGuide("Alder", games).map((entry) => entry.letter)).toEqual(["L", "L", "D"]);
  expect(formGuide("Ash", games, 2).map((entry) => entry.opponent)).toEqual(["Cedar", "Date"]);
  expect(formGuide("Rowan", games)).toEqual([]);
  expect(formText(formGuide("Alder", games))).toBe("Lost, Lost, Drawn");
});
