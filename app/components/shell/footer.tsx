import { useLocation } from "react-router";
import { FOOTER_COLUMNS, SOCIAL_LINKS } from "~/features/shell/links";
import { footerSection, SECTION_COLOURS } from "~/features/shell/sections";
import { siteConfig } from "../../../site.config";
import { ChevronIcon, FacebookIcon, MusicNoteIcon, VideoIcon } from "./icons";

const SOCIAL_ICONS = { facebook: FacebookIcon, video: VideoIcon, music: MusicNoteIcon };

function FooterColumn({ title, links }: (typeof FOOTER_COLUMNS)[number]) {
  const panelId = `footer-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <div data-collapsible data-open="false" className="border-b border-current/20 md:border-0">
      <h2 className="text-base font-bold">
        {/* On wide screens the column is always open and the button only a heading. */}
        <button
          type="button"
          className="group flex w-full items-center justify-between py-3 text-left md:pointer-events-none md:py-0 md:pb-3"
          aria-expanded="false"
          aria-controls={panelId}
          data-enhance="collapsible"
        >
          {title}
          <ChevronIcon className="size-5 transition-transform group-aria-expanded:rotate-180 md:hidden" />
        </button>
      </h2>
      <ul id={panelId} data-collapsible-panel className="space-y-2 pb-4 md:pb-0">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className="rounded-sm opacity-90 hover:underline hover:opacity-100">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Site footer: four link columns (dropdowns on phones), social links, copyright. */
export function Footer() {
  const { pathname } = useLocation();
  const section = footerSection(pathname);
  const [from, to] = siteConfig.copyrightYears;
  return (
    <footer
      className={`mt-16 ${section === "services" ? "text-ink" : "text-white"}`}
      style={{ backgroundColor: SECTION_COLOURS[section] }}
      data-section={section}
    >
      <div className="container-page grid gap-x-8 py-10 md:grid-cols-4 md:gap-y-8">
        {FOOTER_COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
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
          © {from} - {to} {siteConfig.brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
