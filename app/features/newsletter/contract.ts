/**
 * The newsletter's forms and answers as both sides see them: the field names the server reads and
 * the JSON it answers a request that asks for it with (Accept: application/json). Browser-safe.
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

/** The answer to a sign-up that asked for JSON (a script's): the page's name and what it says. */
export type NewsletterJson = { ok: boolean; title: string; message: string };
