import { contentDir } from "~/features/content/dir.server";
import { loadContent, type LoadOptions } from "./load.server";
import { formatProblem } from "~/features/content/problems";
import { unpublishedLines } from "~/features/blog/schedule";
import { clockNow } from "~/utils/clock.server";

/**
 * Checks all the content of CONTENT_DIR exactly as the server does when it starts and on every
 * reload (the same function), printing every problem with its file, line and field. Returns the
 * exit code: 0 when the server would take the content, 1 when it would refuse it. The routes
 * (the server's, or the sources' for `npm run check:content`) tell which pages links may lead to.
 */
export function checkContent(dir: string = contentDir(), options?: LoadOptions): number {
  const started = performance.now();
  const result = loadContent(dir, options);
  const ms = Math.round(performance.now() - started);
  if (result.ok) {
    console.log(`Content OK (${result.snapshot.version}, ${dir}, ${ms} ms): ${result.summary}`);
    // Not public yet: what is scheduled and when, and the drafts.
    for (const line of unpublishedLines(result.snapshot.posts.files(), clockNow()))
      console.log(line);
    return 0;
  }
  for (const problem of result.problems) console.error(formatProblem(problem));
  console.error(
    `\n${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in ${dir}: the server would refuse this content (at start-up and on reload).`,
  );
  return 1;
}
