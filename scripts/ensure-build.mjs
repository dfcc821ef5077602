// Used before the browser tests: they run against the production build.
import { ensureBuild } from "./build-freshness.mjs";

ensureBuild();
