// A match in play for the live tests, written into a copy of the content (never the shipped
// content), and a client for /live that reads its events as a browser's EventSource would.
import type { contentCopy } from "./content";

type Copy = ReturnType<typeof contentCopy>;

/** The season that gets a match in play: UCC 2026, whose draw is made and whose matches are not played yet. */
export const LIVE_SEASON = { file: "tournaments/ucc/2026.yaml", topic: "ucc/2026" };
/** Its page: the one match of the season. */
export const LIVE_MATCH_PATH = "/gaming/ucc/matches/2026/match-1-dortmund-v-palmeiras";
/** Another season's topic, which the match's changes leave alone. */
export const OTHER_TOPIC = "csc/2025";

const GOALS = [
  "      - { team: Dortmund, scorer: Jonas Wetzlar, assist: Felix Ostendorf, minute: 12 }",
  "      - { team: Dortmund, scorer: Niklas Vogelsang, assist: null, minute: 50 }",
  "      - { team: Palmeiras, scorer: Matheus Caldeira, assist: null, minute: 77 }",
];

/** The match as the owner writes it while it is played (`live`), or once its result is in, after `goals` of its three goals. */
function matchYaml(goals: number, live: boolean): string {
  const events = GOALS.slice(0, goals);
  const count = (team: string) => events.filter((line) => line.includes(`team: ${team},`)).length;
  return `matches:
  - date: Match 1 · 13 Jun 2026
    stage: Group A
    team1: Dortmund
    team2: Palmeiras
    goals1: ${count("Dortmund")}
    goals2: ${count("Palmeiras")}
${live ? "    status: live\n    minute: 80\n" : ""}    events:${events.length === 0 ? " []" : `\n${events.join("\n")}`}
`;
}

/** Writes the season's one match: in play after `goals` goals (1-0, 2-0, 2-1), or finished (2-1). */
export function writeMatch(copy: Copy, { goals, live }: { goals: number; live: boolean }) {
  copy.edit(LIVE_SEASON.file, (yaml) => yaml.replace(/matches:[\s\S]*$/, matchYaml(goals, live)));
}

/** Changes another season's data: its first match gets its video. */
export function changeOtherSeason(copy: Copy) {
  copy.edit("tournaments/csc/2025.yaml", (yaml) =>
    yaml.replace(
      "    stage: League\n",
      "    stage: League\n    watch: https://www.youtube.com/watch?v=LiveTest001\n",
    ),
  );
}

export type LiveEvent = { id: string; topics: string[] };

/**
 * Reads Server-Sent Events from a stream of text as it arrives: `next()` resolves with the next
 * event (the retry line and pings skipped) or rejects when the stream ends first; `ended()`
 * resolves once it has ended.
 */
export function eventReader(chunks: AsyncIterator<string>) {
  let buffered = "";
  let done = false;
  async function read() {
    const chunk = await chunks.next();
    if (chunk.done) done = true;
    else buffered += chunk.value;
  }
  return {
    async next(): Promise<LiveEvent> {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const id = /^id: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (id !== undefined && data !== undefined)
            return { id, topics: (JSON.parse(data) as { topics: string[] }).topics };
          continue;
        }
        if (done) throw new Error("the stream ended");
        await read();
      }
    },
    async ended(): Promise<void> {
      while (!done) await read();
    },
  };
}

/** Opens /live as EventSource does (Accept: text/event-stream, Last-Event-ID when given), over HTTP/1.1. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const chunks: AsyncIterator<string> = {
    next: async () => {
      const chunk = await reader.read();
      return chunk.done ? { done: true, value: undefined } : { done: false, value: chunk.value };
    },
  };
  return { response, ...eventReader(chunks), close: () => controller.abort() };
}
