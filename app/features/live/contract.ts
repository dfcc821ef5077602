/**
 * The live stream as the server and the page's behaviour both see it: its address and the
 * topics a page follows. Browser-safe (no server imports): the behaviour's bundle includes it.
 *
 * A topic is a tournament's season, `{tournament}/{year}` ("ucc/2025"), or `gaming` (the hub,
 * told of a change to any season). A page names its topics in its markup; the behaviour opens
 * `/live?topics=ucc/2025` and, once the page has been reloaded elsewhere, is sent an event whose
 * id is the content version it was rendered from.
 */
export const LIVE_PATH = "/live";

/** The gaming hub's topic: every season's change reaches it. */
export const GAMING_TOPIC = "gaming";

/** What a page that follows play renders for its behaviour (features/live/live-topics.server.ts decides it). */
export type LiveTopics = {
  /** The topics, as the markup and the stream's address list them ("ucc/2025"). */
  topics: string;
  /** The content version of this render: a change after it is sent as soon as the stream opens. */
  version: string;
};

/** Between topics in the markup and in the stream's address. */
export const TOPIC_SEPARATOR = ",";

/**
 * The stream for a page's topics (as its markup lists them). `since`: the content version the
 * page was rendered from, so a change published before the stream opened is sent at once.
 */
export function liveUrl(topics: string, since: string | null): string {
  const query = new URLSearchParams({ topics });
  if (since) query.set("since", since);
  return `${LIVE_PATH}?${query.toString()}`;
}
