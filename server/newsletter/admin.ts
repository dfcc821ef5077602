import { chmodSync, rmSync } from "node:fs";
import { createServer, request } from "node:http";
import path from "node:path";
import {
  readOwnerCommand,
  runOwnerCommand,
  type OwnerAnswer,
  type OwnerCommand,
} from "~/features/newsletter/owner/commands.server";
import type { Newsletter } from "~/features/newsletter/newsletter.server";
import { newsletterFile } from "~/features/newsletter/store/db.server";

/** A command's body is a few dozen bytes; anything longer is not one. */
const MAX_COMMAND_BYTES = 4_096;

/**
 * Where the running site takes `npm run newsletter`'s commands on SQLite, whose file it holds
 * alone: a Unix socket beside that file (data/site-newsletter.sock), which only the site's own
 * user (and root) may open. Undefined on PostgreSQL, which the command opens itself.
 */
export function adminSocketPath(databaseUrl: string): string | undefined {
  if (!databaseUrl.startsWith("file:")) return undefined;
  const file = path.parse(newsletterFile(databaseUrl));
  return path.join(file.dir, `${file.name}.sock`);
}

/**
 * Listens for owner commands on `socketPath`: one POST of JSON per command, answered with the
 * command's exit code and output. Call once the store is open: holding the SQLite file means no
 * other site runs here, so a socket file left by a process that was killed is stale.
 */
export async function listenForOwner(
  socketPath: string,
  newsletter: () => Promise<Newsletter>,
): Promise<{ close: () => Promise<void> }> {
  rmSync(socketPath, { force: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_COMMAND_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      void answer(newsletter, req.method, Buffer.concat(chunks).toString("utf8"), size).then(
        (result) =>
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(result)),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  // The socket is as private as the database file beside it.
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).finally(() => rmSync(socketPath, { force: true })),
  };
}

async function answer(
  newsletter: () => Promise<Newsletter>,
  method: string | undefined,
  body: string,
  size: number,
): Promise<OwnerAnswer> {
  let command: OwnerCommand | undefined;
  try {
    command =
      method === "POST" && size <= MAX_COMMAND_BYTES
        ? readOwnerCommand(JSON.parse(body))
        : undefined;
  } catch {
    command = undefined;
  }
  if (!command) return { code: 2, output: "Not a newsletter command.\n" };
  try {
    const { store, transport } = await newsletter();
    return await runOwnerCommand(store, command, transport.where);
  } catch (error) {
    return { code: 1, output: `The newsletter's store failed: ${String(error)}\n` };
  }
}

/**
 * Asks the site running here to run `command`; undefined when none listens (no socket file, or
 * one that nobody answers: the site is stopped, and the command may open the file itself).
 */
export function askRunningSite(
  socketPath: string,
  command: OwnerCommand,
): Promise<OwnerAnswer | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, method: "POST", path: "/" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as OwnerAnswer),
      );
      res.on("error", reject);
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      error.code === "ENOENT" || error.code === "ECONNREFUSED" ? resolve(undefined) : reject(error),
    );
    req.end(JSON.stringify(command));
  });
}
