import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { SHARE_TEXT, shareLinks } from "~/features/share/share";
import { FacebookIcon, LinkIcon, WhatsAppIcon } from "~/components/shell/icons";
import { COPY_LABEL, SHARE } from "./contract";

const buttonClass =
  "inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white shadow-sm transition-transform hover:-translate-y-0.5";

/**
 * Facebook, WhatsApp and Copy Link for one page address. The share links are plain links (a new
 * tab); share.enhance.ts opens them in a popup and brings Copy Link to life, which until then
 * is disabled (and hidden without JavaScript).
 */
export function ShareBlock({ url, title = "Share" }: { url: string; title?: string }) {
  const links = shareLinks(url);
  return (
    <section
      aria-labelledby="share-heading"
      className="surface-card p-5"
      {...behaviourRoot(SHARE.behaviour)}
      {...dataAttr(SHARE.url, url)}
    >
      <h2 id="share-heading" className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm text-muted">{SHARE_TEXT}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={links.facebook}
          target="_blank"
          rel="noopener noreferrer"
          {...part(SHARE.popup)}
          className={`${buttonClass} bg-[#1659c7]`}
        >
          <FacebookIcon className="size-4" /> Facebook
        </a>
        <a
          href={links.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          {...part(SHARE.popup)}
          className={`${buttonClass} bg-[#137a3c]`}
        >
          <WhatsAppIcon className="size-4" /> WhatsApp
        </a>
        <button
          type="button"
          disabled
          {...part(SHARE.copy)}
          className={`${buttonClass} bg-slate-700 disabled:cursor-wait disabled:opacity-60 disabled:hover:translate-y-0 dark:bg-slate-600 noscript:hidden`}
        >
          <LinkIcon className="size-4" />
          <span aria-live="polite" {...part(SHARE.copyLabel)}>
            {COPY_LABEL}
          </span>
        </button>
      </div>
    </section>
  );
}
