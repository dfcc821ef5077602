import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

// The README and the decision notes send a reader to files by their paths: each must still be
// there. A note's Context tells what was (paths since moved may stay); the rest says what is.

/** A path in backticks that starts at one of the repository's own folders. */
const REPO_PATH = /`((?:app|server|scripts|tests|content|docs|deploy|art|public|\.ci)\/[^`\s]*)`/g;

/** `{a,b}` gives a path per choice. */
function expand(pattern: string): string[] {
  const brace = /\{([^{}]*)\}/.exec(pattern);
  if (!brace) return [pattern];
  return brace[1]!.split(",").flatMap((choice) => expand(pattern.replace(brace[0], choice)));
}

/** Whether a file or folder matches: `*`, `<name>` and `YYYY` stand for any part of a name. */
function matches(pattern: string): boolean {
  const names = pattern.replace(/\/$/, "").split("/");
  let places = ["."];
  for (const name of names) {
    const regex = new RegExp(
      `^${name
        .split(/(\*|<[^>]+>|YYYY)/)
        .map((part, i) => (i % 2 ? ".+" : part.replace(/[.+?^$()[\]\\|]/g, "\\$&")))
        .join("")}$`,
    );
    places = places.flatMap((place) => {
      if (!/[*<]|YYYY/.test(name)) {
        const next = path.join(place, name);
        return existsSync(next) ? [next] : [];
      }
      if (!existsSync(place) || !statSync(place).isDirectory()) return [];
      return readdirSync(place)
        .filter((entry) => regex.test(entry))
        .map((entry) => path.join(place, entry));
    });
  }
  return places.length > 0;
}

/** The text of a Markdown file without the sections named `skip`. */
function withoutSections(text: string, skip: string[]): string {
  return text
    .split(/^(?=## )/m)
    .filter((section) => !skip.some((heading) => section.startsWith(`## ${heading}\n`)))
    .join("");
}

function missingPaths(file: string, skip: string[] = []): string[] {
  const text = withoutSections(readFileSync(file, "utf8"), skip);
  return [...text.matchAll(REPO_PATH)]
    .map((match) => match[1]!)
    .filter((named) => !expand(named).every(matches));
}

test("every path the README names is there", () => {
  expect(missingPaths("README.md")).toEqual([]);
});

test("every path a decision note names outside its context is there", () => {
  const notes = readdirSync("docs/decisions").filter((name) => name.endsWith(".md"));
  const missing = notes.flatMap((note) =>
    missingPaths(`docs/decisions/${note}`, ["Context"]).map((named) => `${note}: ${named}`),
  );
  expect(missing).toEqual([]);
});

test("a pattern matches files as the docs write them, and a missing path is caught", () => {
  expect(expand("app/routes/{home,shop}.tsx")).toEqual([
    "app/routes/home.tsx",
    "app/routes/shop.tsx",
  ]);
  expect(matches("content/tournaments/<id>/YYYY.yaml")).toBe(true);
  expect(matches("content/tv/*.yaml")).toBe(true);
  expect(matches("content/tv/*.json")).toBe(false);
  expect(matches("app/enhance/index.ts")).toBe(false);
});
