// A tournament page's choices from its request (choices.ts says which it accepts), and the 404
// it answers for anything else.
import { data } from "react-router";
import { sharedCacheControl } from "~/utils/page-headers.server";
import { tournamentQueries } from "./choices";
import { choiceLinks, parseQuery } from "./query";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  tournamentPageName,
  tournamentPath,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";

export type NotFoundChoices = {
  message: string;
  label: string;
  links: { label: string; href: string }[];
};

/** A 404 (shared, like the page) naming the bad choice and linking to each valid one. */
export function choiceNotFound(payload: NotFoundChoices) {
  return data(payload, { status: 404, headers: { "Cache-Control": sharedCacheControl() } });
}

export type ChoiceGroup = { name: string; label: string; links: ReturnType<typeof choiceLinks> };
export type PageChoices = { values: Record<string, string>; groups: ChoiceGroup[] };

/**
 * The page's choices from the request: each value (defaults filled in) and the links of every
 * choice. Throws a 404 with links to the valid values when a choice is unknown.
 */
export function pageChoices(id: TournamentId, page: TournamentPage, request: Request): PageChoices {
  const params = tournamentQueries(tournamentContent(id))[page] ?? [];
  const path = tournamentPath(id, page);
  const parsed = parseQuery(params, new URL(request.url).searchParams);
  if (!parsed.ok) {
    const { param, value, values } = parsed;
    throw choiceNotFound({
      message: `${tournamentPageName(id, page)} has no ${param.label.toLowerCase()} "${value.length > 40 ? `${value.slice(0, 40)}…` : value}".`,
      label: param.label,
      links: choiceLinks(path, params, values, param.name).map(({ label, href }) => ({
        label,
        href,
      })),
    });
  }
  const groups = params.map((param) => ({
    name: param.name,
    label: param.label,
    links: choiceLinks(path, params, parsed.values, param.name),
  }));
  return { values: parsed.values, groups };
}
