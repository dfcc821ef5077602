import { isRouteErrorResponse, Outlet, useLocation, useRouteError } from "react-router";
import { tournamentAddress } from "~/features/tournaments/model/addresses";
import {
  tournament,
  tournamentPath,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";
import type { NotFoundChoices } from "~/features/tournaments/frame/not-found.server";
import { TournamentBar } from "./tournament-bar/tournament-bar";

/** The bar's section of each match-centre page: where its breadcrumbs lead back to. */
const CENTRE_SECTION = {
  match: "fixtures",
  team: "teams",
  player: "stats",
} as const satisfies Record<string, TournamentPage>;

/** The tournament and page of the address: the layout is mounted once per tournament, at its own path. */
function useTournamentPage(): {
  id: TournamentId;
  page: TournamentPage | undefined;
  section: TournamentPage | undefined;
} {
  // A path under /gaming/{id}/ that is no page of the bar (an error's) still belongs to that tournament.
  const { id, page, centre } = tournamentAddress(useLocation().pathname)!;
  return { id, page, section: centre ? CENTRE_SECTION[centre.kind] : undefined };
}

/** The frame of every tournament page: the accent colours, the tournament's name and its bar. */
function Frame({ children }: { children: React.ReactNode }) {
  const { id, page, section } = useTournamentPage();
  const { name, short, sportName, accent } = tournament(id);
  return (
    <div data-accent={accent} className="container-page py-6 md:py-8">
      <div className="mb-6 flex flex-col gap-3 md:mb-8 md:flex-row md:items-center md:justify-between">
        <a href={tournamentPath(id)} className="flex items-center gap-3 self-start rounded-md">
          <span
            className="grid size-10 place-items-center rounded-full bg-[var(--accent)] text-sm font-black text-[var(--on-accent)]"
            aria-hidden="true"
          >
            {short}
          </span>
          <span className="leading-tight">
            <span className="block text-lg font-extrabold">{name}</span>
            <span className="block text-xs font-semibold tracking-wide text-[var(--accent-text)] uppercase">
              {sportName} tournament
            </span>
          </span>
        </a>
        <TournamentBar id={id} current={page} section={section} />
      </div>
      {children}
    </div>
  );
}

/** The layout route's component: the frame around the chosen page. */
export function TournamentLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

function isChoices(value: unknown): value is NotFoundChoices {
  return (
    typeof value === "object" &&
    value !== null &&
    "message" in value &&
    "links" in value &&
    Array.isArray((value as NotFoundChoices).links)
  );
}

/** A bad year, group or metric: the message and the valid choices, inside the tournament frame. */
export function TournamentError() {
  const { id } = useTournamentPage();
  const error = useRouteError();
  const choices = isRouteErrorResponse(error) && isChoices(error.data) ? error.data : undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame>
      <section className="surface-card p-6 md:p-8">
        <h1 className="text-2xl font-extrabold sm:text-3xl">
          {status === 404 ? "Not found" : "Something went wrong"}
        </h1>
        <p className="mt-3 text-lg font-semibold text-[var(--danger)]">
          {choices?.message ?? (status === 404 ? "404 Not Found" : `Error ${status}`)}
        </p>
        {choices ? (
          <nav aria-label={`Valid choices of ${choices.label.toLowerCase()}`} className="mt-6">
            <p className="font-semibold">Choose a {choices.label.toLowerCase()}:</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {choices.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-flex min-h-10 items-center rounded-full bg-[var(--accent)] px-4 font-semibold text-[var(--on-accent)] hover:brightness-110"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className="mt-8">
          <a href={tournamentPath(id)} className="link-inline">
            Back to the {tournament(id).name}
          </a>
        </p>
      </section>
    </Frame>
  );
}
