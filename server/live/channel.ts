import pg from "pg";
import { isContentVersion } from "~/features/live/topics.server";
import { throttledLogger } from "~/features/views/limits";

// Instances that share one PostgreSQL tell each other of a reload: the one that reloaded
// publishes its new content version (NOTIFY), every other hears it (LISTEN) and reloads its own
// content folder. One connection per process, apart from the view store's pool: a LISTEN holds
// its connection for good, and a pool would hand it to someone else.

/** The channel the versions travel on, and the one-row table that keeps the latest for instances that were not listening then. */
const CHANNEL = "live_content";
const TABLE = "live_content_version";
/** How often the listening connection is asked for the latest version: a lost connection shows, and a missed version is caught up. */
const CHECK_MS = 10_000;
/** The wait before each new attempt to listen again, doubling from the first up to the last. */
const BACKOFF_MS = { first: 250, last: 10_000 };

const CREATE = `CREATE TABLE IF NOT EXISTS ${TABLE} (
  id smallint PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
)`;
/** Stores the version and notifies in one statement: the notification leaves when it commits. */
const PUBLISH = `WITH saved AS (
  INSERT INTO ${TABLE} (id, version) VALUES (1, $1)
  ON CONFLICT (id) DO UPDATE SET version = EXCLUDED.version, published_at = now()
  RETURNING version
) SELECT pg_notify('${CHANNEL}', version) FROM saved`;
const LATEST = `SELECT version FROM ${TABLE} WHERE id = 1`;

type ChannelOptions = {
  url: string;
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  /** The version this instance serves now. */
  currentVersion: () => string;
  /** A version published elsewhere that this instance does not serve: it reloads its content folder. */
  onPublished: (version: string) => void;
  log?: (line: string) => void;
  random?: () => number;
};

/** The wait before the next attempt: doubling from the first to the last, spread by a quarter either way. */
function backoffMs(attempts: number, random: () => number): number {
  const base = Math.min(BACKOFF_MS.last, BACKOFF_MS.first * 2 ** attempts);
  return Math.round(base * (0.75 + random() / 2));
}

type ListenerEvents = {
  /** A version heard on the channel. */
  heard: (version: string | undefined) => void;
  /** The connection failed or ended (also while it was being set up). */
  lost: (client: pg.Client, reason: unknown) => void;
};

/**
 * Opens one listening connection: connects, creates the table if it is missing, LISTENs, and
 * reads the latest version published. Resolves with the connection and that version, or with
 * nothing when it failed (and `lost` was told).
 */
async function openListener(
  options: ChannelOptions,
  { heard, lost }: ListenerEvents,
): Promise<{ client: pg.Client; latest: string | undefined } | undefined> {
  const client = new pg.Client({
    connectionString: options.url,
    application_name: "voltverse-live",
    connectionTimeoutMillis: options.connectTimeoutMs,
    query_timeout: options.queryTimeoutMs,
    keepAlive: true,
  });
  // A lost connection emits "error" and "end": both lead to one new attempt.
  client.on("error", (error) => lost(client, error));
  client.on("end", () => lost(client, "the connection ended"));
  client.on("notification", (message) => {
    if (message.channel === CHANNEL) heard(message.payload);
  });
  try {
    await client.connect();
    await client.query(CREATE).catch((error: { code?: string }) => {
      // Two instances creating it at once: the other one won.
      if (error.code !== "23505" && error.code !== "42P07") throw error;
    });
    await client.query(`LISTEN ${CHANNEL}`);
    const { rows } = await client.query<{ version: string }>(LATEST);
    return { client, latest: rows[0]?.version };
  } catch (error) {
    lost(client, error);
    return undefined;
  }
}

/**
 * The instance's listening connection (openListener), asked for the latest version every
 * CHECK_MS. Lost (PostgreSQL restarted, an admin's pg_terminate_backend, a network that froze),
 * it listens again with a growing wait; back, it catches up on the version published meanwhile,
 * and publishes its own if a reload of its could not be told then.
 */
export function liveChannel(options: ChannelOptions) {
  const { log = (line) => console.log(line), random = Math.random } = options;
  const failed = throttledLogger(60_000, (line) => console.error(line));
  let listening: pg.Client | undefined;
  /** The latest version published (heard, read or sent): only a new one is acted on. */
  let lastSeen: string | undefined;
  /** This instance's version, when its reload could not be published yet. */
  let pending: string | undefined;
  let attempts = 0;
  let everListened = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const ended = new WeakSet<pg.Client>();

  function heard(version: string | undefined) {
    if (!version || !isContentVersion(version) || version === lastSeen) return;
    lastSeen = version;
    if (version !== options.currentVersion()) options.onPublished(version);
  }

  function lost(client: pg.Client, reason: unknown) {
    if (ended.has(client)) return;
    ended.add(client);
    void client.end().catch(() => undefined);
    if (stopped) return;
    const wasListening = client === listening;
    if (wasListening) listening = undefined;
    clearTimeout(timer);
    const wait = backoffMs(attempts++, random);
    // Said at once when a connection that listened is lost; failed attempts at most once a minute.
    (wasListening ? console.error : failed)(
      `Live: not listening to PostgreSQL (${reason instanceof Error ? reason.message : String(reason)}); trying again in ${wait} ms`,
    );
    timer = setTimeout(() => void connect(), wait);
  }

  async function publishOn(client: pg.Client, version: string) {
    try {
      await client.query(PUBLISH, [version]);
      lastSeen = version;
      if (pending === version) pending = undefined;
      log(`Live: published content ${version} to the other instances`);
    } catch (error) {
      lost(client, error);
    }
  }

  async function check(client: pg.Client) {
    try {
      const { rows } = await client.query<{ version: string }>(LATEST);
      heard(rows[0]?.version);
      if (!stopped && client === listening) timer = setTimeout(() => void check(client), CHECK_MS);
    } catch (error) {
      lost(client, error);
    }
  }

  async function connect() {
    const { client, latest } = (await openListener(options, { heard, lost })) ?? {};
    if (!client) return;
    if (stopped) return void client.end().catch(() => undefined);
    listening = client;
    attempts = 0;
    log(
      `Live: ${everListened ? "listening again" : "listening"} for content versions on PostgreSQL`,
    );
    // At start the content was just read: the version published before is no news. After an outage it may be.
    if (everListened) heard(latest);
    else lastSeen = latest;
    everListened = true;
    if (pending) await publishOn(client, pending);
    timer = setTimeout(() => void check(client), CHECK_MS);
  }

  void connect();
  return {
    /** After a reload of this instance's own (SIGHUP): the other instances are told now, or once PostgreSQL is back. */
    publish(version: string) {
      pending = version;
      if (listening) void publishOn(listening, version);
    },
    /** A version published elsewhere that this instance has not loaded yet: its own reload will bring it. */
    ahead: (version: string) => version === lastSeen && version !== options.currentVersion(),
    /** Shutdown: stops listening, without waiting on a database that may not answer. */
    close() {
      stopped = true;
      clearTimeout(timer);
      if (listening) ended.add(listening);
      void listening?.end().catch(() => undefined);
      listening = undefined;
    },
  };
}

export type LiveChannel = ReturnType<typeof liveChannel>;
