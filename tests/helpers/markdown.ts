import { readFileSync } from "node:fs";

/** The lines of one section of a Markdown file (`## …` or `### …`, by its exact heading), up to the next heading of any level up to 3. */
export function markdownSection(file: string, heading: string): string[] {
  const lines = readFileSync(file, "utf8").split("\n");
  // A line starting with "#" inside a code block (a shell comment) is not a heading.
  let fenced = false;
  const isHeading = lines.map((line) => {
    if (line.startsWith("```")) fenced = !fenced;
    return !fenced && /^#{1,3} /.test(line);
  });
  const start = lines.findIndex(
    (line, index) =>
      isHeading[index] && line.startsWith("##") && line.replace(/^#+ /, "") === heading,
  );
  if (start === -1) throw new Error(`${file} has no "${heading}" section`);
  const end = isHeading.findIndex((heading, index) => index > start && heading);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The body rows of the first Markdown table in `lines`, as trimmed cells without backticks around them. */
export function tableRows(lines: string[]): string[][] {
  const rows = lines
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .slice(1, -1)
        .split("|")
        .map((cell) => cell.trim()),
    );
  // The header row and the |---| row.
  return rows.slice(2).map((cells) => cells.map((cell) => cell.replace(/^`(.*)`$/, "$1")));
}

/** The settings docs/deploy.md gives two instances behind nginx, by where they go: KEY → value for `/etc/voltverse.env`. */
export function documentedInstanceSettings(): Record<string, string> {
  const rows = tableRows(
    markdownSection("docs/deploy.md", "The settings two instances behind nginx need"),
  );
  return Object.fromEntries(
    rows
      .filter(([, where]) => where === "/etc/voltverse.env")
      .map(([name, , value]) => [name!, value!]),
  );
}
