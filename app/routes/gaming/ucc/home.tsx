import type { Route } from "./+types/home";
import { ChampionSlideshow, FinalCard, FinalVideo, OtherTournamentLink } from "~/components/tournament/home-parts";
import { PageHeading } from "~/components/tournament/page-heading";
import { footballWinner } from "~/features/tournaments/football";
import { knockoutMatch } from "~/features/tournaments/knockouts";
import { tournamentMeta } from "~/features/tournaments/meta";
import { videoIdOf } from "~/features/media/youtube";
import { CONTINENTS } from "~/features/tournaments/schema";
import { DEFAULT_YEAR, getUccSeason, tournamentHome } from "~/features/tournaments/seasons.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

export function loader() {
  const season = getUccSeason(DEFAULT_YEAR)!;
  const home = tournamentHome("ucc");
  const final = knockoutMatch(season, "Grand Final")!;
  const winner = footballWinner(final);
  const scorers = final.events.map((event) => `${event.scorer} (${event.team}${event.minute ? `, ${event.minute}'` : ""})`);
  return {
    year: season.year,
    photos: home.photos,
    poster: home.finalPoster,
    final: {
      date: final.date.split(" · ")[1]!,
      sides: [
        { name: final.team1, score: String(final.goals1), won: winner === final.team1 },
        { name: final.team2, score: String(final.goals2), won: winner === final.team2 },
      ] as const,
      result: `${winner} win the ${season.year} Ultimate Clubs Cup${scorers.length ? ` · Goal: ${scorers.join(", ")}` : ""}`,
      videoId: videoIdOf(final.watch),
    },
    continents: CONTINENTS.map((continent) => ({
      continent,
      clubs: season.teams.filter((team) => team.continent === continent).map((team) => team.name),
    })),
  };
}

export default function UccHome({ loaderData }: Route.ComponentProps) {
  const { year, final, continents, photos, poster } = loaderData;
  return (
    <div className="grid gap-8">
      <PageHeading title="Ultimate Clubs Cup">
        Sixteen clubs from four continents, four groups, one Grand Final. Every match is played, streamed and kept here.
      </PageHeading>
      <div className="grid gap-6 lg:grid-cols-2">
        <FinalCard title={`Season ${year} Grand Final`} date={final.date} sides={final.sides} result={final.result} />
        <FinalVideo videoId={final.videoId} title={`Ultimate Clubs Cup ${year} Grand Final`} poster={poster} />
      </div>
      <section aria-labelledby="continents">
        <h2 id="continents" className="mb-3 text-2xl font-extrabold">
          Continents
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {continents.map(({ continent, clubs }) => (
            <li key={continent} className="surface-card border-t-4 border-t-[var(--accent)] p-4">
              <h3 className="text-lg font-extrabold">{continent}</h3>
              <p className="mt-1 text-sm text-muted">
                {clubs.length} {clubs.length === 1 ? "club" : "clubs"} in {year}: {clubs.join(", ")}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <ChampionSlideshow id="ucc" photos={photos} />
      <OtherTournamentLink id="csc" text="Five overs, five wickets: the cricket cup of six leagues." />
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  tournamentMeta(
    args,
    "ucc",
    "",
    "The Ultimate Clubs Cup: the 2025 Grand Final Atletico Madrid 0-1 Dortmund, clubs from America, Asia, Europe and Oceania, fixtures, tables and stats.",
  );

export const headers = sharedPageHeaders;
