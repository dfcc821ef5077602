import { sql, type Kysely } from "kysely";
import type Database from "better-sqlite3";
import { openDatabase, type DatabaseSchema, type Db } from "./db.server";
import { migrate } from "./migrations.server";

export type ViewStore = {
  /** Adds one view (creating the record with 1) and returns the new count, once it is durable. */
  increment(slug: string): Promise<number>;
  /** The count of one post (0 when never viewed). */
  get(slug: string): Promise<number>;
  /** Counts of several posts (missing ones are 0). */
  getMany(slugs: string[]): Promise<Record<string, number>>;
  close(): Promise<void>;
};

/** The one atomic statement: insert the first view or add one, and return the new count. */
function incrementQuery(db: Kysely<DatabaseSchema>, slug: string) {
  const now = new Date().toISOString();
  return db
    .insertInto("page_views")
    .values({ slug, views: 1, updated_at: now })
    .onConflict((conflict) =>
      // Qualified column: PostgreSQL would otherwise find `views` ambiguous.
      conflict.column("slug").doUpdateSet({ views: sql<number>`page_views.views + 1`, updated_at: now }),
    )
    .returning("views");
}

/**
 * SQLite: increments that arrive together are committed in one transaction (one fsync), each
 * still its own atomic upsert. The callers are answered only after that commit.
 */
function groupCommitter(db: Kysely<DatabaseSchema>, sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  let queue: { slug: string; resolve: (views: number) => void; reject: (error: unknown) => void }[] = [];
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

export function createViewStore({ db, sqlite }: Db): ViewStore {
  const increment = sqlite
    ? groupCommitter(db, sqlite)
    : async (slug: string) => (await incrementQuery(db, slug).executeTakeFirstOrThrow()).views;
  return {
    increment,
    async get(slug) {
      const row = await db.selectFrom("page_views").select("views").where("slug", "=", slug).executeTakeFirst();
      return row?.views ?? 0;
    },
    async getMany(slugs) {
      const counts: Record<string, number> = Object.fromEntries(slugs.map((slug) => [slug, 0]));
      if (slugs.length === 0) return counts;
      const rows = await db.selectFrom("page_views").select(["slug", "views"]).where("slug", "in", slugs).execute();
      for (const row of rows) counts[row.slug] = row.views;
      return counts;
    },
    close: () => db.destroy(),
  };
}

/** Opens the store and applies migrations. */
export async function openViewStore(url: string, poolSize?: number): Promise<ViewStore> {
  const database = openDatabase(url, poolSize);
  try {
    await migrate(database.db as unknown as Kysely<unknown>);
  } catch (error) {
    await database.db.destroy().catch(() => undefined);
    throw error;
  }
  return createViewStore(database);
}
