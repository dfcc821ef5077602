import { Kysely, Migrator, sql, type Migration, type MigrationProvider } from "kysely";

/** Versioned migrations, in order. Never edit one that has shipped: add the next. */
const MIGRATIONS: Record<string, Migration> = {
  "001_page_views": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("page_views")
        .ifNotExists()
        .addColumn("slug", "varchar(200)", (col) => col.primaryKey())
        .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("likes", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("shares", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("comments", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("updated_at", "varchar(40)", (col) =>
          col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`),
        )
        .execute();
    },
  },
  // One row the health check rewrites: it shows whether the store takes writes now.
  "002_store_probe": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("store_probe")
        .ifNotExists()
        .addColumn("id", "integer", (col) => col.primaryKey())
        .addColumn("checked_at", "varchar(40)", (col) => col.notNull())
        .execute();
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Brings the schema up to date. Idempotent; Kysely's migration lock makes two instances that
 * start together apply each migration once.
 */
export async function migrate(db: Kysely<unknown>): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
    // SQLite has no migration lock: a second process that raced us rolls back and, on retry,
    // finds the migration applied. PostgreSQL takes an advisory lock and never gets here.
    if (
      error &&
      attempt < 5 &&
      /kysely_migration|database is locked|SQLITE_BUSY/i.test(String(error))
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      continue;
    }
    if (error) throw error;
    return (results ?? [])
      .filter((result) => result.status === "Success")
      .map((result) => result.migrationName);
  }
}
