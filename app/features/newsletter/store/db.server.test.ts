import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { expect, test } from "vitest";
import { openNewsletterDb, writeTransaction } from "./db.server";

const OPTIONS = { poolSize: 1, connectTimeoutMs: 1000, queryTimeoutMs: 1000 };
const synchronous = async (db: Parameters<Parameters<typeof writeTransaction>[1]>[0]) =>
  (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]!.synchronous;

test("SQLite: a transaction is synced when it commits (FULL), a single statement is not (NORMAL), and a second opener is refused", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-newsletter-db-"));
  const url = `file:${path.join(dir, "site.db")}`;
  const store = await openNewsletterDb(url, OPTIONS);
  try {
    expect(await synchronous(store.db)).toBe(1);
    expect(await writeTransaction(store, (trx) => synchronous(trx))).toBe(2);
    expect(await synchronous(store.db)).toBe(1);
    expect(store.file).toBe(path.join(dir, "site-newsletter.db"));
    await expect(openNewsletterDb(url, OPTIONS)).rejects.toThrow(
      /site-newsletter\.db is in use by another process/,
    );
  } finally {
    await store.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
});
