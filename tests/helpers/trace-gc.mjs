// Loaded into a test's server with NODE_OPTIONS=--import: V8 says the heap limit it sets after each
// full collection, with the growing factor it used ("[HeapController] Limit: old size: …, new
// limit: … (1.5)"), and SIGUSR2 runs a full collection.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--trace-gc-verbose");
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
process.on("SIGUSR2", () => gc());
