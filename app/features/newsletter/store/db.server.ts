import { mkdirSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
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
 * Opens the newsletter's store and brings its tables up to date. PostgreSQL: the site's database,
 * shared by every instance and by `npm run newsletter`. SQLite: a file of its own, which the
 * process that opens it holds alone (see openSqlite).
 */
export async function openNewsletterDb(
  databaseUrl: string,
  options: DatabaseOptions,
): Promise<NewsletterDb> {
  const store: NewsletterDb = databaseUrl.startsWith("file:")
    ? openSqlite(newsletterFile(databaseUrl))
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
    await migrateNewsletter(store.db as unknown as Kysely<unknown>, store.dialect);
  } catch (error) {
    await store.db.destroy().catch(() => undefined);
    throw error;
  }
  return store;
}

/**
 * The file as the view counter keeps its own: WAL with its index in this process's memory
 * (locking_mode=EXCLUSIVE, so no -shm file is mapped: one truncated under the mapping ends the
 * process with SIGBUS), each commit on disk when it returns (synchronous=FULL). A commit is one
 * append to the WAL, under a millisecond mostly: the sender records every mail in its own commit
 * on the event loop that serves pages, which a rollback journal's three syncs a commit (13 ms, and
 * 160 ms at the 99th percentile on a busy disk) would hold up. The cost: while the site runs, no
 * other process opens the file; `npm run newsletter` asks the running site instead (its admin
 * socket), and opens the file itself only when the site is stopped.
 */
function openSqlite(file: string): NewsletterDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    // Only another process can hold the lock, and it will not let go soon: fail at once.
    sqlite.pragma("busy_timeout = 0");
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    throw new Error(`${file} is in use by another process (the running site holds it)`, {
      cause: error,
    });
  }
  return {
    db: new Kysely<NewsletterSchema>({ dialect: new SqliteDialect({ database: sqlite }) }),
    dialect: "sqlite",
    file,
  };
}

/** One transaction: on SQLite the process's one connection, on PostgreSQL one of the pool's. */
export function writeTransaction<T>(
  { db }: NewsletterDb,
  work: (trx: Kysely<NewsletterSchema>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}
