import { normaliseAddress } from "~/features/newsletter/address";
import type { NewsletterDb } from "~/features/newsletter/store/db.server";
import { deleteAddress } from "~/features/newsletter/store/subscribers.server";
import { exportCsv } from "./export.server";
import { formatStatus, readStatus } from "./status.server";

/** What `npm run newsletter` asks of the store, whoever holds it (the running site, or the command). */
export type OwnerCommand =
  { name: "status"; json?: boolean } | { name: "export" } | { name: "delete"; address: string };

/** What a command prints, and its exit code (0: done; 1: nothing to do it to). */
export type OwnerAnswer = { code: number; output: string };

/** Reads the command's shape from JSON that crossed a socket (checked, not assumed). */
export function readOwnerCommand(body: unknown): OwnerCommand | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { name, json, address } = body as Record<string, unknown>;
  if (name === "status") return { name, json: json === true };
  if (name === "export") return { name };
  if (name === "delete" && typeof address === "string") return { name, address };
  return undefined;
}

/** Runs an owner's command on `store`; `where` says where mail goes (for the status). */
export async function runOwnerCommand(
  store: NewsletterDb,
  command: OwnerCommand,
  where: string,
): Promise<OwnerAnswer> {
  switch (command.name) {
    case "status": {
      const status = await readStatus(store);
      const output = command.json ? `${JSON.stringify(status)}\n` : formatStatus(status, where);
      return { code: 0, output };
    }
    case "export":
      return { code: 0, output: await exportCsv(store) };
    case "delete": {
      const address = normaliseAddress(command.address);
      if (!address.ok) return { code: 1, output: `Not an address: ${address.problem}\n` };
      const deleted = await deleteAddress(store, address.address);
      return deleted
        ? { code: 0, output: `Deleted ${address.address} and the record of its mails.\n` }
        : { code: 1, output: `${address.address} is not stored: nothing to delete.\n` };
    }
  }
}
