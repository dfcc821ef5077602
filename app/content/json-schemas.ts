import { z } from "zod";
import { frontmatterSchema } from "~/features/blog/schema";
import { hubSchema } from "~/features/gaming/hub";
import { servicesFileSchema } from "~/features/services/services";
import {
  cricketQualifiersSchema,
  footballQualifiersSchema,
} from "~/features/tournaments/model/qualifiers";
import { cricketSeasonSchema } from "~/features/tournaments/model/cricket-season";
import { footballSeasonSchema } from "~/features/tournaments/model/football-season";
import { tournamentHomeSchema } from "~/features/tournaments/model/content";
import { channelSchema } from "~/features/tv/schema";

/**
 * The JSON Schemas of the content's data files, generated from the zod schemas the content check
 * uses, so an editor's completion and typo errors agree with the check. Each YAML file names its
 * schema on its first line (`# yaml-language-server: $schema=…`, which the YAML extension of
 * VS Code and other editors read). `npm run content:schemas` writes them; a test keeps them current.
 */
export const DATA_FILE_SCHEMAS = {
  "ucc-season": {
    schema: footballSeasonSchema,
    title: "A season of the Ultimate Clubs Cup: tournaments/ucc/YYYY.yaml",
  },
  "ucc-qualifiers": {
    schema: footballQualifiersSchema,
    title: "The Ultimate Clubs Cup qualifiers of a year: tournaments/ucc/YYYY-q.yaml",
  },
  "csc-season": {
    schema: cricketSeasonSchema,
    title: "A season of the Cricket Super Cup: tournaments/csc/YYYY.yaml",
  },
  "csc-qualifiers": {
    schema: cricketQualifiersSchema,
    title: "The Cricket Super Cup qualifiers of a year: tournaments/csc/YYYY-q.yaml",
  },
  "tournament-home": {
    schema: tournamentHomeSchema,
    title: "A tournament home page's photos and final poster: tournaments/<id>/home.yaml",
  },
  "tv-channel": {
    schema: channelSchema,
    title: "A TV channel, everything about it: tv/<channel>.yaml",
  },
  "gaming-hub": { schema: hubSchema, title: "What the gaming hub shows: gaming/hub.yaml" },
  services: {
    schema: servicesFileSchema,
    title: "The services and the services banner: services.yaml",
  },
  "post-frontmatter": {
    schema: frontmatterSchema,
    title: "A post's frontmatter, the block between --- lines at the top of blog/<slug>.md",
  },
} as const;

export type DataFileKind = keyof typeof DATA_FILE_SCHEMAS;

/** Where the schemas live inside the content folder. */
export const SCHEMAS_DIR = "schemas";

/** Each schema's file name and text. Draft-07, the draft editors' YAML and JSON tooling reads most widely. */
export function jsonSchemaFiles(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DATA_FILE_SCHEMAS).map(([kind, { schema, title }]) => {
      const json = z.toJSONSchema(schema, {
        target: "draft-7",
        io: "input",
        unrepresentable: "any",
        // A schema whose meta gives its own `anyOf` (what it accepts before a preprocess) is that alone.
        override: ({ zodSchema, jsonSchema }) => {
          if (!z.globalRegistry.get(zodSchema)?.anyOf) return;
          for (const key of Object.keys(jsonSchema))
            if (key !== "anyOf") delete (jsonSchema as Record<string, unknown>)[key];
        },
      });
      return [`${kind}.schema.json`, `${JSON.stringify({ ...json, title }, null, 2)}\n`];
    }),
  );
}

/** The first line of a data file: which schema the editor should use (relative to the file). */
export function schemaLine(kind: DataFileKind, fileFromContentRoot: string): string {
  const depth = fileFromContentRoot.split("/").length - 1;
  return `# yaml-language-server: $schema=${"../".repeat(depth) || "./"}${SCHEMAS_DIR}/${kind}.schema.json`;
}
