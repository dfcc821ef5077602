import { localStartTime } from "~/features/tv/live";
import { GUIDE_SIZE, type ScheduleView } from "./use-channel-schedule";

/**
 * "You are watching …": always two lines high, a long title cut to fit. The line is filled in
 * once the player knows what is on, and must not push the guide down when it is (no layout shift).
 */
export function NowWatching({ channel, title }: { channel: string; title: string | undefined }) {
  return (
    <p className="line-clamp-2 min-h-[2lh] text-lg" aria-live="polite" title={title} data-tv-now>
      You are watching{" "}
      <strong translate="no" className="font-extrabold text-gaming dark:text-red-400">
        {channel}
      </strong>{" "}
      Channel
      {title ? (
        <span key="title">
          :{" "}
          <span translate="no" className="font-semibold">
            {title}
          </span>
        </span>
      ) : (
        <span key="tuning" className="text-muted">
          {" "}
          — tuning in…
        </span>
      )}
    </p>
  );
}

/** The "Up next" guide: the next videos at the visitor's local times, or a skeleton of the same height until the schedule arrives. */
export function UpNext({ view, offsetMs }: { view: ScheduleView | null; offsetMs: number }) {
  return (
    <aside aria-labelledby="tv-guide-heading" className="self-start surface-card p-5">
      <h2 id="tv-guide-heading" className="text-lg font-bold">
        Up next
      </h2>
      {view ? (
        <ol className="mt-3 space-y-3" data-tv-guide>
          {view.upNext.map((entry) => (
            <li key={`${entry.startsAt}`} className="flex gap-3">
              <time
                translate="no"
                dateTime={new Date(entry.startsAt - offsetMs - view.shiftMs).toISOString()}
                className="w-20 shrink-0 font-mono text-sm font-bold whitespace-nowrap text-gaming dark:text-red-400"
              >
                {localStartTime(entry.startsAt - view.shiftMs, offsetMs)}
              </time>
              <span translate="no" className="text-sm leading-snug">
                {entry.kind === "video" ? entry.title : ""}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="mt-3 space-y-3" aria-busy="true" aria-label="Loading the guide">
          {Array.from({ length: GUIDE_SIZE }, (_, index) => (
            <li key={index} className="flex gap-3" aria-hidden="true">
              {/* As high as a one-line entry (text-sm), so the guide barely moves when it fills in. */}
              <span className="h-5 w-20 shrink-0 rounded bg-[var(--surface-2)]" />
              <span className="h-5 flex-1 rounded bg-[var(--surface-2)]" />
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
