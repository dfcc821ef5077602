// Where the browser tests' server writes its mail (no SMTP_URL: .eml files), and how a test finds
// the one sent to its own address. The folder is named after the port, which the runner and its
// workers agree on (the database's folder is named after the runner's process).
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

export const E2E_MAIL_DIR = path.join(
  tmpdir(),
  `voltverse-e2e-mail-${process.env.E2E_PORT ?? 4173}`,
);

/** An address no other test (nor an earlier run) has used. */
export function uniqueAddress(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** The mail sent to `address`, once its file is there (undefined until then). */
export async function mailTo(address: string): Promise<ParsedMail | undefined> {
  let names: string[];
  try {
    names = readdirSync(E2E_MAIL_DIR).filter((name) => name.endsWith(".eml"));
  } catch {
    return undefined;
  }
  for (const name of names) {
    const source = readFileSync(path.join(E2E_MAIL_DIR, name));
    if (!source.includes(address)) continue;
    return simpleParser(source);
  }
  return undefined;
}
