// A real SMTP server for tests (smtp-server, on loopback), reading what arrives with mailparser.
// It answers as the test tells it (4xx, 5xx) and can hold its answers to DATA, so a test can stop
// the site while mails are in flight: a mail counts as delivered only once it was answered 250.
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from "smtp-server";

export type ReceivedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header line as sent, by lower-case name. */
  headers: Map<string, string>;
};

/** An SMTP reply other than 250 for a recipient, or undefined to accept it. */
type RecipientAnswer = (address: string, attempt: number) => number | undefined;

export type TestSmtp = {
  url: string;
  /** Mails answered 250, in order. */
  mails: ReceivedMail[];
  /** Resolves once `count` mails (or one that matches) have been answered 250. */
  waitFor: (
    count: number | ((mails: ReceivedMail[]) => boolean),
    timeoutMs?: number,
  ) => Promise<void>;
  /** How many times each recipient was offered (RCPT TO), whatever the answer. */
  offered: Map<string, number>;
  answer: (decide: RecipientAnswer) => void;
  /** From now on DATA is not answered until release(); a held mail whose connection closes is dropped. */
  hold: () => void;
  release: () => void;
  /** Mails whose DATA is being held now (their connection still open). */
  held: () => number;
  /** Resolves once exactly `count` mails are held (0: the held ones' connections have closed). */
  waitForHeld: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

function smtpError(code: number) {
  return Object.assign(new Error(code >= 500 ? "Mailbox unavailable" : "Try again later"), {
    responseCode: code,
  });
}

/** A mail as the test sees it: its recipients, parts and header lines. */
function received(parsed: ParsedMail, session: SMTPServerSession): ReceivedMail {
  return {
    to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","),
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    messageId: parsed.messageId ?? "",
    headers: new Map(
      parsed.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(":") + 1).trim()]),
    ),
  };
}

/** Resolves once `done()` holds: checked again each time `waiting`'s checks are called. */
function until(
  waiting: Set<() => void>,
  done: () => boolean,
  timeoutMs: number,
  what: () => string,
) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(check);
      reject(new Error(`${what()} within ${timeoutMs} ms`));
    }, timeoutMs);
    function check() {
      if (!done()) return;
      clearTimeout(timer);
      waiting.delete(check);
      resolve();
    }
    waiting.add(check);
    check();
  });
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const offered = new Map<string, number>();
  const closed = new Set<string>();
  const waiting = new Set<() => void>();
  let decide: RecipientAnswer = () => undefined;
  let holding = false;
  let pending: { session: SMTPServerSession; finish: () => void }[] = [];
  const changed = () => waiting.forEach((check) => check());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const attempt = (offered.get(address.address) ?? 0) + 1;
      offered.set(address.address, attempt);
      const code = decide(address.address, attempt);
      callback(code ? smtpError(code) : undefined);
    },
    onData(stream, session, callback) {
      void simpleParser(stream).then((parsed) => {
        const finish = () => {
          if (closed.has(session.id)) return;
          mails.push(received(parsed, session));
          callback();
          changed();
        };
        if (holding) {
          pending.push({ session, finish });
          changed();
        } else finish();
      });
    },
    onClose(session) {
      closed.add(session.id);
      changed();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const held = () => pending.filter(({ session }) => !closed.has(session.id)).length;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    offered,
    waitFor: (count, timeoutMs = 60_000) =>
      until(
        waiting,
        typeof count === "number" ? () => mails.length >= count : () => count(mails),
        timeoutMs,
        () => `${mails.length} mails`,
      ),
    waitForHeld: (count, timeoutMs = 60_000) =>
      until(
        waiting,
        () => held() === count,
        timeoutMs,
        () => `${held()} mails held`,
      ),
    answer: (next) => void (decide = next),
    hold: () => void (holding = true),
    release() {
      holding = false;
      const released = pending;
      pending = [];
      for (const { finish } of released) finish();
    },
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
