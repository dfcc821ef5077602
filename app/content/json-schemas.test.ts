import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { filesUnder } from "~/features/content/images.server";
import {
  DATA_FILE_SCHEMAS,
  jsonSchemaFiles,
  schemaLine,
  SCHEMAS_DIR,
  type DataFileKind,
} from "./json-schemas";

test("the committed JSON Schemas are the ones the zod schemas give (else: npm run content:schemas)", () => {
  const dir = path.join("content", SCHEMAS_DIR);
  const expected = jsonSchemaFiles();
  expect(readdirSync(dir).sort()).toEqual(Object.keys(expected).sort());
  for (const [name, text] of Object.entries(expected))
    expect(readFileSync(path.join(dir, name), "utf8"), `${name}: run npm run content:schemas`).toBe(
      text,
    );
});

test("a schema catches a misspelt field and a value of the wrong kind, as an editor would show", () => {
  const tv = JSON.parse(jsonSchemaFiles()["tv-channel.schema.json"]!) as {
    additionalProperties: boolean;
    properties: { videos: { items: Record<string, unknown> } };
  };
  expect(tv.additionalProperties).toBe(false);
  expect(tv.properties.videos.items).toMatchObject({
    additionalProperties: false,
    required: ["id", "title"],
  });
});

/** Which schema each data file of the content must name on its first line. */
function kindOf(file: string): DataFileKind | undefined {
  const tournament = /^tournaments\/(ucc|csc)\/(?:(\d{4})(-q)?|home)\.yaml$/.exec(file);
  if (tournament)
    return tournament[2]
      ? (`${tournament[1]}-${tournament[3] ? "qualifiers" : "season"}` as DataFileKind)
      : "tournament-home";
  if (/^tv\/[a-z0-9_-]+\.yaml$/.test(file)) return "tv-channel";
  if (file === "gaming/hub.yaml") return "gaming-hub";
  if (file === "services.yaml") return "services";
  return undefined;
}

test("every data file of the content names its schema on its first line, for the editor", () => {
  const files = filesUnder("content").filter((file) => file.endsWith(".yaml"));
  expect(files.length).toBeGreaterThan(15);
  for (const file of files) {
    const kind = kindOf(file);
    expect(kind, file).toBeDefined();
    expect(kind! in DATA_FILE_SCHEMAS).toBe(true);
    expect(readFileSync(path.join("content", file), "utf8").split("\n")[0], file).toBe(
      schemaLine(kind!, file),
    );
  }
});
