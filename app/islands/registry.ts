/**
 * The React islands: widgets whose state is rich and changes all the time, rendered on the
 * server and hydrated in the browser on the routes that declare them (`handle = islandHandle(…)`).
 * Each name has a client entry, app/browser/<name>.entry.tsx, built into its own module with
 * the React client runtime as a shared chunk; no other page loads any of it.
 */
export const ISLAND_NAMES = ["tv"] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** What a route module exports as `handle` to have its island's code loaded on its page. */
export type IslandHandle = { island: IslandName };

export function islandHandle(island: IslandName): IslandHandle {
  return { island };
}

/** The island a route's handle declares, if any. */
export function islandOf(handle: unknown): IslandName | undefined {
  if (typeof handle !== "object" || handle === null || !("island" in handle)) return undefined;
  const island = (handle as { island: unknown }).island;
  return (ISLAND_NAMES as readonly unknown[]).includes(island) ? (island as IslandName) : undefined;
}

/** Where development serves an island's entry from source (Vite), behind the React Refresh preamble. */
export function devIslandSrc(name: IslandName): string {
  return `/app/browser/dev-entry.ts?island=${name}`;
}
