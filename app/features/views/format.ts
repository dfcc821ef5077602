/** "1 view", "1,234 views". */
export function formatViews(views: number): string {
  return `${new Intl.NumberFormat("en").format(views)} ${views === 1 ? "view" : "views"}`;
}
