/** A page number to link, or a gap ("…") where pages are left out. */
export type PageSlot = number | "gap";

/**
 * The page links to show: the first and the last page, `around` pages either side of the
 * current one, and a gap for each run left out. A gap always stands for two pages or more, and
 * the row keeps one length (2 × around + 5) wherever the current page is, so it does not jump
 * under the pointer. 833 pages, page 400: 1 … 399 400 401 … 833.
 */
export function pageWindow(current: number, count: number, around = 1): PageSlot[] {
  const length = 2 * around + 5;
  const page = Math.min(Math.max(1, current), Math.max(1, count));
  if (count <= length) return Array.from({ length: Math.max(0, count) }, (_, i) => i + 1);
  if (page <= around + 3) return [...range(1, length - 2), "gap", count];
  if (page >= count - around - 2) return [1, "gap", ...range(count - length + 3, count)];
  return [1, "gap", ...range(page - around, page + around), "gap", count];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
