import type { MouseEvent } from "react";
import { StarIcon } from "./tv-icons";
import type { TvChannelLink } from "./use-channel-choice";

type ChannelNavProps = {
  channels: readonly TvChannelLink[];
  current: string;
  onChoose: (event: MouseEvent<HTMLAnchorElement>, link: TvChannelLink) => void;
};

/** The channel buttons: links to each channel's address, the current one marked; the site's own (exclusive) channels in amber. */
export function ChannelNav({ channels, current, onChoose }: ChannelNavProps) {
  return (
    <nav aria-label="Channels">
      <ul className="flex flex-wrap gap-2">
        {channels.map((link) => {
          const isCurrent = link.name === current;
          return (
            <li key={link.name}>
              <a
                href={link.href}
                onClick={(event) => onChoose(event, link)}
                aria-current={isCurrent ? "page" : undefined}
                className={[
                  "inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 px-4 py-2 text-sm font-extrabold tracking-wide transition",
                  link.exclusive
                    ? isCurrent
                      ? "border-amber bg-gradient-to-r from-amber-400 to-amber-500 text-ink shadow-md shadow-amber-500/30"
                      : "border-amber bg-[var(--surface)] text-[var(--text)] hover:bg-amber-400/15"
                    : isCurrent
                      ? "border-gaming bg-gaming text-white shadow-md shadow-red-900/30"
                      : "border-[var(--border)] bg-[var(--surface)] text-[var(--text)] hover:border-gaming",
                ].join(" ")}
              >
                {link.exclusive ? <StarIcon className="size-4" /> : null}
                <span translate="no">{link.name}</span>
                {link.exclusive ? (
                  <span className="text-[0.65rem] font-bold tracking-wider uppercase opacity-80">
                    Exclusive
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
