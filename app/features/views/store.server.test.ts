import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  postgresUnavailable,
  startTestPostgres,
  type TestPostgres,
} from "../../../tests/helpers/postgres";
import { parseEnv } from "~/utils/env.server";
import { databaseOptions, openDatabase } from "./db.server";
import { migrate } from "./migrations.server";
import { openViewStore, type ViewStore } from "./store.server";
import type { Kysely } from "kysely";

const pgSkipReason = postgresUnavailable();
if (pgSkipReason) console.warn(`PostgreSQL store tests skipped: ${pgSkipReason}`);

/**
 * Bounds far above anything a loaded test machine needs: these tests are about counting (500
 * increments at once wait their turn for the pool's 10 connections), not about timeouts, which
 * tests/integration/postgres-faults.test.ts covers.
 */
const OPTIONS = databaseOptions(
  parseEnv({ DATABASE_CONNECT_TIMEOUT_MS: "60000", DATABASE_QUERY_TIMEOUT_MS: "60000" }),
);

type Backend = { name: string; url: () => string; available: boolean };
let tempDir = "";
let postgres: TestPostgres | undefined;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), "vv-sqlite-"));
  if (!pgSkipReason) postgres = await startTestPostgres();
}, 60_000);

afterAll(() => {
  postgres?.stop();
  rmSync(tempDir, { recursive: true, force: true });
});

const BACKENDS: Backend[] = [
  {
    name: "SQLite",
    url: () => `file:${path.join(tempDir, `t-${Math.random().toString(36).slice(2)}`, "site.db")}`,
    available: true,
  },
  { name: "PostgreSQL", url: () => postgres!.url, available: !pgSkipReason },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`view store on ${backend.name}`, () => {
    let store: ViewStore;
    let url = "";
    const slug = () => `post-${Math.random().toString(36).slice(2, 10)}`;
    beforeAll(async () => {
      url = backend.url();
      store = await openViewStore(url, OPTIONS);
    });
    afterAll(() => store?.close());

    test("a first view creates the record with 1; the next adds one", async () => {
      const s = slug();
      expect(await store.get(s)).toBe(0);
      expect(await store.increment(s)).toBe(1);
      expect(await store.increment(s)).toBe(2);
      expect(await store.get(s)).toBe(2);
    });

    test("500 increments at once end at exactly +500", async () => {
      const s = slug();
      await store.increment(s);
      const results = await Promise.all(Array.from({ length: 500 }, () => store.increment(s)));
      expect(await store.get(s)).toBe(501);
      // Every answer is a distinct count: no two increments saw the same value.
      expect(new Set(results).size).toBe(500);
      expect(Math.max(...results)).toBe(501);
    });

    test("getMany reads several, unknown ones are 0", async () => {
      const [a, b] = [slug(), slug()];
      await store.increment(a);
      await store.increment(a);
      expect(await store.getMany([a, b])).toEqual({ [a]: 2, [b]: 0 });
      expect(await store.getMany([])).toEqual({});
    });

    test("getAll reads every stored count in one query", async () => {
      const [a, b] = [slug(), slug()];
      await store.increment(a);
      await store.increment(b);
      await store.increment(b);
      const all = await store.getAll();
      expect(all).toMatchObject({ [a]: 1, [b]: 2 });
      expect(Object.values(all).every((views) => Number.isInteger(views) && views > 0)).toBe(true);
    });

    test("the record has likes, shares and comments at 0", async () => {
      // A store of its own, closed before the file is read again (a SQLite file has one user at a time).
      const own = backend.url();
      const s = slug();
      const opened = await openViewStore(own, OPTIONS);
      await opened.increment(s);
      await opened.close();
      const database = openDatabase(own, OPTIONS);
      const row = await database.db
        .selectFrom("page_views")
        .selectAll()
        .where("slug", "=", s)
        .executeTakeFirst();
      await database.db.destroy();
      expect(row).toMatchObject({ slug: s, views: 1, likes: 0, shares: 0, comments: 0 });
    });

    test("migrations are idempotent", async () => {
      const url = backend.url();
      const first = openDatabase(url, OPTIONS);
      await migrate(first.db as unknown as Kysely<unknown>);
      await first.db.destroy();
      const again = openDatabase(url, OPTIONS);
      expect(await migrate(again.db as unknown as Kysely<unknown>)).toEqual([]);
      await again.db.destroy();
    });
  });
}

describe.skipIf(Boolean(pgSkipReason))("PostgreSQL: several instances", () => {
  test("migrations are safe when run concurrently", async () => {
    const url = postgres!.url;
    const databases = [
      openDatabase(url, OPTIONS),
      openDatabase(url, OPTIONS),
      openDatabase(url, OPTIONS),
    ];
    const applied = await Promise.all(
      databases.map((d) => migrate(d.db as unknown as Kysely<unknown>)),
    );
    await Promise.all(databases.map((d) => d.db.destroy()));
    expect(applied.flat().filter((name) => name === "001_page_views").length).toBeLessThanOrEqual(
      1,
    );
  });
});

describe("SQLite: one process holds the file", () => {
  test("the WAL index stays in memory: no -shm file is made, so none can be mapped", async () => {
    const url = BACKENDS[0]!.url();
    const store = await openViewStore(url, OPTIONS);
    try {
      await store.increment("a-post");
      expect(existsSync(`${url.slice("file:".length)}-wal`)).toBe(true);
      expect(existsSync(`${url.slice("file:".length)}-shm`)).toBe(false);
    } finally {
      await store.close();
    }
  });

  test("a second opening while it is open is refused at once, with why; it opens once the first is closed", async () => {
    const url = BACKENDS[0]!.url();
    const store = await openViewStore(url, OPTIONS);
    await store.increment("a-post");
    expect(() => openDatabase(url, OPTIONS)).toThrow(
      /site\.db is in use by another process \(a running site keeps its SQLite file to itself; several instances need PostgreSQL\)$/,
    );
    await store.close();
    const again = await openViewStore(url, OPTIONS);
    expect(await again.get("a-post")).toBe(1);
    await again.close();
  });
});
