import { setFlagsFromString } from "node:v8";

/**
 * How far V8 may let the heap grow past what its last full collection kept alive before it
 * collects again (HEAP_GROWTH_PERCENT, 50). V8's own rule lets it grow up to four times on a
 * machine with a few GB of memory: a flood of requests nobody reads left a 40 MB live heap in
 * 190 MB of heap. The heap's size limits (--max-old-space-size, --max-semi-space-size) are fixed
 * when V8 starts, before any of this code runs (v8.setFlagsFromString leaves them as they were),
 * so they would need a flag in every way the server is started, or a second process that starts
 * Node again with them and then stands between the server and its signals and exit code. This
 * factor V8 reads at every collection: set here, it holds however the server was started.
 * 0 leaves V8's own rule.
 */
export function limitHeapGrowth(percent: number) {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
