// Browser entry of the TV island: loaded on /tv only (the route declares it), with React's client runtime.
import { tvIsland } from "~/components/tv/tv-island";
import { hydrateIsland } from "~/islands/hydrate";

hydrateIsland(tvIsland);
