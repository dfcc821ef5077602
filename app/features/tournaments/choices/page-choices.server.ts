// A tournament page's choices from its request (page-queries.ts says which it accepts), and the
// 404 it answers for anything else.
import { choiceNotFound } from "~/features/tournaments/frame/not-found.server";
import { tournamentQueries } from "./page-queries";
import { choiceLinks, parseQuery } from "./query";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import {
  tournamentPageName,
  tournamentPath,
  type TournamentId,
  type TournamentPage,
} from "~/features/tournaments/model/tournaments";

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
