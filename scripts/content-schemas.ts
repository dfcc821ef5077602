// `npm run content:schemas`: writes the JSON Schemas of the content's data files into
// {CONTENT_DIR}/schemas/, generated from the zod schemas the content check uses. Run it after
// changing a schema; a test fails while the committed ones are out of date.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentDir } from "~/features/content/dir.server";
import { jsonSchemaFiles, SCHEMAS_DIR } from "~/content/json-schemas";

const dir = path.join(contentDir(), SCHEMAS_DIR);
mkdirSync(dir, { recursive: true });
for (const [name, text] of Object.entries(jsonSchemaFiles()))
  writeFileSync(path.join(dir, name), text);
console.log(`Wrote ${Object.keys(jsonSchemaFiles()).length} schemas to ${dir}`);
