import { ContentError, type ContentProblem } from "~/features/content/problems";
import { readDataFile, type ContentReader } from "~/features/content/reader.server";
import { hubSchema, type Hub } from "./hub";

export const HUB_FILE = "gaming/hub.yaml";

/** The hub as its file declares it, and the file's name as the content check gives it. */
export type HubContent = Hub & { readonly file: string };

/** `{content}/gaming/hub.yaml`, checked by its schema, with every image it names. */
export function readHub(
  reader: ContentReader,
  imageProblem: (at: Omit<ContentProblem, "message">, name: string) => ContentProblem | undefined,
): HubContent {
  const { data, lineOf } = readDataFile(reader, HUB_FILE, hubSchema);
  const file = reader.display(HUB_FILE);
  const problems = (["slides", "playlists", "videos", "shorts"] as const).flatMap((list) =>
    data[list].flatMap(
      (item, index) =>
        imageProblem(
          { file, line: lineOf([list, index, "image"]), field: `${list}.${index}.image` },
          item.image,
        ) ?? [],
    ),
  );
  if (problems.length > 0) throw new ContentError(problems);
  return { ...data, file };
}

// The part of the content snapshot this reader reads (the loader fills it).
declare module "~/features/content/current.server" {
  interface ContentSnapshot {
    /** What the gaming hub shows. */
    readonly hub: HubContent;
  }
}
