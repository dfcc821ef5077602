// The newsletter's store on both databases it runs on, for tests of its statements: a fresh
// SQLite file, and a fresh database on a throwaway PostgreSQL cluster (when one can be had).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { openNewsletterDb, type NewsletterDb } from "~/features/newsletter/store/db.server";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "./postgres";

const OPTIONS = { poolSize: 4, connectTimeoutMs: 30_000, queryTimeoutMs: 30_000 };

export type StoreBackend = {
  name: string;
  available: boolean;
  /** A database of its own, migrated; closed after the file's tests. */
  open: () => Promise<NewsletterDb>;
};

/** The backends, each opening a database no other test uses. Call at the top of a test file. */
export function newsletterBackends(): StoreBackend[] {
  const skipReason = postgresUnavailable();
  if (skipReason) console.warn(`Newsletter store tests on PostgreSQL skipped: ${skipReason}`);
  let dir = "";
  let postgres: TestPostgres | undefined;
  const opened: NewsletterDb[] = [];
  let count = 0;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "vv-newsletter-"));
    if (!skipReason) postgres = await startTestPostgres();
  }, 60_000);
  afterAll(async () => {
    for (const store of opened) await store.db.destroy();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const keep = async (store: Promise<NewsletterDb>) => {
    opened.push(await store);
    return opened.at(-1)!;
  };
  return [
    {
      name: "SQLite",
      available: true,
      open: () =>
        keep(openNewsletterDb(`file:${path.join(dir, `${++count}`, "site.db")}`, OPTIONS)),
    },
    {
      name: "PostgreSQL",
      available: !skipReason,
      async open() {
        const name = `newsletter_${++count}`;
        const admin = new pg.Client({ connectionString: postgres!.url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = new URL(postgres!.url);
        url.pathname = `/${name}`;
        return keep(openNewsletterDb(url.href, OPTIONS));
      },
    },
  ];
}
