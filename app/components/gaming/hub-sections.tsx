import { CARD_GRID_CLASS, CARD_GRID_IMAGE_SIZES, LAZY_CARD_ROOM } from "~/components/card-grid";
import { Picture } from "~/components/picture";
import { VideoIcon } from "~/components/shell/icons";
import { VideoFacade } from "~/components/video-facade/video-facade";
import {
  PLAYLIST_FILTERS,
  playlistFilterHref,
  type HubVideo,
  type Playlist,
  type PlaylistFilter,
} from "~/features/gaming/hub";

// The sections of the gaming hub (/gaming), and the buttons and headings they share.

const newTab = <span className="sr-only"> (opens in a new tab)</span>;

/** A rounded outside link in the section's red: More Playlists, More Videos, More Shorts, Subscribe. */
export function ChannelButton({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex shrink-0 items-center gap-2 rounded-full bg-gaming px-5 py-2 text-sm font-semibold text-white shadow-sm transition hover:brightness-110"
    >
      {children}
      {newTab}
    </a>
  );
}

/** A section heading with its "More …" button beside it. */
function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-extrabold tracking-tight">
        {title}
      </h2>
      {more ? <ChannelButton href={more.href}>{more.label}</ChannelButton> : null}
    </div>
  );
}

const FACADE_GRIDS = {
  video: {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
    // Laid out when the reader nears it (app.css, lazy-render), and about this high until then.
    item: "lazy-render [contain-intrinsic-block-size:auto_14rem]",
    title: "leading-snug font-semibold",
    sizes: "(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 92vw",
  },
  short: {
    list: "grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6",
    item: "lazy-render [contain-intrinsic-block-size:auto_22rem]",
    title: "text-sm leading-snug font-semibold",
    sizes: "(min-width: 1024px) 11rem, (min-width: 640px) 30vw, 45vw",
  },
};

/** Featured videos or shorts: click-to-load facades with their titles, and the "More …" button. */
export function FacadeSection({
  id,
  title,
  more,
  items,
  variant,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  items: HubVideo[];
  variant: keyof typeof FACADE_GRIDS;
}) {
  const grid = FACADE_GRIDS[variant];
  return (
    <section aria-labelledby={`${id}-heading`}>
      <SectionHeading id={`${id}-heading`} title={title} more={more} />
      <ul className={`mt-5 ${grid.list}`}>
        {items.map((item) => (
          <li key={item.id} className={`flex flex-col gap-2 ${grid.item}`}>
            <VideoFacade
              videoId={item.id}
              title={item.title}
              poster={item.image}
              variant={variant}
              sizes={grid.sizes}
            />
            <h3 className={grid.title}>{item.title}</h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A tournament's card on the hub: its logo, name and what its latest season is. */
type TournamentCard = { href: string; logo: string; name: string; text: string };

/** A card per tournament, each linking to its microsite. */
export function TournamentsSection({ tournaments }: { tournaments: TournamentCard[] }) {
  return (
    <section aria-labelledby="tournaments-heading">
      <SectionHeading id="tournaments-heading" title="Tournaments" />
      <ul className="mt-5 grid gap-6 sm:grid-cols-2">
        {tournaments.map((tournament) => (
          <li key={tournament.href}>
            <a
              href={tournament.href}
              className="group flex h-full card-interactive flex-col items-center gap-3 surface-card border-t-4 border-t-gaming p-6 text-center sm:flex-row sm:text-left"
            >
              <Picture
                name={tournament.logo}
                alt=""
                sizes="10rem"
                className="size-36 shrink-0 sm:size-40"
              />
              <span className="flex flex-col gap-1">
                <span className="text-2xl font-extrabold group-hover:underline">
                  {tournament.name}
                </span>
                <span className="text-muted">{tournament.text}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The playlist cards of one category, with the category links above them. */
export function PlaylistsSection({
  filter,
  playlists,
  more,
}: {
  filter: PlaylistFilter;
  playlists: Playlist[];
  more: string;
}) {
  return (
    <section aria-labelledby="playlists-heading" id="playlists" className="scroll-mt-32">
      <SectionHeading
        id="playlists-heading"
        title="Featured Playlists"
        more={{ href: more, label: "More Playlists" }}
      />
      <nav aria-label="Playlist categories" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {PLAYLIST_FILTERS.map((choice) => (
            <li key={choice}>
              <a
                href={`${playlistFilterHref(choice)}#playlists`}
                aria-current={choice === filter ? "page" : undefined}
                className="inline-block rounded-full border border-[var(--border)] px-4 py-1.5 text-sm font-bold tracking-wide transition-colors hover:border-gaming aria-[current=page]:border-gaming aria-[current=page]:bg-gaming aria-[current=page]:text-white"
              >
                {choice}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={`mt-5 ${CARD_GRID_CLASS}`} aria-label={`Playlists: ${filter}`}>
        {playlists.map((playlist) => (
          // A playlist card is a little lower than a post's (no date line): 17rem.
          <li
            key={playlist.link}
            className={`lazy-render [contain-intrinsic-block-size:auto_17rem] ${LAZY_CARD_ROOM}`}
          >
            <article className="group relative flex h-full card-interactive flex-col overflow-hidden surface-card">
              <Picture
                name={playlist.image}
                alt=""
                sizes={CARD_GRID_IMAGE_SIZES}
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-1 p-4">
                <p className="text-xs font-bold tracking-wider text-gaming uppercase dark:text-[#f87171]">
                  {playlist.category}
                </p>
                <h3 className="text-lg leading-snug font-bold">
                  <a
                    href={playlist.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="group-focus-within:underline after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
                  >
                    {playlist.title}
                    {newTab}
                  </a>
                </h3>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing call to subscribe. */
export function SubscribeSection({ href }: { href: string }) {
  return (
    <section
      aria-labelledby="subscribe-heading"
      className="flex flex-col items-center gap-3 surface-card border-t-4 border-t-gaming p-8 text-center"
    >
      <h2 id="subscribe-heading" className="text-2xl font-extrabold tracking-tight">
        Never miss a video
      </h2>
      <p className="max-w-xl text-muted">
        New gameplay, tournament matches and shorts every week. Subscribe to the channel to see them
        first.
      </p>
      <ChannelButton href={href}>
        <VideoIcon /> Subscribe
      </ChannelButton>
    </section>
  );
}
