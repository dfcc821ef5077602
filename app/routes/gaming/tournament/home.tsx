import type { Route } from "./+types/home";
import {
  ChampionSlideshow,
  FinalCard,
  FinalVideo,
  OtherTournamentLink,
} from "~/components/tournament/home-parts";
import { PageHeading } from "~/components/tournament/page-heading";
import { LiveRegion, LiveUpdates } from "~/components/live-updates/live-updates";
import { TodayMatches } from "~/components/tournament/today";
import { liveTopics } from "~/features/live/live-topics.server";
import { screenMeta } from "~/features/tournaments/frame/meta";
import { tournamentPageHandle } from "~/features/tournaments/bar/handle";
import { homeScreen } from "~/features/tournaments/bar/home.server";
import { todaysMatches } from "~/features/tournaments/centre/today.server";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** In the sitemap, dated by the latest result; the page cache keys it on its choices. */
export const handle = tournamentPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const screen = homeScreen(request);
  // The home shows the season its pages open on.
  return {
    ...screen,
    today: todaysMatches([screen.id]),
    live: liveTopics({ tournament: screen.id }),
  };
}

export default function TournamentHome({ loaderData }: Route.ComponentProps) {
  const { name, intro, final, origins, photos, poster, others, today, live } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-8">
      <LiveUpdates live={live} />
      <PageHeading title={name}>{intro}</PageHeading>
      <LiveRegion name="today" label="Scores updated">
        <TodayMatches matches={today} headingId="today" />
      </LiveRegion>
      {final ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <FinalCard
            title={final.title}
            date={final.date}
            sides={final.sides}
            result={final.result}
          >
            <p className="border-t border-[var(--border)] px-5 py-3 text-center text-sm">
              <a href={final.href} className="font-semibold link-inline">
                The {final.title.replace("Season ", "")} in full
              </a>
            </p>
          </FinalCard>
          <FinalVideo
            videoId={final.videoId}
            watch={final.watch}
            title={final.videoTitle}
            poster={poster}
          />
        </div>
      ) : null}
      {origins.items.length ? (
        <section aria-labelledby="origins">
          <h2 id="origins" className="mb-3 text-2xl font-extrabold">
            {origins.heading}
          </h2>
          <ul
            className={`grid gap-4 sm:grid-cols-2 ${origins.items.length % 4 === 0 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
          >
            {origins.items.map(({ key, title, badge, text }) =>
              badge ? (
                <li key={key} className="flex items-center gap-3 surface-card p-4">
                  <span
                    className="grid size-12 shrink-0 place-items-center rounded-full bg-[var(--accent)] text-sm font-black text-[var(--on-accent)]"
                    aria-hidden="true"
                  >
                    {badge}
                  </span>
                  <span className="font-semibold">{title}</span>
                </li>
              ) : (
                <li key={key} className="surface-card border-t-4 border-t-[var(--accent)] p-4">
                  <h3 className="text-lg font-extrabold">{title}</h3>
                  <p className="mt-1 text-sm text-muted">{text}</p>
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}
      <ChampionSlideshow name={name} photos={photos} />
      {others.map((other) => (
        <OtherTournamentLink key={other.id} tournament={other} text={other.text} />
      ))}
    </div>
  );
}

export const meta: Route.MetaFunction = (args) => screenMeta(args, "");

export const headers = sharedPageHeaders;
