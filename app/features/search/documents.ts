/** What search finds, one kind per result label; the page filters by group (`&kind=posts`). */
export const SEARCH_GROUPS = [
  "posts",
  "teams",
  "players",
  "matches",
  "videos",
  "services",
  "pages",
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export const SEARCH_KINDS = {
  post: { label: "Post", group: "posts" },
  series: { label: "Series", group: "posts" },
  team: { label: "Team", group: "teams" },
  player: { label: "Player", group: "players" },
  match: { label: "Match", group: "matches" },
  channel: { label: "TV channel", group: "videos" },
  video: { label: "Video", group: "videos" },
  playlist: { label: "Playlist", group: "videos" },
  service: { label: "Service", group: "services" },
  tournament: { label: "Tournament", group: "pages" },
  page: { label: "Page", group: "pages" },
} as const satisfies Record<string, { label: string; group: SearchGroup }>;
type SearchKind = keyof typeof SEARCH_KINDS;

export const GROUP_LABELS: Record<SearchGroup, string> = {
  posts: "Posts",
  teams: "Teams",
  players: "Players",
  matches: "Matches",
  videos: "Videos",
  services: "Services",
  pages: "Pages",
};

export function parseSearchGroup(value: string | null): SearchGroup | undefined {
  return (SEARCH_GROUPS as readonly string[]).includes(value ?? "")
    ? (value as SearchGroup)
    : undefined;
}

/** One thing search can find, with the page it links to. */
export type SearchDoc = {
  id: number;
  kind: SearchKind;
  /** Its name or title: matches here rank highest. */
  title: string;
  href: string;
  /** The line under the title: season and group, team, channel, date … (searched too). */
  context: string;
  /** What of the context is searched, when not all of it (a post's date: its categories are its tags). */
  searchedContext?: string;
  /** A short text searched and shown as the snippet: a summary, a stat line, the scorers. */
  text: string;
  /** Categories and keywords. */
  tags?: string;
  /** A page's section headings, searched, not shown (a post's come from its body). */
  headings?: string;
  /** A post's slug: its body is read for the index and for snippets, never kept. */
  slug?: string;
};

/** A document before it has its id (its place in the list of all). */
export type SearchDraft = Omit<SearchDoc, "id">;
