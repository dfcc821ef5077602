import type { Route } from "./+types/team";
import { Breadcrumbs } from "~/components/tournament/breadcrumbs";
import { FactList, LinesTable, ResultsList } from "~/components/tournament/centre-parts";
import { FormGuide } from "~/components/tournament/form-guide";
import { PageHeading } from "~/components/tournament/page-heading";
import { teamPageHandle } from "~/features/tournaments/centre/handles";
import { teamScreen } from "~/features/tournaments/centre/team.server";
import { centreMeta } from "~/features/tournaments/frame/meta";
import { sharedPageHeaders } from "~/utils/page-headers.server";

/** One sitemap entry per team of the tournament; an unknown team answers 404 with the teams to choose from. */
export const handle = teamPageHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return teamScreen(request, params.team);
}

export default function TournamentTeam({ loaderData }: Route.ComponentProps) {
  const { team, intro, crumbs, seasons } = loaderData;
  return (
    <>
      <Breadcrumbs trail={crumbs} current={team} />
      <PageHeading title={team}>{intro}</PageHeading>
      <div className="grid grid-cols-1 gap-8">
        {seasons.map((season) => (
          <section
            key={season.year}
            aria-labelledby={`season-${season.year}`}
            className="grid grid-cols-1 gap-4"
          >
            <h2
              id={`season-${season.year}`}
              className="border-b-4 border-[var(--accent)] pb-1 text-2xl font-extrabold"
            >
              {season.year}
            </h2>
            {season.form.length ? (
              <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
                <FactList facts={season.facts} />
                <div className="surface-card p-4">
                  <h3 className="mb-2 text-sm font-bold tracking-wide text-muted uppercase">
                    Form
                  </h3>
                  <FormGuide
                    form={season.form}
                    label={`${team}'s last ${season.form.length} results in ${season.year}, oldest first`}
                  />
                </div>
              </div>
            ) : (
              <FactList facts={season.facts} />
            )}
            <ResultsList title={`Results, ${season.year}`} results={season.results} />
            <LinesTable table={season.squad} />
          </section>
        ))}
      </div>
    </>
  );
}

export const meta: Route.MetaFunction = (args) => centreMeta(args, args.data?.team);

export const headers = sharedPageHeaders;
