import { useEffect, useRef, useState } from "react";
import { COPIED_MS, copyText, popupFeatures, SHARE_TEXT, shareLinks } from "~/features/share/share";
import { FacebookIcon, LinkIcon, WhatsAppIcon } from "./shell/icons";

const buttonClass =
  "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-sm transition-transform hover:-translate-y-0.5";

/** Facebook, WhatsApp and Copy Link for one page address. Links work without JavaScript. */
export function ShareBlock({ url, title = "Share" }: { url: string; title?: string }) {
  const links = shareLinks(url);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function openPopup(event: React.MouseEvent<HTMLAnchorElement>) {
    const opened = window.open(
      event.currentTarget.href,
      "share",
      popupFeatures({ width: window.outerWidth, height: window.outerHeight, left: window.screenX, top: window.screenY }),
    );
    if (!opened) return; // popup blocked: the link opens a new tab as usual
    opened.opener = null;
    event.preventDefault();
  }

  async function onCopy() {
    const ok = await copyText(url, navigator.clipboard, (message, value) => window.prompt(message, value));
    if (!ok) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
  }

  return (
    <section aria-labelledby="share-heading" className="surface-card p-5">
      <h2 id="share-heading" className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-muted text-sm">{SHARE_TEXT}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={`${buttonClass} bg-[#1659c7]`}>
          <FacebookIcon className="size-4" /> Facebook
        </a>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" onClick={openPopup} className={`${buttonClass} bg-[#137a3c]`}>
          <WhatsAppIcon className="size-4" /> WhatsApp
        </a>
        <button type="button" onClick={onCopy} className={`${buttonClass} bg-slate-700`}>
          <LinkIcon className="size-4" />
          <span aria-live="polite">{copied ? "Copied!" : "Copy Link"}</span>
        </button>
      </div>
    </section>
  );
}
