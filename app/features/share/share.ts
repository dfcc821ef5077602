export const SHARE_TEXT = "Check this out!";
const POPUP_SIZE = { width: 550, height: 400 } as const;
export const COPIED_MS = 2000;

/** Facebook and WhatsApp share addresses for a page; refuses an empty address. */
export function shareLinks(url: string, text: string = SHARE_TEXT) {
  const address = url.trim();
  if (address === "") throw new Error("A share needs a non-empty address");
  const encoded = encodeURIComponent(address);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encoded}`,
    whatsapp: `https://api.whatsapp.com/send?text=${encodeURIComponent(`${text} ${address}`)}`,
  };
}

type ScreenBox = { width: number; height: number; left: number; top: number };

/** window.open features for a popup centred on the browser window. */
export function popupFeatures(
  screenBox: ScreenBox,
  width: number = POPUP_SIZE.width,
  height: number = POPUP_SIZE.height,
): string {
  const left = Math.max(0, Math.round(screenBox.left + (screenBox.width - width) / 2));
  const top = Math.max(0, Math.round(screenBox.top + (screenBox.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Copies text to the clipboard; when the browser refuses, offers it in a prompt to copy by hand.
 * Resolves true when the clipboard took it.
 */
export async function copyText(
  text: string,
  clipboard: Pick<Clipboard, "writeText"> | undefined,
  fallbackPrompt: (message: string, value: string) => unknown,
): Promise<boolean> {
  if (text.trim() === "") throw new Error("Nothing to copy");
  try {
    if (!clipboard) throw new Error("Clipboard unavailable");
    await clipboard.writeText(text);
    return true;
  } catch {
    fallbackPrompt("Copy this link:", text);
    return false;
  }
}
