import { existsSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
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
import { newsletterFile, openNewsletterDb } from "~/features/newsletter/store/db.server";
import { getEnv, type Env } from "~/utils/env.server";
import { adminSocketPath, askRunningSite } from "./admin";

const USAGE = `Usage: npm run newsletter -- <command> [--env-file <file>]
  status              subscribers, mails to send, the last posts mailed and failures
  preview <slug>      writes a post's mail to files (.eml and .html) in the temporary folder
  export              every stored address with its state and times, as CSV
  delete <address>    deletes an address and the record of its mails
`;

/**
 * Runs a command on the newsletter's store: on PostgreSQL, the command opens it itself; on SQLite,
 * the site running here holds the file, so the command goes through its socket, and the file is
 * opened here only when no site answers there (it is stopped).
 */
export async function ownerCommand(
  env: Env,
  command: OwnerCommand,
  uid = process.getuid?.(),
): Promise<OwnerAnswer> {
  const socket = adminSocketPath(env.DATABASE_URL);
  const answer = socket ? await askRunningSite(socket, command) : undefined;
  if (answer) return answer;
  if (socket) refuseAnotherUsersFile(newsletterFile(env.DATABASE_URL), uid);
  const store = await openNewsletterDb(env.DATABASE_URL, databaseOptions(env));
  try {
    return await runOwnerCommand(store, command, mailDestination(newsletterSettings(env)));
  } finally {
    await store.db.destroy();
  }
}

/**
 * The site stopped, the command opens its SQLite file itself: only as the user the file (or, before
 * it exists, its folder) belongs to. Root's command would leave files the site cannot open (its
 * WAL, a new database), and the newsletter would stop until they were given back.
 */
function refuseAnotherUsersFile(file: string, uid: number | undefined) {
  const target = existsSync(file) ? file : path.dirname(file);
  if (uid === undefined || !existsSync(target)) return;
  const owner = statSync(target).uid;
  if (owner !== uid)
    throw new Error(
      `${target} belongs to another user (uid ${owner}) and no site answers on its socket: run the command as that user (runuser -u <user> -- node scripts/newsletter.mjs …), or while the site runs`,
    );
}

/**
 * `preview <slug>`: the mail as a subscriber would get it, written to the system's temporary
 * folder (never the site's data folder, which a command run as root would leave root's).
 */
async function preview(env: Env, slug: string): Promise<OwnerAnswer> {
  const settings = newsletterSettings(env);
  const dir = path.join(tmpdir(), "newsletter-previews");
  const files = await writePreview(loadContentOrThrow(), slug, settings, dir);
  if (!files) return { code: 1, output: `No post has the slug ${slug}.\n` };
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
