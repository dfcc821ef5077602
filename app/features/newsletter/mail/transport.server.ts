import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { maskAddresses } from "~/features/newsletter/address";
import type { OutgoingMail } from "./messages.server";

/**
 * How one send went: "sent" (the server took it: 250); "retry" (it refused this mail for now,
 * 4xx); "refused" (it refused this recipient for good, 5xx); "unavailable" (no server to give
 * it to, or one that refuses the sender or the login: nothing is wrong with the address).
 */
type SendResult =
  | { kind: "sent"; /** Without a mail server: the .eml file it was written to. */ file?: string }
  | { kind: "retry" | "refused" | "unavailable"; error: string };

export type MailTransport = {
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Where mail goes, for the log and `npm run newsletter -- status` (no password). */
  where: string;
  /** True while mail is written to files (no SMTP_URL): check:live fails on it. */
  toFiles: boolean;
  close(): void;
};

/** One mail server answer a mail may wait for; a slower one counts as the server being unavailable. */
const SEND_TIMEOUT_MS = 30_000;

/** An SMTP address fit for a log: no user or password. */
function redactSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
}

/** Where mail goes, as the log and `npm run newsletter -- status` say it (no password). */
export function mailDestination({
  smtpUrl,
  mailDir,
}: {
  smtpUrl: string | undefined;
  mailDir: string;
}): string {
  return smtpUrl ? redactSmtpUrl(smtpUrl) : `files in ${path.resolve(mailDir)}`;
}

/**
 * Real SMTP through nodemailer when `smtpUrl` is set: one pooled connection, TLS as the URL says
 * (smtps:// from the first byte; smtp:// upgrades with STARTTLS when offered, ?requireTLS=true
 * insists). Without it, every mail is written as an .eml file to `mailDir`.
 */
export function createMailTransport({
  smtpUrl,
  mailDir,
  from,
}: {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
}): MailTransport {
  if (!smtpUrl) return fileTransport(mailDir, from);
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    // One connection for the whole send (nodemailer closes it after 100 mails by default).
    maxMessages: Infinity,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    where: mailDestination({ smtpUrl, mailDir }),
    toFiles: false,
    async send(mail) {
      try {
        await transport.sendMail({ ...mail, from });
        return { kind: "sent" };
      } catch (error) {
        return classify(error);
      }
    },
    close: () => transport.close(),
  };
}

/** What an error of nodemailer's says about the mail, the address and the server. */
function classify(error: unknown): SendResult {
  const { responseCode, command, message } = error as {
    responseCode?: number;
    command?: string;
    message?: string;
  };
  const text = maskAddresses(String(message ?? error)).slice(0, 300);
  // No answer (connection, TLS, timeout), the login refused, or the sender refused: the server's
  // or the settings' problem, never the recipient's.
  if (!responseCode || responseCode === 421 || (command !== "RCPT TO" && command !== "DATA"))
    return { kind: "unavailable", error: text };
  return { kind: responseCode >= 500 ? "refused" : "retry", error: text };
}

/** Builds mails without sending them: the bytes of an .eml file. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

/** A mail as an .eml file holds it: its headers, both parts, as a mail server would receive it. */
export async function mailSource(mail: OutgoingMail, from: string): Promise<Buffer> {
  const info = await composer.sendMail({ ...mail, from });
  return info.message as Buffer;
}

/** Writes a file whole: under a temporary name first, then renamed (a reader never sees half). */
export function writeWhole(file: string, data: Buffer | string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}`);
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** The embedded default: each mail an .eml file. */
function fileTransport(mailDir: string, from: string): MailTransport {
  const dir = path.resolve(mailDir);
  return {
    where: mailDestination({ smtpUrl: undefined, mailDir }),
    toFiles: true,
    async send(mail) {
      try {
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
        const file = path.join(dir, name);
        writeWhole(file, await mailSource(mail, from));
        return { kind: "sent", file };
      } catch (error) {
        return { kind: "unavailable", error: String(error) };
      }
    },
    close: () => undefined,
  };
}
