// `npm run check:content`: checks all the content of CONTENT_DIR exactly as the server does when it
// starts and on every reload (the same function), and names every problem with its file, line and
// field. Exits 1 on any. `npm run build` runs it first.
import { contentDir } from "~/features/content/dir.server";
import { loadContent } from "~/content/load.server";
import { formatProblem } from "~/features/content/problems";

const dir = contentDir();
const started = performance.now();
const result = loadContent(dir);
const ms = Math.round(performance.now() - started);
if (result.ok) {
  console.log(`Content OK (${result.snapshot.version}, ${dir}, ${ms} ms): ${result.summary}`);
} else {
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(
    `\n${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${dir}: the server would refuse this content (at start-up and on reload).`,
  );
  process.exitCode = 1;
}
