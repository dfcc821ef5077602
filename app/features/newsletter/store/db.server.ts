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
 * process with SIGBUS). A commit is one append to the WAL, in the OS's hands when it returns, so a
 * killed process loses none. What a reader did (a sign-up, a confirmation, an unsubscribe), a
 * post's announcement and each claim of the sender are also on disk before they return (see
 * writeTransaction); the record of each mail sent is synced with the sender's next claim, not on
 * its own: a sync on the event loop that serves pages, per mail, tripled a cached page's p99 at
 * 10 mails a second on a busy disk. A power cut may thus resend the mails of the batch in flight,
 * never skip one. The cost of holding the file: while the site runs no other process opens it;
 * `npm run newsletter` asks the running site instead (its admin socket), and opens the file
 * itself only when the site is stopped.
 */
function openSqlite(file: string): NewsletterDb {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    // Only another process can hold the lock, and it will not let go soon: fail at once.
    sqlite.pragma("busy_timeout = 0");
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = NORMAL");
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

/**
 * One transaction, on disk when it returns: on PostgreSQL as every commit; on SQLite its commit
 * syncs the WAL (synchronous=FULL for it), and with it every commit before it.
 */
export function writeTransaction<T>(
  store: NewsletterDb,
  work: (trx: Kysely<NewsletterSchema>) => Promise<T>,
): Promise<T> {
  if (store.dialect === "postgres") return store.db.transaction().execute(work);
  return store.db.connection().execute(async (connection) => {
    await sql`pragma synchronous = FULL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = NORMAL`.execute(connection);
    }
  });
}
