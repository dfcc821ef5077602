import type { Generated } from "kysely";

// The newsletter's tables. Times are ISO 8601 strings in UTC (toISOString(): one width, so they
// compare as text), the same on SQLite and PostgreSQL.

/** pending: waiting for its confirmation; confirmed: mailed; unsubscribed; bounced: a 5xx said the mailbox does not take mail. */
export type SubscriberState = "pending" | "confirmed" | "unsubscribed" | "bounced";

/** Where a sign-up came from: the form's place on the site. */
export const SOURCES = ["footer", "post", "home", "newsletter", "unsubscribed"] as const;
export type Source = (typeof SOURCES)[number];

type SubscribersTable = {
  id: Generated<number>;
  email: string;
  state: SubscriberState;
  source: Source;
  created_at: string;
  confirmed_at: string | null;
  /** When it unsubscribed or bounced. */
  left_at: string | null;
  /** SHA-256 of the pending confirmation token; null once used. */
  confirm_hash: string | null;
  confirm_expires_at: string | null;
  /** Confirmation mails sent for this sign-up, and the last one's time: the per-address limit. */
  confirm_mails: Generated<number>;
  confirm_mailed_at: string | null;
};

/** announced: mailed to the confirmed subscribers then; baseline: published before the newsletter began; skipped: `newsletter: false`. */
type CampaignState = "announced" | "baseline" | "skipped";

type CampaignsTable = {
  id: Generated<number>;
  post_slug: string;
  state: CampaignState;
  title: string;
  description: string;
  post_date: string;
  categories: string;
  url: string;
  cover_url: string | null;
  created_at: string;
  recipients: Generated<number>;
};

/** queued: to send (or being sent, under a lease); sent; failed: gave up (5xx, or 4xx too often); dropped: the subscriber left first. */
export type DeliveryState = "queued" | "sent" | "failed" | "dropped";

type DeliveriesTable = {
  id: Generated<number>;
  campaign_id: number;
  subscriber_id: number;
  state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  done_at: string | null;
  /** The mail server's answer to the last failed attempt (its code and text: never an address). */
  last_error: string | null;
};

type SettingsTable = { name: string; value: string };

export type NewsletterSchema = {
  newsletter_subscribers: SubscribersTable;
  newsletter_campaigns: CampaignsTable;
  newsletter_deliveries: DeliveriesTable;
  newsletter_settings: SettingsTable;
};
