// Removed when the tournaments rooms land: the page meta is app/features/shell/meta.ts (it reads
// the brand from site.config.ts, which sits above app/utils/); this passes it on to the
// tournaments' folders until they import it from there.
export { pageMeta, pageTitle } from "~/features/shell/meta";
