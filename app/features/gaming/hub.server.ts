import { currentContent } from "~/features/content/current.server";
import type { Hub } from "./hub";

/** What the gaming hub shows, from the current content snapshot. */
export function gamingHub(): Hub {
  return currentContent().hub;
}
