import type { ContentSnapshot } from "~/features/content/load.server";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/nav";
import { cricketResultText, cricketWinner, inningsScoreText } from "~/features/tournaments/cricket";
import { footballScoreText, footballWinner } from "~/features/tournaments/football";
import type { CscSeason, UccSeason } from "~/features/tournaments/schema";
import { cscLeaderboard, uccLeaderboard } from "~/features/tournaments/stats";
import { channelHref, CHANNELS, DEFAULT_CHANNEL } from "~/features/tv/channels";
import type { SearchDoc } from "./documents";

type Draft = Omit<SearchDoc, "id">;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;
const yearHref = (id: "ucc" | "csc", page: "teams" | "fixtures" | "stats", year: number) => `${tournamentPath(id, page)}?year=${year}`;

function posts(snapshot: ContentSnapshot): Draft[] {
  return snapshot.posts.summaries().map((post) => ({
    kind: "post",
    title: post.title,
    href: `/blogs/${post.slug}`,
    context: `${post.dateLabel} · ${post.categories.join(", ")}`,
    text: post.description,
    tags: post.categories.join(" "),
    slug: post.slug,
  }));
}

/** "Jonas Wetzlar 18', 82'" for each scorer of a match. */
function scorers(match: UccSeason["matches"][number]): string {
  const byScorer = new Map<string, string[]>();
  for (const event of match.events) {
    const minutes = byScorer.get(event.scorer) ?? byScorer.set(event.scorer, []).get(event.scorer)!;
    if (event.minute !== undefined) minutes.push(`${event.minute}'`);
  }
  return [...byScorer].map(([scorer, minutes]) => (minutes.length ? `${scorer} ${minutes.join(", ")}` : scorer)).join("; ");
}

function ucc(season: UccSeason): Draft[] {
  const { short } = TOURNAMENTS.ucc;
  const lines = new Map<string, { goals: number; assists: number; cleanSheets: number }>();
  const line = (player: string) => lines.get(player) ?? lines.set(player, { goals: 0, assists: 0, cleanSheets: 0 }).get(player)!;
  for (const row of uccLeaderboard(season, "goals")) line(`${row.player}\n${row.team}`).goals = row.value;
  for (const row of uccLeaderboard(season, "assists")) line(`${row.player}\n${row.team}`).assists = row.value;
  for (const row of uccLeaderboard(season, "cleanSheets")) line(`${row.player}\n${row.team}`).cleanSheets = row.value;

  const teams: Draft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: yearHref("ucc", "teams", season.year),
    context: `${short} ${season.year} · Group ${team.group}`,
    text: `${team.country}, ${team.continent}`,
  }));
  const players: Draft[] = season.teams.flatMap((team) =>
    [team.goalkeeper, ...team.players].map((player) => {
      const { goals, assists, cleanSheets } = line(`${player}\n${team.name}`);
      const stats = player === team.goalkeeper ? [plural(cleanSheets, "clean sheet")] : [plural(goals, "goal"), plural(assists, "assist")];
      return {
        kind: "player" as const,
        title: player,
        href: yearHref("ucc", "stats", season.year),
        context: `${team.name} · ${short} ${season.year}${player === team.goalkeeper ? " · goalkeeper" : ""}`,
        text: stats.join(", "),
      };
    }),
  );
  const matches: Draft[] = season.matches.map((match) => ({
    kind: "match",
    title: `${match.team1} ${footballScoreText(match)} ${match.team2}`,
    href: yearHref("ucc", "fixtures", season.year),
    context: `${short} ${season.year} · ${match.stage} · ${match.date.split(" · ")[1]}`,
    text: [footballWinner(match) ? `${footballWinner(match)} won` : "Draw", scorers(match)].filter(Boolean).join(". "),
  }));
  return [...teams, ...players, ...matches];
}

function csc(season: CscSeason): Draft[] {
  const { short } = TOURNAMENTS.csc;
  const runs = new Map(cscLeaderboard(season, "runs", Infinity).map((row) => [`${row.player}\n${row.team}`, row.value]));
  const wickets = new Map(cscLeaderboard(season, "wickets", Infinity).map((row) => [`${row.player}\n${row.team}`, row.value]));
  const squads = new Map<string, Set<string>>(season.teams.map((team) => [team.name, new Set()]));
  for (const match of season.matches) {
    const [first, second] = match.innings;
    for (const [innings, fielding] of [
      [first, second.team],
      [second, first.team],
    ] as const) {
      for (const entry of innings.batting) squads.get(innings.team)?.add(entry.player);
      for (const entry of innings.bowling) squads.get(fielding)?.add(entry.player);
    }
  }
  const teams: Draft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: yearHref("csc", "teams", season.year),
    context: `${short} ${season.year} · ${team.league}`,
    text: `${team.country}, ${team.leagueCode}`,
  }));
  const players: Draft[] = [...squads].flatMap(([team, players]) =>
    [...players].map((player) => ({
      kind: "player" as const,
      title: player,
      href: yearHref("csc", "stats", season.year),
      context: `${team} · ${short} ${season.year}`,
      text: `${plural(runs.get(`${player}\n${team}`) ?? 0, "run")}, ${plural(wickets.get(`${player}\n${team}`) ?? 0, "wicket")}`,
    })),
  );
  const matches: Draft[] = season.matches.map((match) => {
    const [first, second] = match.innings;
    return {
      kind: "match",
      title: `${first.team} v ${second.team}`,
      href: yearHref("csc", "fixtures", season.year),
      context: `${short} ${season.year} · ${match.stage} · ${match.date.split(" · ")[1]}`,
      text: `${first.team} ${inningsScoreText(first)}, ${second.team} ${inningsScoreText(second)}. ${cricketResultText(match)}`,
    };
  });
  return [...teams, ...players, ...matches];
}

