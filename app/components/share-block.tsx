import { SHARE_TEXT, shareLinks } from "~/features/share/share";
import { FacebookIcon, LinkIcon, WhatsAppIcon } from "./shell/icons";

const buttonClass =
  "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-sm transition-transform hover:-translate-y-0.5";

/** Facebook, WhatsApp and Copy Link for one page address (behaviour: app/enhance/share.ts). */
export function ShareBlock({ url, title = "Share" }: { url: string; title?: string }) {
  const links = shareLinks(url);
  return (
    <section aria-labelledby="share-heading" className="surface-card p-5" data-enhance="share" data-url={url}>
      <h2 id="share-heading" className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-muted text-sm">{SHARE_TEXT}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={links.facebook} target="_blank" rel="noopener noreferrer" data-share-popup className={`${buttonClass} bg-[#1659c7]`}>
          <FacebookIcon className="size-4" /> Facebook
        </a>
        <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" data-share-popup className={`${buttonClass} bg-[#137a3c]`}>
          <WhatsAppIcon className="size-4" /> WhatsApp
        </a>
        <button type="button" data-copy className={`${buttonClass} bg-slate-700 dark:bg-slate-600`}>
          <LinkIcon className="size-4" />
          <span aria-live="polite" data-copy-label>
            Copy Link
          </span>
        </button>
      </div>
    </section>
  );
}
