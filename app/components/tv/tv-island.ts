import { defineIsland } from "~/islands/island";
import { TvPlayer } from "./tv-player";

/** The TV player as an island: rendered by routes/tv.tsx, hydrated by app/browser/tv.entry.tsx. */
export const tvIsland = defineIsland("tv", TvPlayer);
