import { expect, test, vi } from "vitest";
import { copyText, popupFeatures, SHARE_TEXT, shareLinks } from "./share";

test("share links carry the page address and the share text", () => {
  const links = shareLinks("https://site.test/blogs/a b");
  expect(links.facebook).toBe(
    "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fsite.test%2Fblogs%2Fa%20b",
  );
  expect(links.whatsapp).toBe(
    `https://api.whatsapp.com/send?text=${encodeURIComponent(`${SHARE_TEXT} https://site.test/blogs/a b`)}`,
  );
  expect(SHARE_TEXT).toBe("Check this out!");
});

test("an empty address is refused", () => {
  expect(() => shareLinks("")).toThrow(/non-empty/);
  expect(() => shareLinks("   ")).toThrow(/non-empty/);
});

test("popup is 550×400 and centred on the window", () => {
  expect(popupFeatures({ width: 1550, height: 1000, left: 100, top: 50 })).toBe(
    "width=550,height=400,left=600,top=350",
  );
  expect(popupFeatures({ width: 300, height: 300, left: 0, top: 0 })).toBe(
    "width=550,height=400,left=0,top=0",
  );
});

test("copyText uses the clipboard, and falls back to a prompt when it fails", async () => {
  const prompt = vi.fn();
  const writeText = vi.fn().mockResolvedValue(undefined);
  expect(await copyText("https://a.test", { writeText }, prompt)).toBe(true);
  expect(writeText).toHaveBeenCalledWith("https://a.test");
  expect(prompt).not.toHaveBeenCalled();

  const failing = { writeText: vi.fn().mockRejectedValue(new Error("denied")) };
  expect(await copyText("https://a.test", failing, prompt)).toBe(false);
  expect(prompt).toHaveBeenCalledWith("Copy this link:", "https://a.test");
  expect(await copyText("https://b.test", undefined, prompt)).toBe(false);
  await expect(copyText("", { writeText }, prompt)).rejects.toThrow();
});
