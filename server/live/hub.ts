import type { ServerResponse } from "node:http";

// The open streams of /live: who follows which topics, the bounds on how many there are, the
// ping that keeps them open through proxies, and the events a reload sends. One timer for all of
// them, never one per stream.

/** Bounds on the streams one instance holds. */
export type LiveLimits = {
  /** Streams open at once on this instance. */
  total: number;
  /** Streams open at once from one client (an IPv4 address, an IPv6 /64). */
  perClient: number;
  /** A stream sent no event this long is ended: a page still open reconnects at once, a gone one does not. */
  idleMs: number;
};

/** A comment line this often keeps proxies (nginx's read timeout) and the browser from giving up on a quiet stream. */
export const PING_MS = 15_000;
/** Unsent bytes a stream may hold: a reader that lets pings pile up this far is not reading, and is dropped. */
export const MAX_BUFFERED_BYTES = 64 * 1024;
/** The reconnection delay each stream is told, spread so that streams a restart ends do not all come back in the same second. */
const RETRY_MS = { min: 2_000, spread: 6_000 };

/** Why a new stream is refused: the instance is full, the client holds its share, or the server is stopping. */
export type Refusal = "full" | "client" | "closing";

type Stream = {
  res: ServerResponse;
  topics: readonly string[];
  client: string;
  quietSince: number;
};

type HubOptions = {
  now?: () => number;
  random?: () => number;
  log?: (line: string) => void;
};

/** One event: the content version as its id (a reconnect names it in Last-Event-ID), the topics it changed as data. */
export function eventText(version: string, topics: readonly string[]): string {
  return `id: ${version}\ndata: ${JSON.stringify({ topics })}\n\n`;
}

/** The open streams, indexed by the topics they follow and the client they come from. */
function streamRegistry() {
  const all = new Set<Stream>();
  const byTopic = new Map<string, Set<Stream>>();
  const byClient = new Map<string, number>();
  return {
    all,
    byTopic,
    byClient,
    add(stream: Stream) {
      all.add(stream);
      for (const topic of stream.topics) {
        let followers = byTopic.get(topic);
        if (!followers) byTopic.set(topic, (followers = new Set()));
        followers.add(stream);
      }
      byClient.set(stream.client, (byClient.get(stream.client) ?? 0) + 1);
    },
    forget(stream: Stream) {
      if (!all.delete(stream)) return;
      for (const topic of stream.topics) {
        const followers = byTopic.get(topic)!;
        followers.delete(stream);
        if (followers.size === 0) byTopic.delete(topic);
      }
      const left = byClient.get(stream.client)! - 1;
      if (left > 0) byClient.set(stream.client, left);
      else byClient.delete(stream.client);
    },
    /** Each stream that follows one of `topics`, with those it follows. */
    following(topics: readonly string[]): Map<Stream, string[]> {
      const told = new Map<Stream, string[]>();
      for (const topic of topics)
        for (const stream of byTopic.get(topic) ?? [])
          told.set(stream, [...(told.get(stream) ?? []), topic]);
      return told;
    },
  };
}

/** A reload's event, encoded once for each set of topics however many streams it goes to. */
function eventEncoder(version: string) {
  const encoded = new Map<string, Buffer>();
  return (topics: readonly string[]) => {
    const key = topics.join("\n");
    let bytes = encoded.get(key);
    if (!bytes) encoded.set(key, (bytes = Buffer.from(eventText(version, topics))));
    return bytes;
  };
}

/** Starts the answer: the headers of an event stream nobody buffers, caches or compresses, and when to reconnect. */
function startStream(res: ServerResponse, retryMs: number) {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-store",
    // nginx passes each event on as it comes (deploy/nginx-proxy.conf also turns buffering off for /live).
    "X-Accel-Buffering": "no",
  });
  res.write(`retry: ${retryMs}\n\n`);
}

export function createLiveHub(
  limits: LiveLimits,
  { now = Date.now, random = Math.random, log = (line) => console.log(line) }: HubOptions = {},
) {
  const streams = streamRegistry();
  const refused: Record<Refusal, number> = { full: 0, client: 0, closing: 0 };
  const ended = { idle: 0, slow: 0 };
  let closing = false;

  function send(stream: Stream, text: string | Buffer) {
    stream.quietSince = now();
    stream.res.write(text);
  }

  /** Pings every stream; ends the idle ones and drops those whose reader has stopped reading. */
  function sweep() {
    const at = now();
    for (const stream of streams.all) {
      if (stream.res.writableLength > MAX_BUFFERED_BYTES) {
        ended.slow += 1;
        streams.forget(stream);
        stream.res.destroy();
      } else if (at - stream.quietSince >= limits.idleMs) {
        ended.idle += 1;
        streams.forget(stream);
        stream.res.end();
      } else stream.res.write(": ping\n\n");
    }
  }
  const timer = setInterval(sweep, PING_MS).unref();

  return {
    /** Why a stream from `client` cannot open now, or undefined when it may (counted as refused). */
    admit(client: string): Refusal | undefined {
      const refusal: Refusal | undefined = closing
        ? "closing"
        : streams.all.size >= limits.total
          ? "full"
          : (streams.byClient.get(client) ?? 0) >= limits.perClient
            ? "client"
            : undefined;
      if (refusal) refused[refusal] += 1;
      return refusal;
    },
    /**
     * Starts a stream on `res` (its headers are written here) for `topics`; `catchUp`, when given,
     * is the event the client missed, sent at once. The stream is forgotten when its connection closes.
     */
    open(res: ServerResponse, topics: readonly string[], client: string, catchUp?: string) {
      const stream: Stream = { res, topics, client, quietSince: now() };
      streams.add(stream);
      res.once("close", () => streams.forget(stream));
      startStream(res, RETRY_MS.min + Math.floor(random() * RETRY_MS.spread));
      if (catchUp) send(stream, catchUp);
    },
    /** Sends a reload's event to every stream that follows one of the topics it changed; returns how many. */
    broadcast(version: string, topics: readonly string[]): number {
      const started = performance.now();
      const told = streams.following(topics);
      const encode = eventEncoder(version);
      for (const [stream, followed] of told) send(stream, encode(followed));
      if (topics.length > 0)
        log(
          `Live: ${version} sent to ${told.size} of ${streams.all.size} streams (${topics.join(", ")}) in ${Math.round(performance.now() - started)} ms`,
        );
      return told.size;
    },
    /** Shutdown: refuses new streams and ends the open ones (their pages reconnect to another instance). */
    closeAll() {
      closing = true;
      clearInterval(timer);
      for (const stream of streams.all) {
        streams.forget(stream);
        stream.res.end();
      }
    },
    /** For /healthz: what is open, the bounds, and what was refused or ended since the start. */
    stats: () => ({
      streams: streams.all.size,
      clients: streams.byClient.size,
      topics: streams.byTopic.size,
      total: limits.total,
      perClient: limits.perClient,
      refused: { ...refused },
      ended: { ...ended },
    }),
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
