// `npm run check:content`: checks all the content of CONTENT_DIR exactly as the server does when it
// starts and on every reload, and names every problem with its file, line and field. Exits 1 on
// any. `npm run build` runs it first; in a container it is the server build's `checkContent()`.
import { checkContent } from "~/content/check.server";

process.exitCode = checkContent();
