import type { RequestHandler } from "express";
import { installedContent } from "~/features/content/current.server";
import { changedTopics } from "~/features/live/topics.server";
import type { Env } from "~/utils/env.server";
import type { ConnectionLimits } from "../connections";
import { liveChannel, type LiveChannel } from "./channel";
import { liveEndpoint } from "./endpoint";
import { createLiveHub, type LiveHub, type LiveLimits } from "./hub";

export { LIVE_PATH } from "~/features/live/contract";

/**
 * The bounds on streams: each as set, else derived from the connection limits. A stream holds a
 * connection for as long as its page is open, so streams may take three quarters of the
 * connections, leaving the rest for pages (a full instance still serves the page itself), and a
 * client half of its connections, leaving it room to fetch the pages its streams announce.
 */
export function liveLimits(
  env: Pick<Env, "LIVE_MAX_STREAMS" | "LIVE_MAX_STREAMS_PER_CLIENT" | "LIVE_IDLE_MINUTES">,
  connections: Pick<ConnectionLimits, "total" | "perClient">,
): LiveLimits {
  const total = env.LIVE_MAX_STREAMS ?? Math.max(1, Math.floor((connections.total * 3) / 4));
  const perClient =
    env.LIVE_MAX_STREAMS_PER_CLIENT ?? Math.max(1, Math.floor(connections.perClient / 2));
  return { total, perClient: Math.min(perClient, total), idleMs: env.LIVE_IDLE_MINUTES * 60_000 };
}

let hub: LiveHub | undefined;

/** What the streams are now, for /healthz (nothing open before the server starts). */
export function liveStats() {
  return hub?.stats() ?? null;
}

type LiveOptions = {
  env: Env;
  connections: ConnectionLimits;
  /** Reloads the content folder as SIGHUP does (a version was published elsewhere). */
  reload: () => void;
};

/**
 * Live updates of open pages: the /live endpoint and its streams, and, with PostgreSQL, the
 * channel that carries each reload's version to the other instances. With SQLite (one instance)
 * a reload tells this instance's streams alone.
 */
export function startLive({ env, connections, reload }: LiveOptions) {
  const streams = (hub = createLiveHub(liveLimits(env, connections)));
  let served = installedContent()!;
  const channel: LiveChannel | undefined = /^postgres(ql)?:/.test(env.DATABASE_URL)
    ? liveChannel({
        url: env.DATABASE_URL,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
        currentVersion: () => installedContent()!.version,
        onPublished(version) {
          console.log(`Live: content ${version} was published by another instance: reloading`);
          reload();
        },
      })
    : undefined;
  const endpoint: RequestHandler = liveEndpoint(streams, { ahead: channel?.ahead });
  return {
    endpoint,
    /**
     * After a reload swapped new content in (the page cache already emptied): the streams that
     * follow a season it changed are sent its version; a reload of this instance's own
     * (`publish`: SIGHUP, not one another instance's version brought) is published to the others.
     */
    reloaded({ publish }: { publish: boolean }) {
      const next = installedContent()!;
      const topics = changedTopics(served, next);
      served = next;
      streams.broadcast(next.version, topics);
      if (publish) channel?.publish(next.version);
    },
    /** Shutdown: the streams end (their pages reconnect elsewhere); the channel closes without holding the exit up. */
    close() {
      streams.closeAll();
      channel?.close();
    },
  };
}
