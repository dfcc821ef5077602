// A tournament's home page, for any tournament: its latest final, where its teams come from, and
// the other tournaments.
import { matchPath, matchSlug, tournamentAddress } from "~/features/tournaments/model/addresses";
import {
  cricketResultText,
  cricketWinner,
  inningsScoreText,
  oversNotation,
} from "~/features/tournaments/figures/cricket";
import { showcaseFacts, tagline } from "~/features/tournaments/figures/facts";
import { footballWinner } from "~/features/tournaments/figures/football";
import { knockoutMatch } from "~/features/tournaments/figures/knockouts";
import type { CricketSeason } from "~/features/tournaments/model/cricket-season";
import type { FootballSeason } from "~/features/tournaments/model/football-season";
import { tournamentHead } from "~/features/tournaments/frame/head";
import { origins } from "./page-parts.server";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  otherTournaments,
  tournament,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import { videoIdOf } from "~/features/media/youtube";
import { watchLink, watchLinks } from "~/features/tournaments/model/watch";
import { listText } from "~/utils/text";

export type HomeFinal = {
  title: string;
  date: string;
  sides: readonly [
    { name: string; score: string; detail?: string; won: boolean },
    { name: string; score: string; detail?: string; won: boolean },
  ];
  result: string;
  /** "Atletico Madrid 0-1 Dortmund", "Melbourne Stars 56-0 v Sydney Thunder 61-2". */
  scoreLine: string;
  /** Its video, when the data names one: played here, on click. */
  videoId: string | undefined;
  /** Where the final is watched: its video, or a search of the channel for it. */
  watch: string;
  videoTitle: string;
  /** Its match page. */
  href: string;
};

function footballFinal(id: TournamentId, season: FootballSeason): HomeFinal | undefined {
  const { name } = tournament(id);
  const final = knockoutMatch(season, "Grand Final");
  if (!final) return undefined;
  const winner = footballWinner(final);
  const scorers = final.events.map(
    (event) => `${event.scorer} (${event.team}${event.minute ? `, ${event.minute}'` : ""})`,
  );
  return {
    title: `Season ${season.year} Grand Final`,
    date: final.date.day.text,
    sides: [
      { name: final.team1, score: String(final.goals1), won: winner === final.team1 },
      { name: final.team2, score: String(final.goals2), won: winner === final.team2 },
    ],
    result: `${winner} win the ${season.year} ${name}${scorers.length ? ` · Goal${scorers.length === 1 ? "" : "s"}: ${scorers.join(", ")}` : ""}`,
    scoreLine: `${final.team1} ${final.goals1}-${final.goals2} ${final.team2}`,
    videoId: videoIdOf(final.watch),
    watch: watchLink(watchLinks(id), final.watch, `${season.year} Grand Final`),
    videoTitle: `${name} ${season.year} Grand Final`,
    href: matchPath(id, season.year, matchSlug(final)),
  };
}

function cricketFinal(id: TournamentId, season: CricketSeason): HomeFinal | undefined {
  const { name } = tournament(id);
  const final = season.matches.find((match) => match.stage === "Grand Final");
  if (!final) return undefined;
  const winner = cricketWinner(final);
  const [first, second] = final.innings;
  const side = (innings: typeof first) => ({
    name: innings.team,
    score: inningsScoreText(innings),
    detail: `${oversNotation(innings.balls)} overs`,
    won: winner === innings.team,
  });
  return {
    title: `Season ${season.year} Grand Final`,
    date: final.date.day.text,
    sides: [side(first), side(second)],
    result: cricketResultText(final),
    scoreLine: `${first.team} ${inningsScoreText(first)} v ${second.team} ${inningsScoreText(second)}`,
    videoId: videoIdOf(final.watch),
    watch: watchLink(watchLinks(id), final.watch, `${season.year} Grand Final`),
    videoTitle: `${name} ${season.year} Grand Final`,
    href: matchPath(
      id,
      season.year,
      matchSlug({ date: final.date, team1: first.team, team2: second.team }),
    ),
  };
}

/** The latest final played: the newest season whose Grand Final is in (none while no season has one). */
function latestFinal(id: TournamentId): HomeFinal | undefined {
  const content = tournamentContent(id);
  for (const year of [...content.years.fixtures].reverse()) {
    const final =
      content.sport === "football"
        ? footballFinal(id, content.seasons.get(year)!)
        : cricketFinal(id, content.seasons.get(year)!);
    if (final) return final;
  }
  return undefined;
}

export function homeScreen(request: Request) {
  const { id } = tournamentAddress(request);
  const content = tournamentContent(id);
  const final = latestFinal(id);
  const facts = showcaseFacts(content);
  const info = tournament(id);
  const spread = origins(id);
  return {
    ...tournamentHead(id),
    intro: `${tagline(info, facts)} Every match is played, streamed and kept here.`,
    final,
    photos: content.home.photos,
    poster: content.home.finalPoster,
    origins: spread,
    others: otherTournaments(id).map((other) => ({
      ...tournamentHead(other.id as TournamentId),
      text: tagline(other, showcaseFacts(tournamentContent(other.id as TournamentId))),
    })),
    description: `The ${info.name}: ${final ? `the ${final.title.replace("Season ", "")} ${final.scoreLine}, ` : ""}${info.sport === "football" ? "clubs from" : "teams from"} ${listText(spread.items.map((item) => item.title))}, fixtures, tables and stats.`,
  };
}
