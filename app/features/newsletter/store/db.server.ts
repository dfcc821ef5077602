import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import { boundedPool, type DatabaseOptions } from "~/features/views/db.server";
import { migrateNewsletter } from "./migrations.server";
import type { NewsletterSchema } from "./schema";

export type NewsletterDb = {
  db: Kysely<NewsletterSchema>;
  dialect: "sqlite" | "postgres";
  /** SQLite: the newsletter's own file. */
  file?: string;
};

/** PostgreSQL connections the newsletter takes beside the view counter's: its writes are few and short. */
const POOL_SIZE = 4;
/** How long a write waits, in slices that leave the event loop free, for another process's SQLite lock. */
const BUSY_WAIT_MS = 2_000;

/**
 * The newsletter's SQLite file: beside the site's database, named after it (data/site.db →
 * data/site-newsletter.db).
 */
export function newsletterFile(databaseUrl: string): string {
  const file = path.resolve(databaseUrl.slice("file:".length));
  const { dir, name, ext } = path.parse(file);
  return path.join(dir, `${name}-newsletter${ext}`);
}

/**
 * Opens the newsletter's store and brings its tables up to date. PostgreSQL: the site's database.
 * SQLite: a file of its own in rollback-journal mode (see openSqlite), which the running server
 * and `npm run newsletter` share. `waitMs`: how long a statement may block on another process's
 * lock (0 in the server, which waits in slices instead; a few seconds for a command).
 */
export async function openNewsletterDb(
  databaseUrl: string,
  options: DatabaseOptions,
  { waitMs = 0 }: { waitMs?: number } = {},
): Promise<NewsletterDb> {
  const store: NewsletterDb = databaseUrl.startsWith("file:")
    ? openSqlite(newsletterFile(databaseUrl), waitMs)
    : {
        db: new Kysely<NewsletterSchema>({
          dialect: new PostgresDialect({
            pool: boundedPool(databaseUrl, {
              ...options,
              poolSize: Math.min(options.poolSize, POOL_SIZE),
              // Migrations may wait for another instance's (Kysely's lock).
              queryTimeoutMs: Math.max(options.queryTimeoutMs, 10_000),
            }),
          }),
        }),
        dialect: "postgres",
      };
  try {
    await retryBusy(() => migrateNewsletter(store.db as unknown as Kysely<unknown>, store.dialect));
  } catch (error) {
    await store.db.destroy().catch(() => undefined);
    throw error;
  }
  return store;
}

/**
 * The site's database is held by the server alone (WAL with locking_mode=EXCLUSIVE, so no -shm
 * file is mapped: one truncated under the mapping ended the process with SIGBUS). The newsletter
 * must be readable and writable by `npm run newsletter` while the server runs, so its tables live
 * in a file of their own in rollback-journal mode: no -shm file at all, no memory mapping
 * (mmap_size=0), ordinary file locks that a command and the server take in turn. Its writes are
 * few (a sign-up, one row per mail sent) and each is durable when it returns (synchronous=FULL).
 */
function openSqlite(file: string, waitMs: number): NewsletterDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma(`busy_timeout = ${waitMs}`);
    sqlite.pragma("journal_mode = DELETE");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("mmap_size = 0");
    sqlite.pragma("foreign_keys = ON");
  } catch (error) {
    sqlite.close();
    throw error;
  }
  return {
    db: new Kysely<NewsletterSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
    file,
  };
}

/** SQLite said another process holds the lock now. */
function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && code.startsWith("SQLITE_BUSY");
}

/**
 * Runs `operation` again while another process holds the SQLite file's lock (a command reading
 * it), waiting between tries on a timer rather than in SQLite's busy handler, which would block
 * the event loop and every page with it. Gives up after BUSY_WAIT_MS.
 */
export async function retryBusy<T>(operation: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + BUSY_WAIT_MS;
  for (let pause = 2; ; pause = Math.min(pause * 2, 50)) {
    try {
      return await operation();
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * One write transaction. SQLite: BEGIN IMMEDIATE takes the write lock first, so two processes
 * never both read and then fail to write; a COMMIT that meets a reader is tried again (SQLite
 * keeps the transaction open for that). PostgreSQL: an ordinary transaction.
 */
export function writeTransaction<T>(
  { db, dialect }: NewsletterDb,
  work: (trx: Kysely<NewsletterSchema>) => Promise<T>,
): Promise<T> {
  if (dialect === "postgres") return db.transaction().execute(work);
  return retryBusy(() =>
    db.connection().execute(async (connection) => {
      await sql`begin immediate`.execute(connection);
      try {
        const result = await work(connection);
        await retryBusy(() => sql`commit`.execute(connection));
        return result;
      } catch (error) {
        await sql`rollback`.execute(connection).catch(() => undefined);
        throw error;
      }
    }),
  );
}
