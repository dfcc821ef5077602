import { currentContent } from "~/features/content/current.server";
import { tournamentEntries } from "~/features/tournaments/centre/match-entries";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { isLive, type StatusFields } from "~/features/tournaments/model/match-status";
import { TOURNAMENT_IDS, type TournamentId } from "~/features/tournaments/model/tournaments";
import { GAMING_TOPIC, TOPIC_SEPARATOR, type LiveTopics } from "./contract";
import { seasonTopic } from "./topics.server";

/** A page that may follow play: a match's, a season's (fixtures, standings, the tournament's home), or the hub. */
export type LivePage =
  | {
      tournament: TournamentId;
      /** The season; undefined: the one the tournament's pages open on (its home). */
      year?: number;
      /** A match page: the match's slug within its season. */
      match?: string;
    }
  | "gaming";

/** A match whose result is not in yet: the page that shows it follows it live (its `status: live`). */
type SeasonMatch = StatusFields;

/** A season's matches, or one of them (by its slug). */
function seasonMatches(id: TournamentId, year: number, slug?: string): readonly SeasonMatch[] {
  const content = tournamentContent(id);
  const matches: readonly SeasonMatch[] = content.seasons.get(year)?.matches ?? [];
  if (slug === undefined) return matches;
  const entry = tournamentEntries(content).find(
    (candidate) => candidate.year === year && candidate.slug === slug,
  );
  return entry ? [matches[entry.index]!] : [];
}

/**
 * The topics a page follows, or undefined when nothing it shows is being played: a match page
 * while its match awaits its result, a season's page while any of its matches does, the hub
 * while any season's does. Each route module that can show play calls this from its loader and
 * renders the answer with <LiveUpdates>; a page with no topics opens no stream.
 */
export function liveTopics(page: LivePage): LiveTopics | undefined {
  let topics: string[];
  if (page === "gaming") {
    const live = TOURNAMENT_IDS.some((id) =>
      [...tournamentContent(id).seasons.keys()].some((year) =>
        seasonMatches(id, year).some(isLive),
      ),
    );
    topics = live ? [GAMING_TOPIC] : [];
  } else {
    const { tournament, match } = page;
    const year = page.year ?? tournamentContent(tournament).years.defaultYear;
    const live = year !== undefined && seasonMatches(tournament, year, match).some(isLive);
    topics = live ? [seasonTopic(tournament, year)] : [];
  }
  if (topics.length === 0) return undefined;
  return { topics: topics.join(TOPIC_SEPARATOR), version: currentContent().version };
}
