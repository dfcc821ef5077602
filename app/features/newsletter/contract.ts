/**
 * The newsletter's forms and answers as both sides see them: the field names the server reads and
 * the JSON it answers the form's behaviour with (Accept: application/json). Browser-safe.
 */

/** Where the sign-up form posts. */
export const SUBSCRIBE_ACTION = "/newsletter";

export const FIELDS = {
  email: "email",
  /** Where the form is (footer, post, home …): kept with the address. */
  source: "source",
  /** Hidden from people; a bot that fills every field fills it too. */
  trap: "website",
  token: "token",
} as const;

/** The answer to a form the behaviour sent: the page's name and what it says. */
export type NewsletterJson = { ok: boolean; title: string; message: string };

/** The answer in a body, or undefined when it is not one (checked, not assumed: it crossed the network). */
export function readNewsletterJson(body: unknown): NewsletterJson | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { ok, title, message } = body as Record<string, unknown>;
  return typeof ok === "boolean" && typeof title === "string" && typeof message === "string"
    ? { ok, title, message }
    : undefined;
}
