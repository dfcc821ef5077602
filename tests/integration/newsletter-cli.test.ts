// `npm run newsletter`: the owner's status, export and delete, through the running site's socket
// (the site holds its SQLite file alone) and on the file itself once the site is stopped; a post's
// mail previewed as files; anything else answered with the usage.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, test } from "vitest";
import { adminSocketPath } from "../../server/newsletter/admin";
import { ownerCommand } from "../../server/newsletter/cli";
import { parseEnv } from "~/utils/env.server";
import { waitForDeliveries } from "../helpers/newsletter";
import { newsletterSite, ORIGIN } from "../helpers/newsletter-site";

const run = promisify(execFile);
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function newsletter(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run("node", ["scripts/newsletter.mjs", ...args], {
      env: { ...process.env, NODE_ENV: "production", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test("status, export and delete go through the running site's socket, and to the file once it is stopped", async () => {
  const site = await newsletterSite({
    seed: ["ann@example.org", "bob@example.org"],
    cleanup: (undo) => cleanups.push(undo),
  });
  const env = { DATABASE_URL: site.databaseUrl, SMTP_URL: site.smtp.url, PUBLIC_ORIGIN: ORIGIN };
  const post = await site.publish("A post for the status");
  await waitForDeliveries(site.databaseUrl, (states) => states.sent === 2);
  // Only the site's own user may talk to it.
  expect(statSync(adminSocketPath(site.databaseUrl)!).mode & 0o777).toBe(0o600);

  const status = await newsletter(["status"], env);
  expect(status.code).toBe(0);
  expect(status.stdout).toContain(`Mail goes to ${site.smtp.url}\n`);
  expect(status.stdout).toContain(
    "Subscribers: 2 confirmed, 0 waiting for their confirmation, 0 unsubscribed, 0 refused by their mail server",
  );
  expect(status.stdout).toContain("Mails: 2 sent, 0 to send, 0 failed");
  expect(status.stdout).toMatch(
    new RegExp(`UTC {2}"${post.title}": 2 recipients, 2 sent, 0 to send, 0 failed`),
  );

  const exported = await newsletter(["export"], env);
  const rows = exported.stdout.trim().split("\n");
  expect(rows[0]).toBe("email,state,source,created_at,confirmed_at,left_at");
  expect(rows.slice(1).map((row) => row.split(",").slice(0, 3))).toEqual([
    ["ann@example.org", "confirmed", "footer"],
    ["bob@example.org", "confirmed", "footer"],
  ]);

  const deleted = await newsletter(["delete", " Bob@Example.ORG "], env);
  expect(deleted).toMatchObject({
    code: 0,
    stdout: "Deleted bob@example.org and the record of its mails.\n",
  });
  const again = await newsletter(["delete", "bob@example.org"], env);
  expect(again).toMatchObject({
    code: 1,
    stderr: "bob@example.org is not stored: nothing to delete.\n",
  });
  expect((await newsletter(["status"], env)).stdout).toContain("Mails: 1 sent,");

  // Stopped, the site no longer holds the file: the command opens it itself.
  await site.server.stop();
  const stopped = await newsletter(["export"], env);
  expect(stopped.code).toBe(0);
  expect(
    stopped.stdout
      .trim()
      .split("\n")
      .slice(1)
      .map((row) => row.split(",")[0]),
  ).toEqual(["ann@example.org"]);
  // Opened by another user than the file's, it would leave files the site cannot open: refused.
  const settings = parseEnv(env);
  await expect(ownerCommand(settings, { name: "status" }, process.getuid!() + 1)).rejects.toThrow(
    /site-newsletter\.db belongs to another user .* run the command as that user/,
  );
  // The site's log never showed an address in full.
  expect(site.server.output()).not.toMatch(/(ann|bob)@example\.org/);
}, 180_000);

test("preview writes a post's mail as .eml and .html; an unknown slug or command is refused", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-preview-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = { PUBLIC_ORIGIN: ORIGIN, DATABASE_URL: `file:${dir}/site.db` };
  const preview = await newsletter(["preview", "how-processors-work"], env);
  expect(preview.code).toBe(0);
  // In the system's temporary folder, never the site's data folder.
  const eml = path.join(tmpdir(), "newsletter-previews", "preview-how-processors-work.eml");
  const html = path.join(tmpdir(), "newsletter-previews", "preview-how-processors-work.html");
  expect(preview.stdout).toContain(eml);
  expect(preview.stdout).toContain(html);
  const source = readFileSync(eml, "utf8");
  expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(source).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(readFileSync(html, "utf8")).toContain(`href="${ORIGIN}/blogs/how-processors-work"`);

  const unknown = await newsletter(["preview", "no-such-post"], env);
  expect(unknown).toMatchObject({
    code: 1,
    stderr: "No post has the slug no-such-post.\n",
  });
  const usage = await newsletter(["send"], env);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toMatch(/^Usage: npm run newsletter -- <command>/);
}, 90_000);
