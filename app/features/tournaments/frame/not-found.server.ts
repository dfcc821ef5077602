// The 404 of a tournament page, inside the tournament's frame: what was not found (a year, a
// group, a match, a team …) and a link to each valid choice; the layout's error view shows it.
import { data } from "react-router";
import { sharedCacheControl } from "~/utils/page-headers.server";

export type NotFoundChoices = {
  message: string;
  label: string;
  links: { label: string; href: string }[];
};

/** A 404 (shared, like the page) naming the bad choice and linking to each valid one. */
export function choiceNotFound(payload: NotFoundChoices) {
  return data(payload, { status: 404, headers: { "Cache-Control": sharedCacheControl() } });
}
