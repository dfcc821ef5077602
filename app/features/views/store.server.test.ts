import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postgresUnavailable, startTestPostgres, type TestPostgres } from "../../../tests/helpers/postgres";
import { openDatabase } from "./db.server";
import { migrate } from "./migrations.server";
import { openViewStore, type ViewStore } from "./store.server";
import type { Kysely } from "kysely";

const pgSkipReason = postgresUnavailable();
if (pgSkipReason) console.warn(`PostgreSQL store tests skipped: ${pgSkipReason}`);

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
  { name: "SQLite", url: () => `file:${path.join(tempDir, `t-${Math.random().toString(36).slice(2)}`, "site.db")}`, available: true },
  { name: "PostgreSQL", url: () => postgres!.url, available: !pgSkipReason },
];

for (const backend of BACKENDS) {
  describe.skipIf(!backend.available)(`view store on ${backend.name}`, () => {
    let store: ViewStore;
    let url = "";
    const slug = () => `post-${Math.random().toString(36).slice(2, 10)}`;
    beforeAll(async () => {
      url = backend.url();
      store = await openViewStore(url);
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
      const s = slug();
      await store.increment(s);
      const database = openDatabase(url);
      const row = await database.db.selectFrom("page_views").selectAll().where("slug", "=", s).executeTakeFirst();
      await database.db.destroy();
      expect(row).toMatchObject({ slug: s, views: 1, likes: 0, shares: 0, comments: 0 });
    });

    test("migrations are idempotent and safe when run concurrently", async () => {
      const url = backend.url();
      const databases = [openDatabase(url), openDatabase(url), openDatabase(url)];
      const applied = await Promise.all(databases.map((d) => migrate(d.db as unknown as Kysely<unknown>)));
      await Promise.all(databases.map((d) => d.db.destroy()));
      expect(applied.flat().filter((name) => name === "001_page_views").length).toBeLessThanOrEqual(1);
      const again = openDatabase(url);
      expect(await migrate(again.db as unknown as Kysely<unknown>)).toEqual([]);
      await again.db.destroy();
    });
  });
}
