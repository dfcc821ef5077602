import { expect, test } from "vitest";
import { ContentError } from "~/features/content/problems";
import { cricketSeasonSchema } from "./cricket-season";
import { parseContent } from "./fields";
import { footballSeasonSchema } from "./football-season";
import { asInput, tinyCricketSeason } from "../../../../tests/fixtures/tournaments";

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected a ContentError");
}

test("a bad field is reported with the file and the field's path", () => {
  const season = tinyCricketSeason();
  season.matches[1]!.innings[0].wickets = 6;
  expect(
    failure(() =>
      parseContent("content/tournaments/csc/2025.yaml", cricketSeasonSchema, asInput(season)),
    ),
  ).toMatch(/^content\/tournaments\/csc\/2025\.yaml: field "matches\.1\.innings\.0\.wickets": /);
  expect(
    failure(() =>
      parseContent("content/tournaments/ucc/2024.yaml", footballSeasonSchema, { year: 2024 }),
    ),
  ).toMatch(/^content\/tournaments\/ucc\/2024\.yaml: field "teams": /);
});
