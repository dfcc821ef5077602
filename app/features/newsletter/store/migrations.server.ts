import { Kysely, Migrator, type Migration } from "kysely";

/** Versioned migrations of the newsletter's tables, in order. Never edit one that has shipped: add the next. */
const migrations = (dialect: "sqlite" | "postgres"): Record<string, Migration> => ({
  "001_newsletter": {
    async up(db: Kysely<unknown>) {
      // SQLite's INTEGER PRIMARY KEY is its row id, numbered by itself.
      const serial = dialect === "postgres" ? "serial" : "integer";
      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", serial, (col) => col.primaryKey())
        .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
        .addColumn("state", "varchar(16)", (col) => col.notNull())
        .addColumn("source", "varchar(16)", (col) => col.notNull())
        .addColumn("created_at", "varchar(30)", (col) => col.notNull())
        .addColumn("confirmed_at", "varchar(30)")
        .addColumn("left_at", "varchar(30)")
        .addColumn("confirm_hash", "varchar(64)", (col) => col.unique())
        .addColumn("confirm_expires_at", "varchar(30)")
        .addColumn("confirm_mails", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("confirm_mailed_at", "varchar(30)")
        .execute();
      await db.schema
        .createIndex("newsletter_subscribers_state")
        .on("newsletter_subscribers")
        .columns(["state", "confirm_expires_at"])
        .execute();
      await db.schema
        .createTable("newsletter_campaigns")
        .addColumn("id", serial, (col) => col.primaryKey())
        .addColumn("post_slug", "varchar(200)", (col) => col.notNull().unique())
        .addColumn("state", "varchar(16)", (col) => col.notNull())
        .addColumn("title", "varchar(300)", (col) => col.notNull())
        .addColumn("description", "varchar(400)", (col) => col.notNull())
        .addColumn("post_date", "varchar(10)", (col) => col.notNull())
        .addColumn("categories", "varchar(200)", (col) => col.notNull())
        .addColumn("url", "varchar(500)", (col) => col.notNull())
        .addColumn("cover_url", "varchar(500)")
        .addColumn("created_at", "varchar(30)", (col) => col.notNull())
        .addColumn("recipients", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("newsletter_deliveries")
        .addColumn("id", serial, (col) => col.primaryKey())
        .addColumn("campaign_id", "integer", (col) =>
          col.notNull().references("newsletter_campaigns.id").onDelete("cascade"),
        )
        .addColumn("subscriber_id", "integer", (col) =>
          col.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
        )
        .addColumn("state", "varchar(16)", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "varchar(30)", (col) => col.notNull())
        .addColumn("lease_owner", "varchar(64)")
        .addColumn("lease_until", "varchar(30)")
        .addColumn("done_at", "varchar(30)")
        .addColumn("last_error", "varchar(300)")
        // Exactly once: one delivery of a post to a subscriber, whatever announces it how often.
        .addUniqueConstraint("newsletter_deliveries_once", ["campaign_id", "subscriber_id"])
        .execute();
      await db.schema
        .createIndex("newsletter_deliveries_due")
        .on("newsletter_deliveries")
        .columns(["state", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("newsletter_deliveries_subscriber")
        .on("newsletter_deliveries")
        .column("subscriber_id")
        .execute();
      await db.schema
        .createTable("newsletter_settings")
        .addColumn("name", "varchar(40)", (col) => col.primaryKey())
        .addColumn("value", "varchar(200)", (col) => col.notNull())
        .execute();
    },
  },
});

/**
 * Brings the newsletter's tables up to date, with a migration record of their own (on PostgreSQL
 * they share the site's database with the view counter's tables; on SQLite they have a file of
 * their own). Idempotent; on PostgreSQL Kysely's lock applies each migration once when two
 * instances start together.
 */
export async function migrateNewsletter(
  db: Kysely<unknown>,
  dialect: "sqlite" | "postgres",
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(dialect) },
    migrationTableName: "newsletter_migration",
    migrationLockTableName: "newsletter_migration_lock",
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}
