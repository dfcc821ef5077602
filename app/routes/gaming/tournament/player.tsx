import type { Route } from "./+types/player";
import { Breadcrumbs } from "~/components/tournament/breadcrumbs";
import { LinesTable, PlayerMatches } from "~/components/tournament/centre-parts";
import { PageHeading } from "~/components/tournament/page-heading";
import { TEAM_LINK } from "~/components/tournament/tables";
import { playerPageHandle } from "~/features/tournaments/centre/handles";
import { playerScreen } from "~/features/tournaments/centre/player.server";
import { centreMeta } from "~/features/tournaments/frame/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** One sitemap entry per player of the tournament; an unknown player answers 404 with links to the stats and teams. */
export const handle = playerPageHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return playerScreen(request, params.player);
}

export default function TournamentPlayer({ loaderData }: Route.ComponentProps) {
  const { player, team, teamHref, role, crumbs, lines, seasons } = loaderData;
  return (
    <>
      <Breadcrumbs trail={crumbs} current={player} />
      <PageHeading title={player}>
        {role} for{" "}
        <a
          href={teamHref}
          translate="no"
          className={`font-semibold text-[var(--text)] ${TEAM_LINK}`}
        >
          {team}
        </a>
        {seasons.length > 1
          ? ` (${seasons[0]!.year}); ${seasons.length} seasons in all.`
          : ` in ${seasons[0]!.year}.`}
      </PageHeading>
      <div className="grid grid-cols-1 gap-8">
        <LinesTable
          table={{
            caption: lines.caption,
            columns: [{ short: "Team", full: "Team" }, ...lines.columns],
            rows: lines.rows.map((row) => ({
              name: row.name,
              href: undefined,
              cells: [row.team, ...row.cells],
              cellHrefs: [row.teamHref],
            })),
            note: lines.note,
          }}
          rowHeader="Season"
        />
        {seasons.map((season) => (
          <PlayerMatches key={season.year} player={player} season={season} />
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => centreMeta(args, args.data?.player);

export const headers = sharedPageHeaders;
