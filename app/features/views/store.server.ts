import { accessSync, constants, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type Database from "better-sqlite3";
import {
  migrationOptions,
  openDatabase,
  type DatabaseOptions,
  type DatabaseSchema,
  type Db,
} from "./db.server";
import { migrate } from "./migrations.server";

export type ViewStore = {
  /** Adds one view (creating the record with 1) and returns the new count, once it is durable. */
  increment(slug: string): Promise<number>;
  /** The count of one post (0 when never viewed). */
  get(slug: string): Promise<number>;
  /** Counts of several posts (missing ones are 0). */
  getMany(slugs: string[]): Promise<Record<string, number>>;
  /** Every stored count, in one query (posts never viewed are absent): Most viewed ranks by it. */
  getAll(): Promise<Record<string, number>>;
  /**
   * Writes one row of its own, and throws when the store cannot take writes now (file deleted,
   * replaced, read-only or full; server unreachable): the health check's probe.
   */
  probe(): Promise<void>;
  /**
   * Whether a failed operation means this store must be reopened. SQLite: yes (a connection opened
   * read-only stays so; a deleted file stays deleted). PostgreSQL: no, its pool replaces broken
   * connections by itself, and closing it would fail every query still queued.
   */
  reopenAfterError: boolean;
  /** Closes the store. A SQLite file deleted while open is first written back from the open connection. */
  close(): Promise<void>;
};

/**
 * The identity of an open SQLite file. If the file (or its folder) is deleted while the site runs,
 * SQLite keeps writing to the unlinked inode and every answered count would vanish at the next
 * start; if it is replaced, we would write to a file nobody reads. So each write checks first.
 */
function fileIdentity(file: string) {
  const opened = statSync(file);
  return function assertSameFile() {
    const now = statSync(file, { throwIfNoEntry: false });
    if (!now) throw new Error(`database file ${file} was deleted while the site was running`);
    if (now.ino !== opened.ino || now.dev !== opened.dev)
      throw new Error(`database file ${file} was replaced while the site was running`);
  };
}

/** The one atomic statement: insert the first view or add one, and return the new count. */
function incrementQuery(db: Kysely<DatabaseSchema>, slug: string) {
  const now = new Date().toISOString();
  return db
    .insertInto("page_views")
    .values({ slug, views: 1, updated_at: now })
    .onConflict((conflict) =>
      // Qualified column: PostgreSQL would otherwise find `views` ambiguous.
      conflict
        .column("slug")
        .doUpdateSet({ views: sql<number>`page_views.views + 1`, updated_at: now }),
    )
    .returning("views");
}

/**
 * SQLite: increments that arrive together are committed in one transaction (one fsync), each
 * still its own atomic upsert. The callers are answered only after that commit.
 */
function groupCommitter(
  db: Kysely<DatabaseSchema>,
  sqlite: Database.Database,
  assertSameFile: () => void,
) {
  const statements = new Map<string, Database.Statement>();
  let queue: {
    slug: string;
    resolve: (views: number) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const runBatch = sqlite.transaction((batch: typeof queue) =>
    batch.map(({ slug }) => {
      const compiled = incrementQuery(db, slug).compile();
      let statement = statements.get(compiled.sql);
      if (!statement) statements.set(compiled.sql, (statement = sqlite.prepare(compiled.sql)));
      return (statement.get(...(compiled.parameters as unknown[])) as { views: number }).views;
    }),
  );
  function flush() {
    const batch = queue;
    queue = [];
    try {
      assertSameFile();
      const results = runBatch(batch);
      batch.forEach((item, index) => item.resolve(results[index]!));
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  }
  return (slug: string) =>
    new Promise<number>((resolve, reject) => {
      if (queue.length === 0) setImmediate(flush);
      queue.push({ slug, resolve, reject });
    });
}

function createViewStore({ db, sqlite }: Db): ViewStore {
  const assertSameFile = sqlite ? fileIdentity(sqlite.file) : () => undefined;
  const increment = sqlite
    ? groupCommitter(db, sqlite.connection, assertSameFile)
    : async (slug: string) => (await incrementQuery(db, slug).executeTakeFirstOrThrow()).views;
  return {
    increment,
    reopenAfterError: Boolean(sqlite),
    async get(slug) {
      const row = await db
        .selectFrom("page_views")
        .select("views")
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row?.views ?? 0;
    },
    async getMany(slugs) {
      const counts: Record<string, number> = Object.fromEntries(slugs.map((slug) => [slug, 0]));
      if (slugs.length === 0) return counts;
      const rows = await db
        .selectFrom("page_views")
        .select(["slug", "views"])
        .where("slug", "in", slugs)
        .execute();
      for (const row of rows) counts[row.slug] = row.views;
      return counts;
    },
    async getAll() {
      const rows = await db.selectFrom("page_views").select(["slug", "views"]).execute();
      return Object.fromEntries(rows.map((row) => [row.slug, row.views]));
    },
    async probe() {
      if (sqlite) {
        assertSameFile();
        // EACCES / EROFS: refused before SQLite tries (as root, only the write below tells).
        accessSync(sqlite.file, constants.R_OK | constants.W_OK);
      }
      const checkedAt = new Date().toISOString();
      await db
        .insertInto("store_probe")
        .values({ id: 1, checked_at: checkedAt })
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ checked_at: checkedAt }))
        .execute();
    },
    async close() {
      if (sqlite && !existsSync(sqlite.file))
        await restoreDeletedFile(sqlite.connection, sqlite.file);
      await db.destroy();
    },
  };
}

/** Writes a deleted database back to its path from the connection that still holds it open. */
async function restoreDeletedFile(connection: Database.Database, file: string) {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    await connection.backup(file);
    console.error(
      `View store: ${file} had been deleted while the site was running; restored it from the open connection.`,
    );
  } catch (error) {
    console.error(
      `View store: ${file} was deleted while the site was running and could not be restored: ${error instanceof Error ? error.message : error}`,
    );
  }
}

/** Opens the store and applies migrations. */
export async function openViewStore(url: string, options: DatabaseOptions): Promise<ViewStore> {
  const database = openDatabase(url, options);
  try {
    // SQLite: on the store's own connection, which holds the file alone.
    if (database.dialect === "sqlite") await migrate(database.db as unknown as Kysely<unknown>);
    else await migrateWith(url, migrationOptions(options));
  } catch (error) {
    await database.db.destroy().catch(() => undefined);
    throw error;
  }
  return createViewStore(database);
}

/** Applies the migrations through a connection of their own. */
async function migrateWith(url: string, options: DatabaseOptions) {
  const { db } = openDatabase(url, options);
  try {
    await migrate(db as unknown as Kysely<unknown>);
  } finally {
    await db.destroy();
  }
}
