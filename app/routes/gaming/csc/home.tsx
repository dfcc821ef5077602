import type { Route } from "./+types/home";
import { ChampionSlideshow, FinalCard, FinalVideo, OtherTournamentLink } from "~/components/tournament/home-parts";
import { PageHeading } from "~/components/tournament/page-heading";
import { cricketResultText, cricketWinner, inningsScoreText, oversNotation } from "~/features/tournaments/cricket";
import { tournamentMeta } from "~/features/tournaments/meta";
import { videoIdOf } from "~/features/media/youtube";
import { CSC_LEAGUES } from "~/features/tournaments/schema";
import { DEFAULT_YEAR, getCscSeason, tournamentHome } from "~/features/tournaments/seasons.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  const season = getCscSeason(DEFAULT_YEAR)!;
  const home = tournamentHome("csc");
  const final = season.matches.find((match) => match.stage === "Grand Final")!;
  const winner = cricketWinner(final);
  const [first, second] = final.innings;
  return {
    year: season.year,
    photos: home.photos,
    poster: home.finalPoster,
    final: {
      date: final.date.split(" · ")[1]!,
      sides: [
        { name: first.team, score: inningsScoreText(first), detail: `${oversNotation(first.balls)} overs`, won: winner === first.team },
        { name: second.team, score: inningsScoreText(second), detail: `${oversNotation(second.balls)} overs`, won: winner === second.team },
      ] as const,
      result: cricketResultText(final),
      videoId: videoIdOf(final.watch),
    },
    leagues: Object.entries(CSC_LEAGUES).map(([code, name]) => ({ code, name })),
  };
}

export default function CscHome({ loaderData }: Route.ComponentProps) {
  const { year, final, leagues, photos, poster } = loaderData;
  return (
    <div className="grid gap-8">
      <PageHeading title="Cricket Super Cup">Franchises from six leagues, five overs a side, one league and a Grand Final.</PageHeading>
      <div className="grid gap-6 lg:grid-cols-2">
        <FinalCard title={`Season ${year} Grand Final`} date={final.date} sides={final.sides} result={final.result} />
        <FinalVideo videoId={final.videoId} title={`Cricket Super Cup ${year} Grand Final`} poster={poster} />
      </div>
      <section aria-labelledby="leagues">
        <h2 id="leagues" className="mb-3 text-2xl font-extrabold">
          Teams from the leagues
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {leagues.map(({ code, name }) => (
            <li key={code} className="flex items-center gap-3 surface-card p-4">
              <span
                className="grid size-12 shrink-0 place-items-center rounded-full bg-[var(--accent)] text-sm font-black text-[var(--on-accent)]"
                aria-hidden="true"
              >
                {code}
              </span>
              <span className="font-semibold">{name}</span>
            </li>
          ))}
        </ul>
      </section>
      <ChampionSlideshow id="csc" photos={photos} />
      <OtherTournamentLink id="ucc" text="Sixteen clubs, four continents: the football cup." />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(
    args,
    "csc",
    "",
    "The Cricket Super Cup: the 2025 Grand Final Melbourne Stars 56-0 v Sydney Thunder 61-2, teams from six leagues, fixtures, table and stats.",
  );

export const headers = sharedPageHeaders;
