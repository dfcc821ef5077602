import fc from "fast-check";
import { expect, test } from "vitest";
import { pageWindow } from "./pagination";

const show = (slots: ReturnType<typeof pageWindow>) =>
  slots.map((slot) => (slot === "gap" ? "…" : String(slot))).join(" ");

test("few pages: every page, no gaps", () => {
  expect(pageWindow(1, 0)).toEqual([]);
  expect(pageWindow(1, 1)).toEqual([1]);
  expect(show(pageWindow(1, 2))).toBe("1 2");
  expect(show(pageWindow(4, 7))).toBe("1 2 3 4 5 6 7");
});

test("many pages: first, a few around the current one, last, with gaps", () => {
  expect(show(pageWindow(400, 833))).toBe("1 … 399 400 401 … 833");
  expect(show(pageWindow(400, 833, 2))).toBe("1 … 398 399 400 401 402 … 833");
});

test("near either end the window slides instead of leaving a gap for one page", () => {
  expect(show(pageWindow(1, 833))).toBe("1 2 3 4 5 … 833");
  expect(show(pageWindow(4, 833))).toBe("1 2 3 4 5 … 833");
  expect(show(pageWindow(5, 833))).toBe("1 … 4 5 6 … 833");
  expect(show(pageWindow(829, 833))).toBe("1 … 828 829 830 … 833");
  expect(show(pageWindow(830, 833))).toBe("1 … 829 830 831 832 833");
  expect(show(pageWindow(833, 833))).toBe("1 … 829 830 831 832 833");
  expect(show(pageWindow(1, 8))).toBe("1 2 3 4 5 … 8");
});

test("a page out of range is clamped", () => {
  expect(show(pageWindow(0, 833))).toBe("1 2 3 4 5 … 833");
  expect(show(pageWindow(9999, 833))).toBe("1 … 829 830 831 832 833");
});

test("for any page and count: one length, ascending, first and last and the current page shown, a gap hides two pages or more", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 1, max: 5000 }),
      fc.integer({ min: 0, max: 3 }),
      (count, wanted, around) => {
        const current = Math.min(wanted, count);
        const slots = pageWindow(current, count, around);
        const pages = slots.filter((slot): slot is number => slot !== "gap");
        expect(slots).toHaveLength(Math.min(count, 2 * around + 5));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        for (let n = Math.max(1, current - around); n <= Math.min(count, current + around); n += 1)
          expect(pages).toContain(n);
        slots.forEach((slot, i) => {
          if (slot === "gap") {
            expect(slots[i + 1]).not.toBe("gap");
            expect((slots[i + 1] as number) - (slots[i - 1] as number)).toBeGreaterThanOrEqual(3);
          } else if (i > 0 && slots[i - 1] !== "gap") {
            expect(slot - (slots[i - 1] as number)).toBe(1);
          }
        });
      },
    ),
  );
});
