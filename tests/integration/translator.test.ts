import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startProductionServer, type RunningServer } from "../helpers/server";

const dir = mkdtempSync(path.join(tmpdir(), "translator-test-"));
let on: RunningServer;
let off: RunningServer;

beforeAll(async () => {
  [on, off] = await Promise.all([
    startProductionServer({
      DATABASE_URL: `file:${path.join(dir, "on.db")}`,
      TRANSLATOR_SCRIPT_URL: "https://translate.example/element.js?cb=init",
    }),
    startProductionServer({ DATABASE_URL: `file:${path.join(dir, "off.db")}`, TRANSLATOR: "off" }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([on?.stop(), off?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

test("with the translator on, every page offers the picker with the configured script, and the CSP allows its origin", async () => {
  for (const page of ["/", "/blogs", "/no-such-page"]) {
    const response = await fetch(on.url + page);
    const html = await response.text();
    expect(html).toContain('data-enhance="translator"');
    expect(html).toContain('data-src="https://translate.example/element.js?cb=init"');
    expect(response.headers.get("content-security-policy")).toMatch(
      /script-src [^;]*https:\/\/translate\.example/,
    );
  }
});

test("TRANSLATOR=off: no picker, no script address, and the CSP names no translator origin", async () => {
  for (const page of ["/", "/blogs", "/no-such-page"]) {
    const response = await fetch(off.url + page);
    const html = await response.text();
    expect(html).not.toContain('data-enhance="translator"');
    expect(html).not.toMatch(/translate\.google|element\.js/);
    expect(response.headers.get("content-security-policy")).not.toMatch(/translate|gstatic/);
  }
});
