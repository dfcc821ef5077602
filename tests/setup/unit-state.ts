// Unit test files share their worker's modules (vitest.config.ts: the unit project does not
// isolate them), so what one file changes for the whole process is put back before the next
// runs: fake timers, stubbed globals and variables, spies, and the installed content (a file that
// installs a copy of a content folder leaves the site's own content installed again).
import { afterAll, vi } from "vitest";
import { installedContent, swapContent } from "~/features/content/current.server";
import { contentDir } from "~/features/content/dir.server";
import { loadContentOrThrow } from "~/content/install.server";

/** The site's own content, once it has been read in this worker. */
let own = installedContent();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  const installed = installedContent();
  if (installed?.dir === contentDir()) own = installed;
  else if (installed) swapContent((own ??= loadContentOrThrow()));
});
