import path from "node:path";
import { loadContentOrThrow } from "~/content/install.server";
import { databaseOptions } from "~/features/views/db.server";
import { mailDestination } from "~/features/newsletter/mail/transport.server";
import { newsletterSettings } from "~/features/newsletter/newsletter.server";
import {
  runOwnerCommand,
  type OwnerAnswer,
  type OwnerCommand,
} from "~/features/newsletter/owner/commands.server";
import { writePreview } from "~/features/newsletter/owner/preview.server";
import { openNewsletterDb } from "~/features/newsletter/store/db.server";
import { getEnv, type Env } from "~/utils/env.server";
import { adminSocketPath, askRunningSite } from "./admin";

const USAGE = `Usage: npm run newsletter -- <command> [--env-file <file>]
  status              subscribers, mails to send, the last posts mailed and failures
  preview <slug>      writes the mail of a published post to files (.eml and .html)
  export              every stored address with its state and times, as CSV
  delete <address>    deletes an address and the record of its mails
`;

/**
 * Runs a command on the newsletter's store: on PostgreSQL, the command opens it itself; on SQLite,
 * the site running here holds the file, so the command goes through its socket, and the file is
 * opened here only when no site answers there (it is stopped).
 */
export async function ownerCommand(env: Env, command: OwnerCommand): Promise<OwnerAnswer> {
  const socket = adminSocketPath(env.DATABASE_URL);
  const answer = socket ? await askRunningSite(socket, command) : undefined;
  if (answer) return answer;
  const store = await openNewsletterDb(env.DATABASE_URL, databaseOptions(env));
  try {
    return await runOwnerCommand(store, command, mailDestination(newsletterSettings(env)));
  } finally {
    await store.db.destroy();
  }
}

/** `preview <slug>`: the mail as a subscriber would get it, written beside the mail folder. */
async function preview(env: Env, slug: string): Promise<OwnerAnswer> {
  const settings = newsletterSettings(env);
  const dir = path.join(settings.mailDir, "previews");
  const files = await writePreview(loadContentOrThrow(), slug, settings, dir);
  if (!files) return { code: 1, output: `No published post has the slug ${slug}.\n` };
  const mailed = files.mailed ? "" : " (it says newsletter: false: it is never mailed)";
  return {
    code: 0,
    output: `The mail of ${slug}${mailed}:\n  ${files.eml}\n  ${files.html} (its HTML part, to open in a browser)\n`,
  };
}

/** The command the arguments name, or undefined for anything else. */
function parse(
  args: readonly string[],
): OwnerCommand | { name: "preview"; slug: string } | undefined {
  const [name, value, ...rest] = args;
  if (rest.length > 0) return undefined;
  if ((name === "status" || name === "export") && value === undefined) return { name };
  if (name === "status" && value === "--json") return { name, json: true };
  if (name === "delete" && value) return { name, address: value };
  if (name === "preview" && value) return { name, slug: value };
  return undefined;
}

/** `npm run newsletter -- …`: prints what the command answers; returns the exit code. */
export async function newsletterCli(args: readonly string[]): Promise<number> {
  const command = parse(args);
  if (!command) {
    process.stderr.write(USAGE);
    return 2;
  }
  const env = getEnv();
  try {
    const answer =
      command.name === "preview"
        ? await preview(env, command.slug)
        : await ownerCommand(env, command);
    (answer.code === 0 ? process.stdout : process.stderr).write(answer.output);
    return answer.code;
  } catch (error) {
    process.stderr.write(
      `npm run newsletter: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  }
}
