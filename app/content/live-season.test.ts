// The live season fixture loads as the owner would write it; a live or scheduled match written
// wrongly is refused with its file and line (check:content reads the same problems).
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { contentCopy } from "../../tests/helpers/content";
import { LIVE_SEASON_FILE, writeLiveSeason } from "../../tests/helpers/live-season";
import { loadContent } from "./load.server";
import { formatProblem } from "~/features/content/problems";

const copies: { remove: () => void }[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) copy.remove();
});

function liveCopy() {
  const copy = contentCopy();
  copies.push(copy);
  writeLiveSeason(copy);
  return copy;
}

function problemsOf(dir: string): string[] {
  const result = loadContent(dir);
  return result.ok ? [] : result.problems.map(formatProblem);
}

/** The 1-based line of the first line that contains `text` after the line that contains `after`. */
function lineOf(yaml: string, text: string, after = ""): number {
  const lines = yaml.split("\n");
  const from = lines.findIndex((line) => line.includes(after));
  return lines.findIndex((line, index) => index >= from && line.includes(text)) + 1;
}

test("the live season fixture loads: a finished, a live and a scheduled match", () => {
  const copy = liveCopy();
  expect(problemsOf(copy.dir)).toEqual([]);
});

test("a live match whose events do not add up, a finished match with a minute and a scheduled match with events are refused, each on its line", () => {
  const copy = liveCopy();
  copy.edit(LIVE_SEASON_FILE, (yaml) =>
    yaml
      // Match 2 (live): one goal more in the score than in its events.
      .replace(
        "    goals1: 1\n    goals2: 1\n    status: live",
        "    goals1: 2\n    goals2: 1\n    status: live",
      )
      // Match 1 (over): a minute left behind.
      .replace("    goals2: 1\n    events:", "    goals2: 1\n    minute: 90\n    events:")
      // Match 3 (scheduled): a booking before kick-off.
      .replace(
        '    kickoff: "20:00"\n    events: []',
        '    kickoff: "20:00"\n    events: []\n    cards:\n      - { team: Dortmund, player: Moritz Kesselring, card: yellow, minute: 3 }',
      ),
  );
  const yaml = copy.read(LIVE_SEASON_FILE);
  const file = path.join(copy.dir, LIVE_SEASON_FILE);
  expect(problemsOf(copy.dir)).toEqual(
    expect.arrayContaining([
      `${file}:${lineOf(yaml, "- date: Match 2")}: matches.1 (Match 2 · 14 Jun 2026): goal events for Palmeiras add up to 1, the score says 2`,
      `${file}:${lineOf(yaml, "minute: 90", "Match 1")}: matches.0.minute (Match 1 · 13 Jun 2026): a finished match has no minute (say status: live while it is played)`,
      `${file}:${lineOf(yaml, "Moritz Kesselring, card")}: matches.2.cards.0 (Match 3 · 14 Jun 2026): a scheduled match has no events yet`,
    ]),
  );
});
