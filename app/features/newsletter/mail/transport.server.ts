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
export type SendResult =
  { kind: "sent" } | { kind: "retry" | "refused" | "unavailable"; error: string };

export type MailTransport = {
  send(mail: OutgoingMail): Promise<SendResult>;
  /** Where mail goes, for the log and `npm run newsletter -- status` (no password). */
  where: string;
  /** True while mail is written to files (no SMTP_URL): check:live fails on it. */
  toFiles: boolean;
  close(): void;
};

/** One mail server answer a mail may wait for; a slower one counts as the server being unavailable. */
export const SEND_TIMEOUT_MS = 30_000;

/** An SMTP address fit for a log: no user or password. */
export function redactSmtpUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
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
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    where: redactSmtpUrl(smtpUrl),
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
export function classify(error: unknown): SendResult {
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

/** The embedded default: each mail an .eml file, written whole (a temporary name, then renamed). */
function fileTransport(mailDir: string, from: string): MailTransport {
  const dir = path.resolve(mailDir);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    where: `files in ${dir}`,
    toFiles: true,
    async send(mail) {
      try {
        const info = await transport.sendMail({ ...mail, from });
        mkdirSync(dir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID().slice(0, 8)}.eml`;
        writeFileSync(path.join(dir, `.${name}`), info.message as Buffer);
        renameSync(path.join(dir, `.${name}`), path.join(dir, name));
        return { kind: "sent" };
      } catch (error) {
        return { kind: "unavailable", error: String(error) };
      }
    },
    close: () => transport.close(),
  };
}
