// The season in play (tests/fixtures/ucc-2026-live.yaml) written over UCC 2026 in a copy of the
// content: Match 1 over, Match 2 live at 67′ (1-1), Match 3 scheduled at 20:00, all in Group A.
// On request, a cricket match in play too (tests/fixtures/csc-2025-live.yaml over CSC 2025).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentCopy } from "./content";
import { get, startProductionServer } from "./server";

export const LIVE_SEASON_FILE = "tournaments/ucc/2026.yaml";
/** The day its live and scheduled matches are played: "today" for the test clock. */
const LIVE_DAY = "2026-06-14T15:30:00Z";
export const LIVE_MATCH_PAGE = "/gaming/ucc/matches/2026/match-2-palmeiras-v-ulsan-hd";

const LIVE_CRICKET_FILE = "tournaments/csc/2025.yaml";
/** Comilla Victorians 44-3 after 3 overs, chasing Melbourne Stars' 64. */
export const LIVE_CRICKET_PAGE =
  "/gaming/csc/matches/2025/match-1-melbourne-stars-v-comilla-victorians";

/** A fixture's text, its schema comment pointed at the content folder's schemas. */
function fixture(name: string): string {
  return readFileSync(`tests/fixtures/${name}`, "utf8").replace(
    "../../content/schemas/",
    "../../schemas/",
  );
}

export function writeLiveSeason(copy: ReturnType<typeof contentCopy>): void {
  copy.write(LIVE_SEASON_FILE, fixture("ucc-2026-live.yaml"));
}

function writeLiveCricket(copy: ReturnType<typeof contentCopy>): void {
  copy.write(LIVE_CRICKET_FILE, fixture("csc-2025-live.yaml"));
}

/** A production server on a copy of the content with the season in play (and the cricket match, if asked), its clock on the match day; `stop` ends both. */
export async function serveLiveSeason({ cricket = false } = {}) {
  const copy = contentCopy();
  writeLiveSeason(copy);
  if (cricket) writeLiveCricket(copy);
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

/** A page of a live season's server, which must answer 200: its HTML. */
export async function livePage(
  live: Awaited<ReturnType<typeof serveLiveSeason>>,
  address: string,
): Promise<string> {
  const response = await get(`${live.server.url}${address}`);
  if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
  return response.text();
}

/** The page's text without tags, spaces collapsed: what a reader sees, roughly. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/\s+/g, " ");
}
