// The page budget: first-load JavaScript of ours as the browser fetched it (gzip bytes over the
// wire) is at most 10 KB on content pages and 80 KB on /tv (React's client runtime included),
// and a page loads exactly the behaviours' entry, the chunks of the behaviours its markup names
// (data-enhance) and, on /tv alone, its island. The crawl checks it on every page; the route
// patterns' tests (templates.spec.ts) also check what a page asks of other hosts.
import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { ENHANCE_ATTRIBUTE } from "~/enhance/markup";
import { ISLAND_ATTRIBUTE } from "~/islands/island";
import { expect } from "../fixtures";

/** Content pages: the entry and the few behaviours their markup names. */
const CONTENT_PAGE_BUDGET_BYTES = 10 * 1024;
/** The TV: the one page with a React island. */
const TV_BUDGET_BYTES = 80 * 1024;
export const TV_PATH = "/tv";

/** Every file the browser fetches for each module that starts a load (written by the build: scripts/browser-chunks.mjs). */
export const CHUNKS = JSON.parse(readFileSync("build/browser-chunks.json", "utf8")) as Record<
  string,
  string[]
>;
export const ENTRY_MODULE = "app/browser/enhance.entry.ts";
const islandModule = (name: string) => `app/browser/${name}.entry.tsx`;
const ISLAND_FILES = new Set(
  Object.entries(CHUNKS).flatMap(([module, files]) => (module.endsWith(".entry.tsx") ? files : [])),
);

/**
 * Where each behaviour's code lives, read from app/browser/behaviours.ts: `null` for the shell's
 * behaviours built into the entry, else the module of its own chunk.
 */
function behaviourModules(): Map<string, string | null> {
  const source = readFileSync("app/browser/behaviours.ts", "utf8");
  const table = source.slice(source.indexOf("export const registry"));
  const modules = new Map<string, string | null>();
  for (const [, name, module] of table.matchAll(
    /^\s*"?([a-z-]+)"?: (?:inEntry\(|\(\) => import\("~\/([^"]+)"\))/gm,
  )) {
    modules.set(name!, module ? `app/${module}.ts` : null);
  }
  return modules;
}
export const BEHAVIOURS = behaviourModules();

/** The scripts a page may load: the entry, its behaviours' chunks, its islands. */
function expectedScripts(behaviours: string[], islands: string[]): string[] {
  const files = new Set(CHUNKS[ENTRY_MODULE]);
  for (const name of behaviours) {
    expect(BEHAVIOURS.has(name), `behaviour "${name}" is registered`).toBe(true);
    const module = BEHAVIOURS.get(name);
    if (module) for (const file of CHUNKS[module]!) files.add(file);
  }
  for (const name of islands)
    for (const file of CHUNKS[islandModule(name)] ?? [`(no build for island ${name})`])
      files.add(file);
  return [...files].sort();
}

export const isOurs = (url: string, origin: string) => url.startsWith(`${origin}/`);

type Script = { url: string; bytes: number };

/**
 * Records each script of ours a page fetches, with its body as sent (compressed when the server
 * compressed it). `loaded()` waits for the page's own count: Playwright reports a finished
 * request a little after the page ran it. `reset()` starts a new page.
 */
export function scriptsOf(page: Page, origin: string) {
  let fetched: Promise<Script>[] = [];
  page.on("requestfinished", (request: Request) => {
    if (request.resourceType() !== "script" || !isOurs(request.url(), origin)) return;
    fetched.push(
      request
        .sizes()
        .then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  return {
    reset: () => void (fetched = []),
    loaded: async (): Promise<Script[]> => {
      const count = await page.evaluate(
        (o) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.startsWith(`${o}/`) && /\.js(\?|$)/.test(entry.name))
            .length,
        origin,
      );
      await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(Math.max(count, 1));
      return Promise.all(fetched);
    },
  };
}

/** The behaviours and islands a page's markup names. */
function markupOf(page: Page) {
  return page.evaluate(
    ([behaviour, island]) => {
      const named = (attribute: string) => [
        ...new Set(
          [...document.querySelectorAll(`[${attribute}]`)].map((element) =>
            element.getAttribute(attribute)!,
          ),
        ),
      ];
      return { behaviours: named(behaviour), islands: named(island) };
    },
    [ENHANCE_ATTRIBUTE, ISLAND_ATTRIBUTE] as const,
  );
}

/**
 * The budget and the page's own code, for the page as loaded (behaviours attached): soft
 * expectations, each naming the page. Returns the total, for the log.
 */
export async function expectWithinBudget(page: Page, path: string, scripts: Script[]) {
  const isTv = new URL(path, "http://localhost").pathname === TV_PATH;
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const budget = isTv ? TV_BUDGET_BYTES : CONTENT_PAGE_BUDGET_BYTES;
  expect
    .soft(total, `${path}: ${scripts.map((s) => `${s.url} ${s.bytes}`).join(", ")}`)
    .toBeLessThanOrEqual(budget);
  const markup = await markupOf(page);
  expect.soft(markup.islands, `${path}: islands`).toEqual(isTv ? ["tv"] : []);
  expect
    .soft([...new Set(scripts.map((script) => script.url))].sort(), `${path}: scripts`)
    .toEqual(expectedScripts(markup.behaviours, markup.islands));
  if (!isTv)
    expect
      .soft(
        scripts.filter((script) => ISLAND_FILES.has(script.url)),
        `${path}: island code`,
      )
      .toEqual([]);
  return { total, budget };
}

/** Holds the page's idle callbacks until the test releases them: "the page has not been idle yet". */
export async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => held.push(callback);
    (window as unknown as { __releaseIdle: () => number }).__releaseIdle = () => {
      const callbacks = held.splice(0);
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
      return callbacks.length;
    };
  });
}
