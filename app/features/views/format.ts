/**
 * "1 view", "1,234 views". The digits are grouped by hand rather than with Intl.NumberFormat:
 * the counter is the only Intl use on a post, and a browser's first Intl call loads its locale
 * data — 80 ms of main thread on a phone-class CPU, for a comma.
 */
export function formatViews(views: number): string {
  const digits = String(Math.trunc(views)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${digits} ${views === 1 ? "view" : "views"}`;
}
