import { behaviourRoot } from "~/enhance/markup";
import { ChevronIcon } from "~/components/shell/icons";
import { FOOTER_COLUMN } from "./contract";

type FooterColumnProps = { title: string; links: { label: string; to: string }[] };

/**
 * A footer link column: a <details> dropdown on phones (the platform opens it, no script
 * needed), always open from md up. footer-column.enhance.ts keeps the open state truthful there.
 */
export function FooterColumn({ title, links }: FooterColumnProps) {
  return (
    <details
      className="group border-b border-current/20 md:border-0 md:details-content:[content-visibility:visible]"
      {...behaviourRoot(FOOTER_COLUMN.behaviour)}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between rounded-sm py-3 md:pointer-events-none md:py-0 md:pb-3 [&::-webkit-details-marker]:hidden">
        <h2 className="text-base font-bold">{title}</h2>
        <ChevronIcon className="size-5 transition-transform group-open:rotate-180 md:hidden" />
      </summary>
      <ul className="space-y-2 pb-4 md:pb-0">
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to} className="rounded-sm opacity-90 hover:underline hover:opacity-100">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
