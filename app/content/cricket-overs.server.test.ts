// The over-by-over record of a cricket innings is checked like every other field: a problem is
// named with the file and the line of the field it is about.
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy } from "../../tests/helpers/content";
import { loadContent } from "./load.server";
import { formatProblem } from "~/features/content/problems";

const copies: { remove: () => void }[] = [];
afterEach(() => copies.splice(0).forEach((copy) => copy.remove()));

const SEASON = "tournaments/csc/2025.yaml";

test("runs per over that miss the total and a wicket outside its over are named on their lines", () => {
  const folder = contentCopy();
  copies.push(folder);
  let text = "";
  folder.edit(SEASON, (original) => {
    // The shipped Match 1: Melbourne Stars 64 with runs per over [9, 18, 25, 11, 1].
    text = original
      .replace("runsPerOver: [9, 18, 25, 11, 1]", "runsPerOver: [9, 18, 25, 11, 2]")
      .replace(
        "{ score: 8, over: 0.4, batter: Nayeem Chowdhury }",
        "{ score: 8, over: 1.4, batter: Nayeem Chowdhury }",
      );
    return text;
  });
  const lineOf = (needle: string) =>
    text.split("\n").findIndex((line) => line.includes(needle)) + 1;
  const result = loadContent(folder.dir);
  if (result.ok) throw new Error("expected the season to be refused");
  const file = path.join(folder.dir, SEASON);
  expect(result.problems.map(formatProblem)).toEqual([
    `${file}:${lineOf("runsPerOver: [9, 18, 25, 11, 2]")}: matches.0.innings.0.runsPerOver (Match 1 · 5 Sep 2025, Melbourne Stars): the overs' runs add up to 65, not the 64 scored`,
    `${file}:${lineOf("over: 1.4, batter: Nayeem")}: matches.0.innings.1.fallOfWickets.0 (Match 1 · 5 Sep 2025, Comilla Victorians): 8 at 1.4 is outside over 2's 9–23`,
  ]);
});
