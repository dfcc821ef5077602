import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contrastRatio } from "../../../tests/helpers/contrast";

const CSS = ["app/app.css", "app/components/code-block/code-block.css"]
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

/** The custom properties a theme's blocks set (`:root { … }` or `.dark { … }`), later ones winning. */
function themeVariables(selector: ":root" | ".dark"): Map<string, string> {
  const variables = new Map<string, string>();
  const block = new RegExp(`^${selector.replace(".", "\\.")} \\{([^}]*)\\}`, "gm");
  for (const [, body] of CSS.matchAll(block))
    for (const [, name, value] of body!.matchAll(/(--[\w-]+):\s*([^;]+);/g))
      variables.set(name!, value!.trim());
  return variables;
}

/** A theme's value of a property, following var(…) and falling back to the light theme's (as the cascade does). */
function resolve(name: string, theme: Map<string, string>, light: Map<string, string>): string {
  const value = theme.get(name) ?? light.get(name);
  if (value === undefined) throw new Error(`${name} is not set`);
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  return reference ? resolve(reference[1]!, theme, light) : value;
}

/** "rgb(31 35 40)" → "rgb(31, 35, 40)", the form the contrast helper reads. */
const commas = (colour: string) => colour.replace(/^rgb\((\d+) (\d+) (\d+)\)$/, "rgb($1, $2, $3)");

const light = themeVariables(":root");
const THEMES = { light, dark: themeVariables(".dark") };
/** Every token colour the highlighting rules use. */
const TOKEN_COLOURS = [
  ...new Set([...CSS.matchAll(/color: var\((--code-[\w-]+)\)/g)].map((match) => match[1]!)),
];

test("the highlighting rules use the theme's token colours", () => {
  expect(TOKEN_COLOURS).toEqual(expect.arrayContaining(["--code-keyword", "--code-string"]));
  expect(TOKEN_COLOURS.length).toBeGreaterThanOrEqual(7);
});

for (const [name, theme] of Object.entries(THEMES)) {
  test(`${name} theme: every token colour, the code's own and the bar's label are AA (4.5:1) on the code background`, () => {
    const background = commas(resolve("--code-bg", theme, light));
    for (const token of [...TOKEN_COLOURS, "--code-text", "--text-muted"]) {
      const ratio = contrastRatio(commas(resolve(token, theme, light)), background);
      expect(ratio, `${token} on --code-bg`).toBeGreaterThanOrEqual(4.5);
    }
  });
}
