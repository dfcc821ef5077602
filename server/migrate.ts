import type { Kysely } from "kysely";
import { getEnv } from "~/utils/env.server";
import { databaseOptions, migrationOptions, openDatabase } from "~/features/views/db.server";
import { migrate } from "~/features/views/migrations.server";

type MigrationReport = {
  /** Migrations this run applied, in order (empty when the schema was already current). */
  applied: string[];
  /** Tables that exist now and did not before this run. */
  createdTables: string[];
  /** The site's tables after the run (Kysely's own bookkeeping tables left out). */
  tables: string[];
};

/** A database address fit for a log: no password. */
function redactDatabaseUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

/** What `npm run db:migrate` says it did: the tables it created, or that there was nothing to do. */
function describeMigration(
  target: string,
  { applied, createdTables, tables }: MigrationReport,
): string {
  if (applied.length === 0)
    return `Database ${target}: up to date, nothing to apply (tables: ${tables.join(", ") || "none"})`;
  const created =
    createdTables.length > 0 ? `created tables ${createdTables.join(", ")}` : "created no tables";
  return `Database ${target}: ${created} (applied ${applied.join(", ")})`;
}

async function siteTables(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
}

/** Applies the view store's migrations and reports what changed, reading the migrator's own results. */
async function migrateWithReport(db: Kysely<unknown>): Promise<MigrationReport> {
  const before = await siteTables(db);
  const applied = await migrate(db);
  const tables = await siteTables(db);
  return { applied, createdTables: tables.filter((table) => !before.includes(table)), tables };
}

/** `npm run db:migrate`: applies the view store's migrations, says what it did and exits. */
export async function migrateOnly() {
  const env = getEnv();
  const { db } = openDatabase(env.DATABASE_URL, migrationOptions(databaseOptions(env)));
  try {
    const report = await migrateWithReport(db as unknown as Kysely<unknown>);
    console.log(describeMigration(redactDatabaseUrl(env.DATABASE_URL), report));
  } finally {
    await db.destroy();
  }
}
