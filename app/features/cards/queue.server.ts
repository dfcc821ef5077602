// Cards are rendered one at a time (a card takes a core for a fraction of a second; pages must keep
// serving on the other) and written once: a card already on disk is never drawn again. A card a
// visitor (a share preview) asks for goes to the front; those a reload renders ahead wait behind.
import { access, mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CardText } from "./card-text";
import { renderCard } from "./render.server";

type Job = {
  name: string;
  text: CardText;
  /** A request waits for it. */
  urgent: boolean;
  done: Promise<boolean>;
  settle: (rendered: boolean) => void;
  fail: (error: unknown) => void;
};

const pending: Job[] = [];
const jobs = new Map<string, Job>();
let running = false;

export async function onDisk(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Written beside and renamed: another instance sharing the folder never reads half a file. */
async function store(dir: string, name: string, png: Buffer) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
  await writeFile(temporary, png);
  await rename(temporary, path.join(dir, name));
}

async function pump(dir: string) {
  if (running) return;
  running = true;
  try {
    for (let job = pending.shift(); job; job = pending.shift()) {
      try {
        const exists = await onDisk(path.join(dir, job.name));
        if (!exists) {
          await store(dir, job.name, await renderCard(job.text));
        }
        job.settle(!exists);
      } catch (error) {
        job.fail(error);
      } finally {
        jobs.delete(job.name);
      }
    }
  } finally {
    running = false;
  }
}

/**
 * The card `name` on disk in `dir`, rendered from `text` when it is not: resolves true when this
 * call drew it. `urgent` (a request waits for it) puts it before the cards rendered ahead.
 */
export function ensureCard(
  dir: string,
  name: string,
  text: CardText,
  urgent: boolean,
): Promise<boolean> {
  let job = jobs.get(name);
  if (job) {
    if (urgent && !job.urgent && pending.includes(job)) {
      job.urgent = true;
      pending.splice(pending.indexOf(job), 1);
      pending.unshift(job);
    }
    return job.done;
  }
  let settle!: Job["settle"];
  let fail!: Job["fail"];
  const done = new Promise<boolean>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  job = { name, text, urgent, done, settle, fail };
  jobs.set(name, job);
  if (urgent) pending.unshift(job);
  else pending.push(job);
  void pump(dir);
  return done;
}

/** Drops the cards waiting to be rendered ahead (a newer reload has its own list); asked-for ones stay. */
export function dropRenderAhead() {
  for (let at = pending.length - 1; at >= 0; at--) {
    const job = pending[at]!;
    if (job.urgent) continue;
    pending.splice(at, 1);
    jobs.delete(job.name);
    job.settle(false);
  }
}
