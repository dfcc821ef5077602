import { Picture } from "~/components/picture";
import { PhotoSlideshow } from "~/components/slideshow/photo-slideshow";
import { VideoFacade } from "~/components/video-facade/video-facade";
import {
  tournamentPath,
  type Tournament,
  type TournamentId,
} from "~/features/tournaments/model/tournaments";
import type { TournamentPhoto } from "~/features/tournaments/model/content";

/** How long the tournament slideshows hold each photo (ms). */
const SLIDE_MS = 3000;

/** One side of a final: its score and, for cricket, the overs it faced. */
export type FinalSide = { name: string; score: string; detail?: string; won: boolean };

/** The last final: both sides with their score, the champion named, the day it was played. */
export function FinalCard({
  title,
  date,
  sides,
  result,
  children,
}: {
  title: string;
  date: string;
  sides: readonly [FinalSide, FinalSide];
  result: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="final-title" className="overflow-hidden surface-card">
      <div className="bg-[var(--accent)] px-5 py-3 text-[var(--on-accent)]">
        <h2 id="final-title" className="text-lg font-extrabold">
          {title}
        </h2>
        <p className="text-sm font-semibold opacity-90">{date}</p>
      </div>
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 px-5 py-6 text-center">
        {sides.map((side, index) => (
          <p key={side.name} className={`flex flex-col gap-1 ${index === 1 ? "order-3" : ""}`}>
            <span
              className={`text-lg leading-tight sm:text-xl ${side.won ? "font-black" : "font-semibold"}`}
            >
              {side.name}
            </span>
            <span className="text-3xl font-black tabular-nums sm:text-4xl">{side.score}</span>
            {side.detail ? (
              <span className="text-sm font-semibold text-muted">{side.detail}</span>
            ) : null}
            {side.won ? (
              <span className="mx-auto rounded-full bg-amber px-2.5 py-0.5 text-xs font-bold text-ink">
                Champions
              </span>
            ) : null}
          </p>
        ))}
        <span className="order-2 text-sm font-bold text-muted">vs</span>
      </div>
      <p className="border-t border-[var(--border)] px-5 py-3 text-center font-semibold">
        {result}
      </p>
      {children}
    </section>
  );
}

/** A link card to another tournament, in its own accent. */
export function OtherTournamentLink({
  tournament: { id, name, short, sportName, accent },
  text,
}: {
  tournament: Pick<Tournament, "name" | "short" | "sportName" | "accent"> & { id: TournamentId };
  text: string;
}) {
  return (
    <a
      href={tournamentPath(id)}
      data-accent={accent}
      className="flex card-interactive items-center gap-4 surface-card border-t-4 border-t-[var(--accent)] p-5"
    >
      <span
        className="grid size-14 shrink-0 place-items-center rounded-full bg-[var(--accent)] font-black text-[var(--on-accent)]"
        aria-hidden="true"
      >
        {short}
      </span>
      <span>
        <span className="block text-xs font-bold tracking-wide text-[var(--accent-text)] uppercase">
          {sportName}
        </span>
        <span className="block text-xl font-extrabold">{name}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
    </a>
  );
}

/**
 * The final's video as a click-to-load facade (nothing from YouTube until it is clicked); while
 * the data names no video, its poster links to where it is found on the channel (a new tab).
 */
export function FinalVideo({
  videoId,
  watch,
  title,
  poster,
}: {
  videoId: string | undefined;
  watch: string;
  title: string;
  poster: string;
}) {
  const sizes = "(min-width: 64rem) 34rem, 100vw";
  return (
    <section aria-labelledby="final-video" className="flex flex-col gap-3">
      <h2 id="final-video" className="text-lg font-extrabold">
        Watch the final
      </h2>
      {videoId ? (
        <VideoFacade videoId={videoId} title={title} poster={poster} sizes={sizes} />
      ) : (
        <a
          href={watch}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Find ${title} on the channel (opens in a new tab)`}
          className="group block overflow-hidden rounded-xl bg-ink text-white"
        >
          <span className="block aspect-video overflow-hidden">
            <Picture
              name={poster}
              alt=""
              sizes={sizes}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
            />
          </span>
          <span className="flex items-center justify-between gap-3 px-4 py-3 text-sm font-bold">
            Find it on the channel
            <span aria-hidden="true">↗</span>
          </span>
        </a>
      )}
    </section>
  );
}

/** The champion photos: every 3 s, cyclic, with dots; held on hover and focus, still when motion is reduced. */
export function ChampionSlideshow({ name, photos }: { name: string; photos: TournamentPhoto[] }) {
  return (
    <section aria-labelledby="champions">
      <h2 id="champions" className="mb-3 text-2xl font-extrabold">
        Champions in pictures
      </h2>
      <PhotoSlideshow
        slides={photos}
        label={`${name} champions photos`}
        interval={SLIDE_MS}
        dots
        sizes="(min-width: 72rem) 69rem, 100vw"
        priority={false}
      />
    </section>
  );
}
