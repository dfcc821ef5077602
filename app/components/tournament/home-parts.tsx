import { PhotoSlideshow } from "~/components/slideshow/photo-slideshow";
import { VideoFacade } from "~/components/video-facade/video-facade";
import { TOURNAMENTS, tournamentPath, type TournamentId } from "~/features/tournaments/nav";
import type { TournamentPhoto } from "~/features/tournaments/photos";

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
            <span className={`text-lg leading-tight sm:text-xl ${side.won ? "font-black" : "font-semibold"}`}>{side.name}</span>
            <span className="text-3xl font-black tabular-nums sm:text-4xl">{side.score}</span>
            {side.detail ? <span className="text-sm font-semibold text-muted">{side.detail}</span> : null}
            {side.won ? <span className="mx-auto rounded-full bg-amber px-2.5 py-0.5 text-xs font-bold text-ink">Champions</span> : null}
          </p>
        ))}
        <span className="order-2 text-sm font-bold text-muted">vs</span>
      </div>
      <p className="border-t border-[var(--border)] px-5 py-3 text-center font-semibold">{result}</p>
      {children}
    </section>
  );
}

/** A link card to the other tournament. */
export function OtherTournamentLink({ id, text }: { id: TournamentId; text: string }) {
  const { name, short, sport } = TOURNAMENTS[id];
  return (
    <a href={tournamentPath(id)} data-tournament={id} className="flex card-interactive items-center gap-4 surface-card border-t-4 border-t-[var(--accent)] p-5">
      <span className="grid size-14 shrink-0 place-items-center rounded-full bg-[var(--accent)] font-black text-[var(--on-accent)]" aria-hidden="true">
        {short}
      </span>
      <span>
        <span className="block text-xs font-bold tracking-wide text-[var(--accent-text)] uppercase">{sport}</span>
        <span className="block text-xl font-extrabold">{name}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
    </a>
  );
}

/** The final's video as a click-to-load facade (nothing from YouTube until it is clicked). */
export function FinalVideo({ videoId, title, poster }: { videoId: string | undefined; title: string; poster: string }) {
  if (!videoId) return null;
  return (
    <section aria-labelledby="final-video" className="flex flex-col gap-3">
      <h2 id="final-video" className="text-lg font-extrabold">
        Watch the final
      </h2>
      <VideoFacade videoId={videoId} title={title} poster={poster} sizes="(min-width: 64rem) 34rem, 100vw" />
    </section>
  );
}

/** The champion photos: every 3 s, cyclic, with dots; held on hover and focus, still when motion is reduced. */
export function ChampionSlideshow({ id, photos }: { id: TournamentId; photos: TournamentPhoto[] }) {
  return (
    <section aria-labelledby="champions">
      <h2 id="champions" className="mb-3 text-2xl font-extrabold">
        Champions in pictures
      </h2>
      <PhotoSlideshow
        slides={photos}
        label={`${TOURNAMENTS[id].name} champions photos`}
        interval={SLIDE_MS}
        dots
        sizes="(min-width: 72rem) 69rem, 100vw"
        priority={false}
      />
    </section>
  );
}
