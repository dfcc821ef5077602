import type { NewsletterDb } from "~/features/newsletter/store/db.server";

const COLUMNS = ["email", "state", "source", "created_at", "confirmed_at", "left_at"] as const;

/**
 * Everything the newsletter keeps about people, as CSV (`npm run newsletter -- export`): each
 * address with its state, where it signed up and when it signed up, confirmed and left. No field
 * needs quoting: an address has no comma, quote or line break (address.ts refuses them).
 */
export async function exportCsv(store: NewsletterDb): Promise<string> {
  const rows = await store.db
    .selectFrom("newsletter_subscribers")
    .select(COLUMNS)
    .orderBy("id")
    .execute();
  const lines = rows.map((row) => COLUMNS.map((column) => row[column] ?? "").join(","));
  return `${[COLUMNS.join(","), ...lines].join("\n")}\n`;
}
