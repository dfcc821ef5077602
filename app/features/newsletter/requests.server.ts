import { clientKey, createRateLimiter } from "~/utils/clients";
import { getEnv } from "~/utils/env.server";
import { isCrossSite, type RequestOrigin } from "~/utils/same-site";
import { normaliseAddress } from "./address";
import { refused, type NewsletterAnswer } from "./answers";
import { FIELDS } from "./contract";
import type { Newsletter } from "./newsletter.server";
import { SOURCES, type Source } from "./store/schema";
import {
  confirmHash,
  isPendingHash,
  leave,
  signUp,
  subscriberById,
} from "./store/subscribers.server";
import {
  hashToken,
  isConfirmToken,
  isUnsubscribeToken,
  newConfirmToken,
  unsubscribeTokenId,
} from "./tokens.server";

/** What the newsletter's handlers need of an HTTP request, whatever the server. */
export type NewsletterRequest = RequestOrigin & {
  clientAddress: string;
  contentType: string | undefined;
  /** The body, or "too-large" past MAX_FORM_BYTES (read no further). */
  body: () => Promise<string | "too-large">;
};

/** A sign-up form is three short fields. */
export const MAX_FORM_BYTES = 1_024;
const HOUR_MS = 3600_000;
let limiter: ReturnType<typeof createRateLimiter> | undefined;

const unavailable = () =>
  refused(
    503,
    "Newsletter unavailable",
    "The newsletter cannot take this right now. Try again in a few minutes.",
  );
const incomplete = () =>
  refused(
    400,
    "Link incomplete",
    "This link is not complete. Copy the whole link from the mail, or sign up again below.",
  );
const gone = () =>
  refused(
    410,
    "Link expired",
    "This link has expired or was already used. Sign up again below for a new one.",
  );

/** The form's fields, or a refusal: another site's page, not a form, too long. */
async function readForm(request: NewsletterRequest): Promise<URLSearchParams | NewsletterAnswer> {
  if (isCrossSite(request))
    return refused(403, "Not from this site", "Sign up from this site's own pages.");
  const type = (request.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    return refused(415, "Not a form", "Send the sign-up as the site's form does.");
  const body = await request.body();
  if (body === "too-large") return refused(413, "Too long", "A sign-up is one e-mail address.");
  return new URLSearchParams(body);
}

/**
 * POST /newsletter: the same answer ("check your inbox") whether the address is new, pending or
 * subscribed already, so the form tells nobody who is on the list. Refused, each with its page:
 * another site's form (403), a filled trap field or a bad address (400), a client past its
 * sign-ups an hour or too many sign-ups waiting (429).
 */
export async function subscribe(
  newsletter: Newsletter | undefined,
  request: NewsletterRequest,
  now: Date = new Date(),
): Promise<NewsletterAnswer> {
  const form = await readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  if (form.get(FIELDS.trap))
    return refused(
      400,
      "Not sent",
      "The form had a field filled in that people leave empty. Reload the page and try again.",
    );
  const address = normaliseAddress(form.get(FIELDS.email) ?? "");
  if (!address.ok) return refused(400, "Address not accepted", address.problem);
  const source = form.get(FIELDS.source);
  limiter ??= createRateLimiter(getEnv().NEWSLETTER_SUBSCRIBES_PER_HOUR, HOUR_MS, 1024 * 1024);
  const wait = limiter.hit(clientKey(request.clientAddress), now.getTime());
  if (wait > 0)
    return refused(
      429,
      "Too many sign-ups",
      "Too many sign-ups from your network in the last hour. Try again later.",
      wait,
    );
  if (!newsletter) return unavailable();
  const { token, hash } = newConfirmToken();
  const entry = {
    email: address.address,
    source: SOURCES.includes(source as Source) ? (source as Source) : "newsletter",
    token,
    hash,
    now,
  };
  const result = await signUp(newsletter.store, entry, newsletter.settings.maxPending).catch(
    () => undefined,
  );
  if (!result) return unavailable();
  if (result.outcome === "full")
    return refused(
      429,
      "Too many sign-ups",
      "Too many sign-ups are waiting for their confirmation. Try again in an hour.",
      3600,
    );
  if (result.outcome === "mail") newsletter.sendConfirmation(address.address, result.token);
  return { kind: "check-inbox" };
}

/** GET /newsletter/confirm?token=…: a page with the button (a mail scanner's GET confirms nothing). */
export async function confirmPage(
  newsletter: Newsletter | undefined,
  token: string,
  now = new Date(),
) {
  if (!isConfirmToken(token)) return incomplete();
  if (!newsletter) return unavailable();
  const pending = await isPendingHash(newsletter.store, hashToken(token), now).catch(
    () => undefined,
  );
  if (pending === undefined) return unavailable();
  return pending ? ({ kind: "confirm", token } as const) : gone();
}

/** POST /newsletter/confirm: confirms once; the token is then spent. */
export async function confirm(
  newsletter: Newsletter | undefined,
  request: NewsletterRequest,
  now = new Date(),
) {
  const form = await readForm(request);
  if (!(form instanceof URLSearchParams)) return form;
  const token = form.get(FIELDS.token) ?? "";
  if (!isConfirmToken(token)) return incomplete();
  if (!newsletter) return unavailable();
  const confirmed = await confirmHash(newsletter.store, hashToken(token), now).catch(
    () => undefined,
  );
  if (confirmed === undefined) return unavailable();
  return confirmed ? ({ kind: "confirmed" } as const) : gone();
}

/** The subscriber an unsubscribe token names, when its signature holds. */
async function tokenHolder(newsletter: Newsletter, token: string) {
  const id = unsubscribeTokenId(token);
  const row = id === undefined ? undefined : await subscriberById(newsletter.store, id);
  return row?.confirmed_at && isUnsubscribeToken(newsletter.secret, token, row.id, row.confirmed_at)
    ? row
    : undefined;
}

/**
 * GET (`post` false: a page with the button) or POST (unsubscribes now: the page's button, or a
 * mail client's one-click RFC 8058 POST, which comes from another origin and carries the token
 * as its only credential) /newsletter/unsubscribe?token=…. A subscription already ended says so.
 */
export async function unsubscribe(
  newsletter: Newsletter | undefined,
  token: string,
  post: boolean,
  now = new Date(),
): Promise<NewsletterAnswer> {
  if (unsubscribeTokenId(token) === undefined)
    return refused(
      400,
      "Link incomplete",
      "This unsubscribe link is not complete. Copy the whole link from the mail.",
    );
  if (!newsletter) return unavailable();
  try {
    const holder = await tokenHolder(newsletter, token);
    if (!holder)
      return refused(
        404,
        "Link not recognised",
        "This unsubscribe link belongs to no subscription (an older one, perhaps). The latest mail's link works.",
      );
    if (holder.state !== "confirmed") return { kind: "unsubscribed" };
    if (!post) return { kind: "unsubscribe", token };
    await leave(newsletter.store, holder.id, "unsubscribed", now);
    return { kind: "unsubscribed" };
  } catch {
    return unavailable();
  }
}
