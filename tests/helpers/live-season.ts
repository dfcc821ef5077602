// The season in play (tests/fixtures/ucc-2026-live.yaml) written over UCC 2026 in a copy of the
// content: Match 1 over, Match 2 live at 67′ (1-1), Match 3 scheduled at 20:00, all in Group A.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentCopy } from "./content";
import { startProductionServer } from "./server";

export const LIVE_SEASON_FILE = "tournaments/ucc/2026.yaml";
/** The fixture's text, its schema comment pointed at the content folder's schemas. */
const LIVE_SEASON_YAML = readFileSync("tests/fixtures/ucc-2026-live.yaml", "utf8").replace(
  "../../content/schemas/",
  "../../schemas/",
);
/** The day its live and scheduled matches are played: "today" for the test clock. */
const LIVE_DAY = "2026-06-14T15:30:00Z";
export const LIVE_MATCH_PAGE = "/gaming/ucc/matches/2026/match-2-palmeiras-v-ulsan-hd";

export function writeLiveSeason(copy: ReturnType<typeof contentCopy>): void {
  copy.write(LIVE_SEASON_FILE, LIVE_SEASON_YAML);
}

/** A production server on a copy of the content with the season in play, its clock on the match day; `stop` ends both. */
export async function serveLiveSeason() {
  const copy = contentCopy();
  writeLiveSeason(copy);
  const clock = path.join(copy.dir, "clock.txt");
  writeFileSync(clock, LIVE_DAY);
  const server = await startProductionServer({
    NODE_ENV: "test",
    TEST_CLOCK_FILE: clock,
    CONTENT_DIR: copy.dir,
    DATABASE_URL: `file:${path.join(copy.dir, "site.db")}`,
  });
  return {
    server,
    async stop() {
      await server.stop();
      copy.remove();
    },
  };
}
