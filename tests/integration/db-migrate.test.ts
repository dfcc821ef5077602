// `npm run db:migrate` says what it did, read from Kysely's migrator: the tables it created on a
// fresh database, "up to date" on the next run. On SQLite and on a throwaway PostgreSQL.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { markdownSection } from "../helpers/markdown";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../helpers/postgres";
import { startProductionServer } from "../helpers/server";

const run = promisify(execFile);

async function dbMigrate(databaseUrl: string): Promise<string> {
  const { stdout } = await run("npm", ["run", "-s", "db:migrate"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  // The last line: a stale build is rebuilt first, and says so.
  return stdout.trim().split("\n").at(-1)!;
}

test("SQLite: a fresh file gets its tables, and the next run has nothing to do, as docs/deploy.md quotes it", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-migrate-"));
  try {
    const url = `file:${path.join(dir, "data", "site.db")}`;
    const runs = [await dbMigrate(url), await dbMigrate(url)];
    expect(runs).toEqual([
      `Database ${url}: created tables page_views, store_probe (applied 001_page_views, 002_store_probe)`,
      `Database ${url}: up to date, nothing to apply (tables: page_views, store_probe)`,
    ]);
    // The two runs the docs show, on set-up 1's database.
    const quoted = markdownSection("docs/deploy.md", "Before going live").filter((line) =>
      line.startsWith("Database "),
    );
    expect(quoted).toEqual(
      runs.map((line) => line.replace(url, "file:/srv/voltverse/data/site.db")),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test("SQLite: while a server runs on the file, it says the file is in use and exits 1", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-migrate-"));
  const url = `file:${path.join(dir, "site.db")}`;
  const server = await startProductionServer({ DATABASE_URL: url });
  try {
    const failed = await run("npm", ["run", "-s", "db:migrate"], {
      env: { ...process.env, DATABASE_URL: url },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      `Database migration failed: database file ${path.join(dir, "site.db")} is in use by another process (a running site keeps its SQLite file to itself; several instances need PostgreSQL)`,
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

const noPostgres = postgresUnavailable();

describe.skipIf(noPostgres)("PostgreSQL", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startTestPostgres();
  }, 60_000);
  afterAll(() => postgres?.stop());

  test("a fresh database gets its tables, the next run has nothing to do, and the log hides the password", async () => {
    const url = new URL(postgres.url);
    url.password = "secret-pw";
    // Trust authentication accepts any password: it stands here for one that must not be printed.
    const first = await dbMigrate(url.href);
    expect(first).toMatch(
      /^Database postgres:\/\/\*\*\*@127\.0\.0\.1:\d+\/postgres: created tables page_views, store_probe \(applied 001_page_views, 002_store_probe\)$/,
    );
    expect(await dbMigrate(url.href)).toMatch(
      /: up to date, nothing to apply \(tables: page_views, store_probe\)$/,
    );
    expect(first).not.toContain("secret-pw");
  }, 60_000);
});