/** A tournament's home: its latest final and champion, and the teams of its latest season. */
function tournamentHome(id: "ucc" | "csc", latest: UccSeason | CscSeason | undefined): Draft {
  const { name, short, sport } = TOURNAMENTS[id];
  let final = "";
  if (latest && id === "ucc") {
    const match = (latest as UccSeason).matches.at(-1);
    if (match) final = `${match.stage} ${latest.year}: ${match.team1} ${footballScoreText(match)} ${match.team2}, champions ${footballWinner(match) ?? "undecided"}.`;
  } else if (latest) {
    const match = (latest as CscSeason).matches.at(-1);
    if (match) final = `${match.stage} ${latest.year}: ${match.innings[0].team} v ${match.innings[1].team}, champions ${cricketWinner(match) ?? "undecided"}.`;
  }
  return {
    kind: "tournament",
    title: name,
    href: tournamentPath(id),
    context: `${short} · ${sport}${latest ? ` · ${latest.year}` : ""}`,
    text: final,
    tags: latest ? latest.teams.map((team) => team.name).join(", ") : "",
  };
}

function tournaments(snapshot: ContentSnapshot): Draft[] {
  const out: Draft[] = [];
  const played = <S extends { year: number; matches: unknown[] }>(seasons: ReadonlyMap<number, S>) =>
    [...seasons.values()].filter((season) => season.matches.length > 0).sort((a, b) => b.year - a.year);
  const uccSeasons = played(snapshot.tournaments.ucc.seasons);
  const cscSeasons = played(snapshot.tournaments.csc.seasons);
  out.push(tournamentHome("ucc", uccSeasons[0]), tournamentHome("csc", cscSeasons[0]));
  for (const season of uccSeasons) out.push(...ucc(season));
  for (const season of cscSeasons) out.push(...csc(season));
  return out;
}

function tv(snapshot: ContentSnapshot): Draft[] {
  const out: Draft[] = [];
  const channelsOf = new Map<string, { title: string; channels: string[] }>();
  for (const channel of CHANNELS) {
    const videos = snapshot.tv[channel];
    out.push({ kind: "channel", title: `${channel} channel`, href: channelHref(channel), context: `TV · ${plural(videos.length, "video")}`, text: videos.map((video) => video.title).slice(0, 3).join(" · ") });
    for (const video of videos) {
      const entry = channelsOf.get(video.id) ?? channelsOf.set(video.id, { title: video.title, channels: [] }).get(video.id)!;
      entry.channels.push(channel);
    }
  }
  for (const { title, channels } of channelsOf.values()) {
    // Linked to the channel it belongs to rather than the mix, when it has one.
    const home = channels.find((channel) => channel !== DEFAULT_CHANNEL) ?? channels[0]!;
    out.push({ kind: "video", title, href: channelHref(home as (typeof CHANNELS)[number]), context: `TV · ${channels.join(", ")}`, text: "" });
  }
  return out;
}

function hub(snapshot: ContentSnapshot): Draft[] {
  const { playlists, videos, shorts } = snapshot.hub;
  return [
    ...playlists.map((playlist) => ({
      kind: "playlist" as const,
      title: playlist.title,
      href: `/gaming?playlists=${playlist.category}`,
      context: `Gaming hub · ${playlist.category} playlists`,
      text: "",
    })),
    ...[...videos, ...shorts].map((video) => ({ kind: "video" as const, title: video.title, href: "/gaming", context: "Gaming hub", text: "" })),
  ];
}

function services(snapshot: ContentSnapshot): Draft[] {
  return snapshot.services.services.map((service) => ({
    kind: "service",
    title: service.title,
    href: `/services?category=${encodeURIComponent(service.category)}`,
    context: `Service · ${service.category}`,
    text: service.description,
    tags: service.category,
  }));
}

/** Everything search finds in a content snapshot, each with the page it links to. */
export function searchDocuments(snapshot: ContentSnapshot): SearchDoc[] {
  return [...posts(snapshot), ...tournaments(snapshot), ...tv(snapshot), ...hub(snapshot), ...services(snapshot)].map((draft, id) => ({ ...draft, id }));
}
