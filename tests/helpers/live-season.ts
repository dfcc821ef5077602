// The season in play (tests/fixtures/ucc-2026-live.yaml) written over UCC 2026 in a copy of the
// content: Match 1 over, Match 2 live at 67′ (1-1), Match 3 scheduled at 20:00, all in Group A.
import { readFileSync } from "node:fs";
import type { contentCopy } from "./content";

export const LIVE_SEASON_FILE = "tournaments/ucc/2026.yaml";
/** The fixture's text, its schema comment pointed at the content folder's schemas. */
const LIVE_SEASON_YAML = readFileSync("tests/fixtures/ucc-2026-live.yaml", "utf8").replace(
  "../../content/schemas/",
  "../../schemas/",
);
/** The day its live and scheduled matches are played: "today" for the test clock. */
export const LIVE_DAY = "2026-06-14T15:30:00Z";
export const LIVE_MATCH_PAGE = "/gaming/ucc/matches/2026/match-2-palmeiras-v-ulsan-hd";

export function writeLiveSeason(copy: ReturnType<typeof contentCopy>): void {
  copy.write(LIVE_SEASON_FILE, LIVE_SEASON_YAML);
}
