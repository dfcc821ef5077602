import { accessSync, chmodSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Generated,
  type PostgresPool,
  type PostgresPoolClient,
} from "kysely";
import pg from "pg";
import type { Env } from "~/utils/env.server";
import { within } from "~/utils/within";

type PageViewsTable = {
  slug: string;
  views: Generated<number>;
  likes: Generated<number>;
  shares: Generated<number>;
  comments: Generated<number>;
  updated_at: string;
};

type StoreProbeTable = { id: number; checked_at: string };

export type DatabaseSchema = { page_views: PageViewsTable; store_probe: StoreProbeTable };
type Dialect = "sqlite" | "postgres";
export type Db = {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** SQLite only: the open connection and the absolute path of its file. */
  sqlite?: { connection: Database.Database; file: string };
};

/** How the store is reached: what the environment says (DATABASE_*), or a caller's own bounds (migrations). */
export type DatabaseOptions = {
  /** PostgreSQL connections of this process. */
  poolSize: number;
  /** PostgreSQL: the longest wait for a connection, a free one of the pool or a new one (ms). */
  connectTimeoutMs: number;
  /** PostgreSQL: the longest one statement may take, answer included (ms). */
  queryTimeoutMs: number;
};

/** The store's options as the environment sets them. */
export function databaseOptions(
  env: Pick<
    Env,
    "DATABASE_POOL_SIZE" | "DATABASE_CONNECT_TIMEOUT_MS" | "DATABASE_QUERY_TIMEOUT_MS"
  >,
): DatabaseOptions {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
  };
}

/**
 * Options for applying migrations, on one connection: on PostgreSQL a statement may wait for
 * another instance's migrations (Kysely's lock) and create tables, longer than a query of the site
 * may take.
 */
export function migrationOptions(options: DatabaseOptions): DatabaseOptions {
  return { ...options, poolSize: 1, queryTimeoutMs: Math.max(options.queryTimeoutMs, 30_000) };
}

/** Opens the store named by DATABASE_URL: a SQLite file (created with its folder) or PostgreSQL. */
export function openDatabase(url: string, options: DatabaseOptions): Db {
  if (url.startsWith("file:")) {
    const file = path.resolve(url.slice("file:".length));
    const sqlite = openSqlite(file);
    return {
      db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
      dialect: "sqlite",
      sqlite: { connection: sqlite, file },
    };
  }
  return {
    db: new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({ pool: boundedPool(url, options) }),
    }),
    dialect: "postgres",
  };
}

/**
 * The file in WAL mode with its WAL index in this process's memory: locking_mode=EXCLUSIVE set
 * before WAL is first used keeps SQLite from mapping the -shm file. A -shm file truncated or made
 * immutable under that mapping ended the process with SIGBUS (exit 135, nothing logged); the
 * files SQLite writes with write(2), the WAL and the database, report such faults as errors,
 * which the API answers 503 for. The cost: the process holds the file alone while it runs.
 */
function openSqlite(file: string): Database.Database {
  mkdirSync(path.dirname(file), { recursive: true });
  alignCompanionFiles(file);
  const sqlite = new Database(file);
  try {
    // The lock is held for the connection's life, so only another process can be holding it, and
    // it will not let go soon: fail at once rather than block the event loop waiting.
    sqlite.pragma("busy_timeout = 0");
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.pragma("journal_mode = WAL");
    // FULL: a commit is on disk before we answer. Commits are grouped (see store), so this stays fast.
    sqlite.pragma("synchronous = FULL");
    return sqlite;
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    throw new Error(
      `database file ${file} is in use by another process (a running site keeps its SQLite file to itself; several instances need PostgreSQL)`,
      {
        cause: error,
      },
    );
  }
}

/**
 * A PostgreSQL pool whose every wait is bounded: a connection within connectTimeoutMs, a statement
 * within queryTimeoutMs (on the client, which a frozen or unreachable server cannot answer, and as
 * the server's statement_timeout, so it stops work nobody waits for). An answer that depends on
 * the store thus comes within their sum, whatever the database does.
 */
export function boundedPool(
  url: string,
  { poolSize, connectTimeoutMs, queryTimeoutMs }: DatabaseOptions,
): PostgresPool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    // A transaction left open by a client that froze or vanished must not hold its locks longer.
    idle_in_transaction_session_timeout: queryTimeoutMs,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  // pg-pool listens for a client's errors only while the client sits idle in the pool. When
  // PostgreSQL terminates a connection that is checked out (a restart, a failover, an admin's
  // pg_terminate_backend) between two of its queries, the client emits "error" with no listener,
  // which would end the process. Each client keeps a listener of its own for its whole life: the
  // query that was running fails by itself, and a client marked broken is dropped on release.
  pool.on("connect", (client) => void client.on("error", () => undefined));
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        if (!isConnectTimeout(error)) throw error;
        throw new Error(
          `no PostgreSQL connection within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`,
          { cause: error },
        );
      });
      // pg fails a query past query_timeout but leaves it running on its connection, which would go
      // back to the pool still busy and hold every later query behind it: that connection is closed.
      let broken = false;
      async function query(sql: string, parameters: readonly unknown[]) {
        try {
          return await client.query(sql, [...parameters]);
        } catch (error) {
          const unanswered = error instanceof Error && error.message === "Query read timeout";
          broken ||= unanswered;
          if (!unanswered && !isStatementTimeout(error)) throw error;
          throw new Error(
            `PostgreSQL did not answer within ${queryTimeoutMs} ms (DATABASE_QUERY_TIMEOUT_MS)`,
            { cause: error },
          );
        }
      }
      // Kysely calls only this form of query(): the cursor form is for streaming, which the dialect is not given.
      return {
        query: query as unknown as PostgresPoolClient["query"],
        release: (destroy) => client.release(destroy || broken),
      };
    },
    end: () => endWithin(pool, connectTimeoutMs + queryTimeoutMs),
  };
}

/**
 * Ends the pool, waiting at most `ms`: pg-pool waits for each connection's goodbye, which a frozen
 * server never sends, and a shutdown must not wait on it (nothing is left to write by then: every
 * answer that needed the store has been given).
 */
function endWithin(pool: pg.Pool, ms: number): Promise<void> {
  return within(pool.end(), ms);
}

/** pg-pool's connectionTimeoutMillis: waiting for a free connection, or for a new one to open. */
function isConnectTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/.test(
      error.message,
    )
  );
}

/** The server's statement_timeout (SQLSTATE 57014, query_canceled, which an admin's cancel also gives). */
function isStatementTimeout(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === "57014" &&
    error.message.includes("statement timeout")
  );
}

/**
 * SQLite creates its -wal and -shm files with the database file's mode at that moment. If the
 * site once ran on a read-only file, they stay read-only after the owner makes the database
 * writable again, and every write would still fail: give them the database file's mode back.
 */
function alignCompanionFiles(file: string) {
  try {
    accessSync(file, constants.W_OK);
  } catch {
    return; // Missing (created below) or still read-only: nothing to align.
  }
  const mode = statSync(file).mode & 0o777;
  for (const companion of [`${file}-wal`, `${file}-shm`]) {
    try {
      if (existsSync(companion)) accessSync(companion, constants.W_OK);
    } catch {
      try {
        chmodSync(companion, mode);
      } catch {
        // Not ours to change: opening will report the read-only store.
      }
    }
  }
}
