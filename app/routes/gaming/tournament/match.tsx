import type { Route } from "./+types/match";
import { InningsCard, RunRates } from "~/components/tournament/match-cricket";
import { OverByOver } from "~/components/tournament/over-charts";
import {
  BracketPosition,
  GoalTimeline,
  TableAfterMatch,
} from "~/components/tournament/match-football";
import { Breadcrumbs } from "~/components/tournament/breadcrumbs";
import { MatchBookings } from "~/components/tournament/match-bookings";
import { HeadToHead, MatchHeader } from "~/components/tournament/match-header";
import { LiveRegion, LiveUpdates } from "~/components/live-updates/live-updates";
import { liveTopics } from "~/features/live/live-topics.server";
import { matchPageHandle } from "~/features/tournaments/centre/handles";
import { matchScreen } from "~/features/tournaments/centre/match.server";
import { tournament } from "~/features/tournaments/model/tournaments";
import { pageMeta } from "~/features/shell/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

// One match of any tournament, /gaming/{id}/matches/{year}/{match}: the scoreboard, then the
// goals (football) or both scorecards (cricket), the table or bracket, the head-to-head.

/** Every match of every season in the sitemap; the page reads no query. */
export const handle = matchPageHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  const screen = matchScreen(request, params);
  const live = liveTopics({ tournament: screen.id, year: screen.year, match: params.match });
  return { ...screen, live };
}

export default function MatchPage({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <Breadcrumbs
        trail={data.breadcrumbs}
        current={`${data.label}: ${data.sides[0].name} v ${data.sides[1].name}`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <LiveRegion name="score" label="Score updated">
            <MatchHeader data={data} />
          </LiveRegion>
          {data.football ? (
            <LiveRegion name="timeline" label="Match events updated">
              <GoalTimeline
                football={data.football}
                teams={[data.sides[0].name, data.sides[1].name]}
              />
              <MatchBookings bookings={data.football.bookings} />
            </LiveRegion>
          ) : null}
          {data.football?.table ? <TableAfterMatch table={data.football.table} /> : null}
          {data.cricket ? (
            <>
              <LiveRegion name="scorecards" label="Scorecards updated">
                <InningsCard
                  card={data.cricket.innings[0]}
                  number={1}
                  bowlingSide={data.cricket.innings[1].team}
                />
                <InningsCard
                  card={data.cricket.innings[1]}
                  number={2}
                  bowlingSide={data.cricket.innings[0].team}
                />
              </LiveRegion>
              {/* Always rendered, so a chase whose first over's runs arrive later swaps its charts in. */}
              <LiveRegion name="overs" label="Over-by-over charts updated">
                {data.cricket.overCharts ? <OverByOver charts={data.cricket.overCharts} /> : null}
              </LiveRegion>
            </>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {data.football?.knockout ? (
            <BracketPosition
              knockout={data.football.knockout}
              stage={data.stage}
              bracket={`${data.fixtures}#knockouts`}
            />
          ) : null}
          {data.cricket ? (
            <LiveRegion name="run-rates" label="Run rates updated">
              <RunRates rates={data.cricket.rates} />
            </LiveRegion>
          ) : null}
          <HeadToHead data={data} />
        </div>
      </div>
      <LiveUpdates live={data.live} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(data.jsonLd).replace(/</g, "\\u003c") }}
      />
    </>
  );
}

export const meta: Route.MetaFunction = (args) => {
  const { data } = args;
  if (!data) return [];
  const { name, short, sportName } = tournament(data.id);
  return pageMeta(args, {
    page: data.pageName,
    description: data.description,
    keywords: `${name}, ${short}, ${sportName.toLowerCase()}, ${data.sides[0].name}, ${data.sides[1].name}, match`,
  });
};

export const headers = sharedPageHeaders;
