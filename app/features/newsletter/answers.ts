/**
 * What the newsletter's pages answer, whatever asked (a plain form post, the form's behaviour,
 * a link in a mail): the page the route renders, and the JSON the behaviour reads (contract.ts).
 */
export type NewsletterAnswer =
  | { kind: "check-inbox" }
  | { kind: "confirm"; token: string }
  | { kind: "confirmed" }
  | { kind: "unsubscribe"; token: string }
  | { kind: "unsubscribed" }
  | { kind: "refused"; status: RefusalStatus; title: string; message: string; retryAfter?: number };

export type RefusalStatus = 400 | 403 | 404 | 410 | 413 | 415 | 429 | 503;

/** A refusal: a clear status, the page's name and one sentence saying what to do. */
export function refused(
  status: RefusalStatus,
  title: string,
  message: string,
  retryAfter?: number,
): NewsletterAnswer {
  return { kind: "refused", status, title, message, retryAfter };
}

export function answerStatus(answer: NewsletterAnswer): number {
  return answer.kind === "refused" ? answer.status : 200;
}

/** The page's name: its title is "{brand} - {name}". */
export function answerTitle(answer: NewsletterAnswer): string {
  switch (answer.kind) {
    case "check-inbox":
      return "Check your inbox";
    case "confirm":
      return "Confirm your subscription";
    case "confirmed":
      return "Subscribed";
    case "unsubscribe":
      return "Unsubscribe";
    case "unsubscribed":
      return "Unsubscribed";
    case "refused":
      return answer.title;
  }
}

/** What the page says, in one or two sentences. */
export function answerMessage(answer: NewsletterAnswer, brand: string): string {
  switch (answer.kind) {
    case "check-inbox":
      return "Check your inbox to confirm: we sent a link to the address you gave. It works for 48 hours; until you open it, nothing else is sent.";
    case "confirm":
      return `Confirm that you want an e-mail from ${brand} for every new post.`;
    case "confirmed":
      return `You are subscribed: every new post on ${brand} comes to your inbox. Each mail has a link to unsubscribe in one step.`;
    case "unsubscribe":
      return `Stop the e-mails from ${brand}? Nothing more is sent after you press the button.`;
    case "unsubscribed":
      return `You are unsubscribed: ${brand} sends you nothing more. Changed your mind? Subscribe again below.`;
    case "refused":
      return answer.message;
  }
}
