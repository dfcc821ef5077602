import { expect, test } from "vitest";
import { ContentError } from "~/features/content/problems";
import { cscSeasonSchema } from "./cricket-season";
import { parseContent } from "./fields";
import { uccSeasonSchema } from "./football-season";
import { tinyCscSeason } from "../../../../tests/fixtures/tournaments";

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
  const season = tinyCscSeason();
  season.matches[1]!.innings[0].wickets = 6;
  expect(
    failure(() => parseContent("content/tournaments/csc/2025.yaml", cscSeasonSchema, season)),
  ).toMatch(/^content\/tournaments\/csc\/2025\.yaml: field "matches\.1\.innings\.0\.wickets": /);
  expect(
    failure(() =>
      parseContent("content/tournaments/ucc/2024.yaml", uccSeasonSchema, { year: 2024 }),
    ),
  ).toMatch(/^content\/tournaments\/ucc\/2024\.yaml: field "teams": /);
});
