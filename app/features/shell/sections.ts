import { tournamentAddress } from "~/features/tournaments/model/addresses";

/** The colour families of the site: each section paints the bar and footer. */
export type Section = "default" | "services" | "gaming";

function normalise(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed.toLowerCase();
}

/** True for every tournament's home, the pages of its bar and its match pages. */
export function isTournamentPath(pathname: string): boolean {
  const path = normalise(pathname);
  const address = tournamentAddress(path);
  return address !== undefined && (address.page !== undefined || address.centre !== undefined);
}

/** Navigation bar colour: green on /services, red on the gaming hub and tournament pages; the default for no page (null). */
export function navSection(pathname: string | null): Section {
  if (pathname === null) return "default";
  const path = normalise(pathname);
  if (path === "/services") return "services";
  if (path === "/gaming" || isTournamentPath(path)) return "gaming";
  return "default";
}

/** Footer colour: green on /services, red on the tournament pages, blue elsewhere and for no page (null). */
export function footerSection(pathname: string | null): Section {
  if (pathname === null) return "default";
  const path = normalise(pathname);
  if (path === "/services") return "services";
  if (isTournamentPath(path)) return "gaming";
  return "default";
}

/**
 * Each section's colour, as the theme variable app.css declares: the value is written once, there,
 * and the bar and footer paint `background-color: var(…)` so both read the same fact.
 */
export const SECTION_COLOURS: Record<Section, string> = {
  default: "var(--color-brand)",
  services: "var(--color-services)",
  gaming: "var(--color-gaming)",
};
