import { Picture } from "~/components/picture";
import { behaviourRoot, dataAttr, part } from "~/enhance/markup";
import { playLabel, VIDEO_FACADE, watchUrl } from "./contract";

/** The generic posters of ours, used when a video has no image of its own (art/video/). */
export const DEFAULT_POSTERS = { video: "video/poster", short: "video/poster-short" } as const;

export type VideoFacadeProps = {
  videoId: string;
  title: string;
  /** An image of ours (a name in the image manifest); a generic poster when omitted. */
  poster?: string;
  /** "short" is a 9:16 vertical video; the default is 16:9. */
  variant?: "video" | "short";
  /** How wide the facade is shown, for the poster's variant choice. */
  sizes?: string;
  className?: string;
};

/**
 * A click-to-load YouTube player. The server renders a link to the video (works without
 * JavaScript, opens a new tab); video-facade.enhance.ts turns it into a button that swaps in
 * the youtube-nocookie iframe on click, so nothing loads from YouTube until the visitor asks.
 */
export function VideoFacade({
  videoId,
  title,
  poster,
  variant = "video",
  sizes = "(min-width: 64rem) 30rem, 100vw",
  className = "",
}: VideoFacadeProps) {
  const short = variant === "short";
  return (
    <div
      className={`relative overflow-hidden rounded-xl bg-ink ${short ? "aspect-[9/16]" : "aspect-video"} ${className}`}
      {...behaviourRoot(VIDEO_FACADE.behaviour)}
      {...dataAttr(VIDEO_FACADE.videoId, videoId)}
      {...dataAttr(VIDEO_FACADE.title, title)}
    >
      <a
        href={watchUrl(videoId)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={playLabel(title)}
        className="group absolute inset-0 block size-full cursor-pointer rounded-xl text-white focus-visible:-outline-offset-4"
        {...part(VIDEO_FACADE.trigger)}
      >
        <Picture
          name={poster ?? DEFAULT_POSTERS[variant]}
          alt=""
          sizes={sizes}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-t from-black/35 via-transparent to-transparent"
        />
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-1/2 grid size-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-gaming shadow-lg ring-[3px] ring-white/85 transition-transform group-hover:scale-110 group-focus-visible:scale-110 sm:size-14"
        >
          <svg viewBox="0 0 24 24" className="ml-0.5 size-6" fill="currentColor" focusable="false">
            <path d="M7 4.5v15l12.5-7.5z" />
          </svg>
        </span>
      </a>
    </div>
  );
}
