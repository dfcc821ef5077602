import { FOOTER_COLUMNS, SOCIAL_LINKS } from "~/features/shell/links";
import { footerSection, SECTION_COLOURS } from "~/features/shell/sections";
import type { CopyrightYears } from "~/features/shell/copyright.server";
import { siteConfig } from "~/site.config";
import { FooterColumn } from "./footer-column/footer-column";
import { useShellLocation } from "./shell-location";
import { FacebookIcon, MusicNoteIcon, VideoIcon } from "./icons";
import { SubscribeForm } from "~/components/newsletter/subscribe-form";

const SOCIAL_ICONS = { facebook: FacebookIcon, video: VideoIcon, music: MusicNoteIcon };

/** Site footer: four link columns (dropdowns on phones), social links, copyright (the years of the content's dated works). */
export function Footer({ copyrightYears }: { copyrightYears: CopyrightYears | undefined }) {
  const { pathname } = useShellLocation();
  const section = footerSection(pathname);
  const years = copyrightYears ? [...new Set(copyrightYears)].join(" - ") : undefined;
  return (
    <footer
      className={`mt-16 lazy-render [contain-intrinsic-block-size:auto_24rem] ${section === "services" ? "text-ink" : "text-white"}`}
      style={{ backgroundColor: SECTION_COLOURS[section] }}
      data-section={section}
    >
      <div className="container-page grid gap-x-8 py-10 md:grid-cols-4 md:gap-y-8">
        {FOOTER_COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
      </div>
      <div className="container-page border-t border-current/20 py-6 md:max-w-xl">
        <SubscribeForm source="footer" tone="footer" label="Every new post by e-mail" />
      </div>
      <div className="container-page flex flex-col items-center justify-between gap-4 border-t border-current/20 py-6 sm:flex-row">
        <ul className="flex gap-3" aria-label="Social links">
          {SOCIAL_LINKS.map((link) => {
            const Icon = SOCIAL_ICONS[link.icon];
            return (
              <li key={link.url}>
                <a
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-10 place-items-center rounded-full bg-black/20 transition-colors hover:bg-black/35"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  <Icon />
                </a>
              </li>
            );
          })}
        </ul>
        <p className="text-sm">
          {years ? `© ${years} ` : "© "}
          <span translate="no">{siteConfig.brand}</span>. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
