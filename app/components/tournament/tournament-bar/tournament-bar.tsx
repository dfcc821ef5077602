import { behaviourRoot } from "~/enhance/markup";
import {
  TOURNAMENT_PAGES,
  tournament,
  tournamentPath,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";
import { ChevronIcon, MenuIcon } from "~/components/shell/icons";
import { TOURNAMENT_BAR } from "./contract";

/**
 * The tournament bar (Home … Info), the current page marked — or, on a page inside one of them
 * (a match under Fixtures, a team under Teams, a player under Stats), that section. On phones it is a <details>
 * dropdown the platform opens; tournament-bar.enhance.ts closes it when a page is chosen, on
 * Escape and on a click outside. From md up the list is always shown and the summary hidden.
 */
export function TournamentBar({
  id,
  current,
  section,
}: {
  id: TournamentId;
  current: TournamentPage | undefined;
  section?: TournamentPage;
}) {
  const { short, name } = tournament(id);
  const marked = current ?? section;
  const currentLabel = TOURNAMENT_PAGES.find((entry) => entry.page === marked)?.label ?? "Pages";
  return (
    <nav aria-label={`${name} pages`} className="relative">
      <details
        className="group md:details-content:block md:details-content:[content-visibility:visible]"
        {...behaviourRoot(TOURNAMENT_BAR.behaviour)}
      >
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl bg-[var(--accent)] px-4 py-3 font-bold text-[var(--on-accent)] shadow-sm md:hidden [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <MenuIcon className="size-5" />
            <span>
              {short} menu
              <span className="sr-only">
                , current {current === undefined && section !== undefined ? "section" : "page"}
              </span>
              : {currentLabel}
            </span>
          </span>
          <ChevronIcon className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="absolute inset-x-0 top-full z-30 mt-2 grid gap-1 rounded-xl border border-[var(--border)] bg-[var(--surface)] p-2 shadow-lg md:static md:mt-0 md:flex md:flex-wrap md:gap-1 md:rounded-full md:bg-[var(--accent)] md:p-1.5 md:shadow-sm">
          {TOURNAMENT_PAGES.map((entry) => {
            const active =
              entry.page === current
                ? "page"
                : current === undefined && entry.page === section
                  ? "true"
                  : undefined;
            return (
              <li key={entry.page}>
                <a
                  href={tournamentPath(id, entry.page)}
                  aria-current={active}
                  className="block rounded-lg px-4 py-2.5 font-semibold transition-colors hover:bg-[var(--surface-2)] aria-[current]:bg-[var(--accent)] aria-[current]:text-[var(--on-accent)] md:rounded-full md:py-1.5 md:text-[var(--on-accent)] md:hover:bg-black/15 md:aria-[current]:bg-[var(--surface)] md:aria-[current]:text-[var(--accent-text)]"
                >
                  {entry.label}
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}
