import { maskAddress } from "~/features/newsletter/address";
import type { NewsletterDb } from "~/features/newsletter/store/db.server";
import type { DeliveryState, SubscriberState } from "~/features/newsletter/store/schema";

/** The newsletter at a glance (`npm run newsletter -- status`). */
export type NewsletterStatus = {
  subscribers: Partial<Record<SubscriberState, number>>;
  /** Every mail the outbox holds, by state. */
  deliveries: Partial<Record<DeliveryState, number>>;
  /** The latest posts mailed, newest first, with how their mails went. */
  sends: {
    slug: string;
    title: string;
    at: string;
    recipients: number;
    states: Partial<Record<DeliveryState, number>>;
  }[];
  /** The latest mails given up, newest first: the address masked, the mail server's answer. */
  failures: { at: string; address: string; slug: string; error: string }[];
};

const LAST_SENDS = 5;
const LAST_FAILURES = 10;

async function countBy<Table extends "newsletter_subscribers" | "newsletter_deliveries">(
  store: NewsletterDb,
  table: Table,
) {
  const rows = await store.db
    .selectFrom(table as "newsletter_deliveries")
    .select(["state", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("state")
    .execute();
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
}

export async function readStatus(store: NewsletterDb): Promise<NewsletterStatus> {
  const campaigns = await store.db
    .selectFrom("newsletter_campaigns")
    .select(["id", "post_slug", "title", "created_at", "recipients"])
    .where("state", "=", "announced")
    .orderBy("id", "desc")
    .limit(LAST_SENDS)
    .execute();
  const perCampaign = await store.db
    .selectFrom("newsletter_deliveries")
    .select(["campaign_id", "state", (eb) => eb.fn.countAll<number>().as("count")])
    .where("campaign_id", "in", campaigns.map((campaign) => campaign.id).concat(-1))
    .groupBy(["campaign_id", "state"])
    .execute();
  const failures = await store.db
    .selectFrom("newsletter_deliveries as d")
    .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
    .innerJoin("newsletter_campaigns as c", "c.id", "d.campaign_id")
    .select(["d.done_at", "s.email", "c.post_slug", "d.last_error"])
    .where("d.state", "=", "failed")
    .orderBy("d.done_at", "desc")
    .limit(LAST_FAILURES)
    .execute();
  return {
    subscribers: await countBy(store, "newsletter_subscribers"),
    deliveries: await countBy(store, "newsletter_deliveries"),
    sends: campaigns.map((campaign) => ({
      slug: campaign.post_slug,
      title: campaign.title,
      at: campaign.created_at,
      recipients: campaign.recipients,
      states: Object.fromEntries(
        perCampaign
          .filter((row) => row.campaign_id === campaign.id)
          .map((row) => [row.state, Number(row.count)]),
      ),
    })),
    failures: failures.map((row) => ({
      at: row.done_at ?? "",
      address: maskAddress(row.email),
      slug: row.post_slug,
      error: row.last_error ?? "",
    })),
  };
}

/** "2026-11-01T12:00:00.000Z" as "2026-11-01 12:00 UTC". */
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** The status as the command prints it; `where` is where mail goes (a mail server, or files). */
export function formatStatus(status: NewsletterStatus, where: string): string {
  const { subscribers: s, deliveries: d } = status;
  const lines = [
    `Mail goes to ${where}`,
    `Subscribers: ${s.confirmed ?? 0} confirmed, ${s.pending ?? 0} waiting for their confirmation, ${s.unsubscribed ?? 0} unsubscribed, ${s.bounced ?? 0} refused by their mail server`,
    `Mails: ${d.sent ?? 0} sent, ${d.queued ?? 0} to send, ${d.failed ?? 0} failed, ${d.dropped ?? 0} not sent (unsubscribed first)`,
    "",
    status.sends.length === 0 ? "No post mailed yet." : `Last ${status.sends.length} posts mailed:`,
    ...status.sends.map(
      ({ title, at, recipients, states }) =>
        `  ${minute(at)}  ${JSON.stringify(title)}: ${recipients} recipients, ${states.sent ?? 0} sent, ${states.queued ?? 0} to send, ${states.failed ?? 0} failed`,
    ),
  ];
  if (status.failures.length > 0)
    lines.push(
      "",
      `Last ${status.failures.length} failures:`,
      ...status.failures.map(
        ({ at, address, slug, error }) => `  ${minute(at)}  ${address}  ${slug}: ${error}`,
      ),
    );
  return `${lines.join("\n")}\n`;
}
