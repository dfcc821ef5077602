import { accessSync, chmodSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Generated } from "kysely";
import pg from "pg";

export type PageViewsTable = {
  slug: string;
  views: Generated<number>;
  likes: Generated<number>;
  shares: Generated<number>;
  comments: Generated<number>;
  updated_at: string;
};

export type StoreProbeTable = { id: number; checked_at: string };

export type DatabaseSchema = { page_views: PageViewsTable; store_probe: StoreProbeTable };
export type Dialect = "sqlite" | "postgres";
export type Db = {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  /** SQLite only: the open connection and the absolute path of its file. */
  sqlite?: { connection: Database.Database; file: string };
};

/** Opens the store named by DATABASE_URL: a SQLite file (created with its folder) or PostgreSQL. */
export function openDatabase(url: string, poolSize = 10): Db {
  if (url.startsWith("file:")) {
    const file = path.resolve(url.slice("file:".length));
    const sqlite = openSqlite(file);
    return { db: new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) }), dialect: "sqlite", sqlite: { connection: sqlite, file } };
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  // pg-pool listens for a client's errors only while the client sits idle in the pool. When
  // PostgreSQL terminates a connection that is checked out (a restart, a failover, an admin's
  // pg_terminate_backend) between two of its queries, the client emits "error" with no listener,
  // which would end the process. Each client keeps a listener of its own for its whole life: the
  // query that was running fails by itself, and a client marked broken is dropped on release.
  pool.on("connect", (client) => void client.on("error", () => undefined));
  return { db: new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) }), dialect: "postgres" };
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
    throw new Error(`database file ${file} is in use by another process (a running site keeps its SQLite file to itself; several instances need PostgreSQL)`, {
      cause: error,
    });
  }
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
