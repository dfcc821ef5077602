import type { ContentSnapshot } from "~/features/content/current.server";
import { cricketWinner } from "~/features/tournaments/figures/cricket";
import { pointsText, showcaseFacts, tieBreakersText } from "~/features/tournaments/figures/facts";
import { footballScoreText, footballWinner } from "~/features/tournaments/figures/football";
import { infoSections } from "~/features/tournaments/bar/info.server";
import {
  FOOTBALL_GROUPS,
  type FootballMatch,
  type FootballSeason,
} from "~/features/tournaments/model/football-season";
import { type CricketMatch, type CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import {
  formatNrr,
  groupTable,
  leagueTable,
  tableRules,
} from "~/features/tournaments/figures/standings";
import {
  TOURNAMENT_PAGES,
  TOURNAMENTS,
  tournamentPath,
  type Tournament,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import type { SearchDraft } from "./documents";
import { isOver } from "~/features/tournaments/model/match-status";
import { cricketSeasonDocuments, footballSeasonDocuments } from "./season-documents.server";

/** A tournament's latest played season, its final as a line of text, and its champion. */
type LatestFinal = {
  latest: { year: number; teams: readonly { name: string }[] } | undefined;
  final: string;
  champion: string | undefined;
};

/** A tournament's home: its latest final and champion, and the teams of its latest season. */
function tournamentHome(
  { id, name, short, sportName }: Tournament,
  { latest, final }: LatestFinal,
): SearchDraft {
  return {
    kind: "tournament",
    title: name,
    href: tournamentPath(id as TournamentId),
    context: `${short} · ${sportName}${latest ? ` · ${latest.year}` : ""}`,
    text: final,
    tags: latest ? latest.teams.map((team) => team.name).join(", ") : "",
  };
}

/** Its played seasons, newest first. */
function played<S extends { year: number; matches: unknown[] }>(
  seasons: ReadonlyMap<number, S>,
): S[] {
  return [...seasons.values()]
    .filter((season) => season.matches.length > 0)
    .sort((a, b) => b.year - a.year);
}

/** A final's two sides as a line names them ("Atletico Madrid 0-1 Dortmund"), and its winner. */
function finalOf(match: FootballMatch | CricketMatch): {
  sides: string;
  champion: string | undefined;
} {
  return "innings" in match
    ? {
        sides: `${match.innings[0].team} v ${match.innings[1].team}`,
        champion: isOver(match) ? cricketWinner(match) : undefined,
      }
    : {
        // Before kick-off a match has sides, not a score.
        sides: `${match.team1} ${match.status === "scheduled" ? "v" : footballScoreText(match)} ${match.team2}`,
        champion: footballWinner(match),
      };
}

function latestFinal(content: AnyTournamentContent): LatestFinal {
  const latest = played<FootballSeason | CricketSeason>(content.seasons)[0];
  const match = latest?.matches.at(-1);
  if (!latest || !match) return { latest, final: "", champion: undefined };
  const { sides, champion } = finalOf(match);
  return {
    latest,
    champion,
    final: `${match.stage} ${latest.year}: ${sides}, champions ${champion ?? "undecided"}.`,
  };
}

/** The champions of each tournament's latest played season. */
export function latestChampions(snapshot: ContentSnapshot): string[] {
  return TOURNAMENTS.flatMap((info) => latestFinal(snapshot.tournaments[info.id]).champion ?? []);
}

/** "Dortmund 9 pts": a team's row of a table. */
const pointsOf = (row: { team: string; points: number }) => `${row.team} ${row.points} pts`;

/** The standings page's tables as lines, newest season first: each team's points (and NRR in cricket). */
function standingsText(info: Tournament, content: AnyTournamentContent): string {
  const rules = tableRules(info);
  const seasons = [...content.years.standings]
    .sort((a, b) => b - a)
    .map((year) => {
      if (content.sport === "football") {
        const season = content.seasons.get(year)!;
        const groups = FOOTBALL_GROUPS.map(
          (group) => `Group ${group}: ${groupTable(rules, season, group).map(pointsOf).join(", ")}`,
        );
        return `${year}: ${groups.join("; ")}.`;
      }
      const rows = leagueTable(rules, content.seasons.get(year)!).map(
        (row) => `${pointsOf(row)}, NRR ${formatNrr(row.nrr)}`,
      );
      return `${year}: ${rows.join("; ")}.`;
    });
  return [pointsText(info), `Level on points: ${tieBreakersText(info)}.`, ...seasons].join(" ");
}

/**
 * A tournament's pages besides its home (the tournament bar's list): the standings with their
 * tables and the Info page with its rules as text; the others, whose teams and matches are
 * results of their own, by name.
 */
function tournamentPages(info: Tournament, content: AnyTournamentContent): SearchDraft[] {
  const id = info.id as TournamentId;
  return TOURNAMENT_PAGES.flatMap(({ page, label }) => {
    if (page === "") return [];
    const years: readonly (number | string)[] = page === "info" ? [] : content.years[page];
    const draft: SearchDraft = {
      kind: "page",
      title: label,
      href: tournamentPath(id, page),
      context: [info.short, info.name, ...(years.length ? [years.join(", ")] : [])].join(" · "),
      text: "",
    };
    if (page === "standings") draft.text = standingsText(info, content);
    if (page === "info") {
      const sections = infoSections(info, showcaseFacts(content));
      draft.text = sections.flatMap((section) => section.body).join(" ");
      draft.headings = sections.map((section) => section.title).join(" · ");
    }
    return [draft];
  });
}

/**
 * One result per page: a team or player of several seasons has one page, so its seasons'
 * documents (newest first) become one, with every season's context and each season's line.
 */
function onePerPage(drafts: SearchDraft[]): SearchDraft[] {
  const byHref = new Map<string, SearchDraft[]>();
  for (const draft of drafts) {
    const same = byHref.get(draft.href);
    if (same) same.push(draft);
    else byHref.set(draft.href, [draft]);
  }
  return [...byHref.values()].map((same) => {
    if (same.length === 1) return same[0]!;
    const year = (draft: SearchDraft) => /\b\d{4}\b/.exec(draft.context)?.[0] ?? "";
    return {
      ...same[0]!,
      context: `${same[0]!.context} (and ${same.slice(1).map(year).join(", ")})`,
      searchedContext: same.map((draft) => draft.context).join(" · "),
      text: same
        .filter((draft) => draft.text)
        .map((draft) => `${year(draft)}: ${draft.text}`)
        .join(" · "),
    };
  });
}

/**
 * Every tournament's home and pages first, then the teams, players and matches of its seasons,
 * newest first: every season's teams and squads, played or not (a team of the coming season has
 * its page already), the matches of those played.
 */
export function tournamentDocuments(snapshot: ContentSnapshot): SearchDraft[] {
  const pages: SearchDraft[] = [];
  const rest: SearchDraft[] = [];
  for (const info of TOURNAMENTS) {
    const content = snapshot.tournaments[info.id];
    pages.push(tournamentHome(info, latestFinal(content)), ...tournamentPages(info, content));
    const seasons: SearchDraft[] = [];
    const newestFirst = [...content.seasons.keys()].sort((a, b) => b - a);
    if (content.sport === "football")
      for (const year of newestFirst)
        seasons.push(...footballSeasonDocuments(info, content.seasons.get(year)!));
    else
      for (const year of newestFirst)
        seasons.push(...cricketSeasonDocuments(info, content.seasons.get(year)!));
    rest.push(...onePerPage(seasons));
  }
  return [...pages, ...rest];
}
