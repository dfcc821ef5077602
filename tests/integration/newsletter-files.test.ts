// Without SMTP_URL (the embedded default, so `npm start` needs nothing else) every mail is an .eml
// file in MAIL_DIR, and the log says where: the start-up line, and each confirmation's file.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, expect, test } from "vitest";
import { startProductionServer } from "../helpers/server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("no SMTP_URL: the confirmation is written to MAIL_DIR as a whole mail, and the log names the file", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-mail-files-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const mailDir = path.join(dir, "mail");
  const server = await startProductionServer({
    DATABASE_URL: `file:${path.join(dir, "site.db")}`,
    MAIL_DIR: mailDir,
    PUBLIC_ORIGIN: "https://voltverse.example.com",
  });
  cleanups.push(() => server.stop());
  await server.waitForLine(
    new RegExp(
      `^Newsletter: mail is written to files in ${mailDir} \\(set SMTP_URL to send it\\)$`,
    ),
  );
  const answer = await fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "email=files%40example.org&source=home&website=",
  });
  expect(answer.status).toBe(200);
  const line = await server.waitForLine(/^Newsletter: the confirmation to f…@example\.org is in /);
  const file = line.slice(line.indexOf(" is in ") + " is in ".length);
  expect(path.dirname(file)).toBe(mailDir);
  const mail = await simpleParser(readFileSync(file));
  expect(mail.to).toMatchObject({ text: "files@example.org" });
  expect(mail.subject).toBe("Confirm your subscription to VoltVerse");
  expect(mail.text).toMatch(
    /^https:\/\/voltverse\.example\.com\/newsletter\/confirm\?token=[\w-]{43}$/m,
  );
  expect(mail.html).toContain("Confirm subscription");
}, 60_000);
