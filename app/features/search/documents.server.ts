import type { ContentSnapshot } from "~/features/content/current.server";
import { TOURNAMENTS, tournamentPath, type Tournament, type TournamentId } from "~/features/tournaments/tournaments";
import { matchPath, matchSlug, playerPath, teamPath } from "~/features/tournaments/centre-paths";
import { cricketResultText, cricketWinner, inningsScoreText } from "~/features/tournaments/cricket";
import { footballScoreText, footballWinner } from "~/features/tournaments/football";
import type { CscSeason, UccSeason } from "~/features/tournaments/schema";
import { cscEntries, cscLeaderboard, uccLeaderboard } from "~/features/tournaments/stats";
import { channelHref } from "~/features/tv/channels";
import type { SearchDoc } from "./documents";

type Draft = Omit<SearchDoc, "id">;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function posts(snapshot: ContentSnapshot): Draft[] {
  return snapshot.posts.summaries().map((post) => ({
    kind: "post",
    title: post.title,
    href: `/blogs/${post.slug}`,
    context: `${post.dateLabel} · ${post.categories.join(", ")}`,
    searchedContext: post.dateLabel,
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

function football({ id, short }: Tournament, season: UccSeason): Draft[] {
  const lines = new Map<string, { goals: number; assists: number; cleanSheets: number }>();
  const line = (player: string) => lines.get(player) ?? lines.set(player, { goals: 0, assists: 0, cleanSheets: 0 }).get(player)!;
  for (const row of uccLeaderboard(season, "goals")) line(`${row.player}\n${row.team}`).goals = row.value;
  for (const row of uccLeaderboard(season, "assists")) line(`${row.player}\n${row.team}`).assists = row.value;
  for (const row of uccLeaderboard(season, "cleanSheets")) line(`${row.player}\n${row.team}`).cleanSheets = row.value;

  const teams: Draft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: teamPath(id as TournamentId, team.name),
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
        href: playerPath(id as TournamentId, player),
        context: `${team.name} · ${short} ${season.year}${player === team.goalkeeper ? " · goalkeeper" : ""}`,
        text: stats.join(", "),
      };
    }),
  );
  const matches: Draft[] = season.matches.map((match) => ({
    kind: "match",
    title: `${match.team1} ${footballScoreText(match)} ${match.team2}`,
    href: matchPath(id as TournamentId, season.year, matchSlug(match)),
    context: `${short} ${season.year} · ${match.stage} · ${match.date.split(" · ")[1]}`,
    text: [footballWinner(match) ? `${footballWinner(match)} won` : "Draw", scorers(match)].filter(Boolean).join(". "),
  }));
  return [...teams, ...players, ...matches];
}

function cricket({ id, short }: Tournament, season: CscSeason): Draft[] {
  const runs = new Map(cscLeaderboard(season, "runs", Infinity).map((row) => [`${row.player}\n${row.team}`, row.value]));
  const wickets = new Map(cscLeaderboard(season, "wickets", Infinity).map((row) => [`${row.player}\n${row.team}`, row.value]));
  const squads = new Map<string, Set<string>>(season.teams.map((team) => [team.name, new Set()]));
  for (const { player, team } of cscEntries(season)) squads.get(team)?.add(player);
  const teams: Draft[] = season.teams.map((team) => ({
    kind: "team",
    title: team.name,
    href: teamPath(id as TournamentId, team.name),
    context: `${short} ${season.year} · ${team.league}`,
    text: `${team.country}, ${team.leagueCode}`,
  }));
  const players: Draft[] = [...squads].flatMap(([team, players]) =>
    [...players].map((player) => ({
      kind: "player" as const,
      title: player,
      href: playerPath(id as TournamentId, player),
      context: `${team} · ${short} ${season.year}`,
      text: `${plural(runs.get(`${player}\n${team}`) ?? 0, "run")}, ${plural(wickets.get(`${player}\n${team}`) ?? 0, "wicket")}`,
    })),
  );
  const matches: Draft[] = season.matches.map((match) => {
    const [first, second] = match.innings;
    return {
      kind: "match",
      title: `${first.team} v ${second.team}`,
      href: matchPath(id as TournamentId, season.year, matchSlug({ date: match.date, team1: first.team, team2: second.team })),
      context: `${short} ${season.year} · ${match.stage} · ${match.date.split(" · ")[1]}`,
      text: `${first.team} ${inningsScoreText(first)}, ${second.team} ${inningsScoreText(second)}. ${cricketResultText(match)}`,
    };
  });
  return [...teams, ...players, ...matches];
}

/** A tournament's latest played season, its final as a line of text, and its champion. */
type LatestFinal = { latest: { year: number; teams: readonly { name: string }[] } | undefined; final: string; champion: string | undefined };

/** A tournament's home: its latest final and champion, and the teams of its latest season. */
function tournamentHome({ id, name, short, sportName }: Tournament, { latest, final }: LatestFinal): Draft {
  return {
    kind: "tournament",
    title: name,
    href: tournamentPath(id as TournamentId),
    context: `${short} · ${sportName}${latest ? ` · ${latest.year}` : ""}`,
    text: final,
    tags: latest ? latest.teams.map((team) => team.name).join(", ") : "",
  };
}

/** Its played seasons, newest first. */
function played<S extends { year: number; matches: unknown[] }>(seasons: ReadonlyMap<number, S>): S[] {
  return [...seasons.values()].filter((season) => season.matches.length > 0).sort((a, b) => b.year - a.year);
}

function latestFinal(content: ContentSnapshot["tournaments"][TournamentId]): LatestFinal {
  if (content.sport === "football") {
    const latest = played(content.seasons)[0];
    const match = latest?.matches.at(-1);
    if (!latest || !match) return { latest, final: "", champion: undefined };
    const champion = footballWinner(match);
    return {
      latest,
      champion,
      final: `${match.stage} ${latest.year}: ${match.team1} ${footballScoreText(match)} ${match.team2}, champions ${champion ?? "undecided"}.`,
    };
  }
  const latest = played(content.seasons)[0];
  const match = latest?.matches.at(-1);
  if (!latest || !match) return { latest, final: "", champion: undefined };
  const champion = cricketWinner(match);
  return {
    latest,
    champion,
    final: `${match.stage} ${latest.year}: ${match.innings[0].team} v ${match.innings[1].team}, champions ${champion ?? "undecided"}.`,
  };
}

/** The champions of each tournament's latest played season. */
export function latestChampions(snapshot: ContentSnapshot): string[] {
  return TOURNAMENTS.flatMap((info) => latestFinal(snapshot.tournaments[info.id]).champion ?? []);
}

function tournaments(snapshot: ContentSnapshot): Draft[] {
  const homes: Draft[] = [];
  const rest: Draft[] = [];
  for (const info of TOURNAMENTS) {
    const content = snapshot.tournaments[info.id];
    homes.push(tournamentHome(info, latestFinal(content)));
    const seasons: Draft[] = [];
    if (content.sport === "football") for (const season of played(content.seasons)) seasons.push(...football(info, season));
    else for (const season of played(content.seasons)) seasons.push(...cricket(info, season));
    rest.push(...onePerPage(seasons));
  }
  return [...homes, ...rest];
}

/**
 * One result per page: a team or player of several seasons has one page, so its seasons'
 * documents (newest first) become one, with every season's context and line.
 */
function onePerPage(drafts: Draft[]): Draft[] {
  const byHref = new Map<string, Draft[]>();
  for (const draft of drafts) {
    const same = byHref.get(draft.href);
    if (same) same.push(draft);
    else byHref.set(draft.href, [draft]);
  }
  return [...byHref.values()].map((same) => {
    if (same.length === 1) return same[0]!;
    const year = (draft: Draft) => /\b\d{4}\b/.exec(draft.context)?.[0] ?? "";
    const texts = [...new Set(same.map((draft) => draft.text))];
    return {
      ...same[0]!,
      context: `${same[0]!.context} (and ${same.slice(1).map(year).join(", ")})`,
      searchedContext: same.map((draft) => draft.context).join(" · "),
      text: texts.length === 1 ? texts[0]! : same.map((draft) => `${year(draft)}: ${draft.text}`).join(" · "),
    };
  });
}

function tv(snapshot: ContentSnapshot): Draft[] {
  const out: Draft[] = [];
  const { channels, videos } = snapshot.tv;
  const channelsOf = new Map<string, { title: string; channels: string[] }>();
  for (const channel of channels) {
    const list = videos[channel.name] ?? [];
    out.push({
      kind: "channel",
      title: `${channel.name} channel`,
      href: channelHref(channels, channel.name),
      context: `TV${channel.title ? ` · ${channel.title}` : ""} · ${plural(list.length, "video")}`,
      text: list
        .map((video) => video.title)
        .slice(0, 3)
        .join(" · "),
    });
    for (const video of list) {
      const entry = channelsOf.get(video.id) ?? channelsOf.set(video.id, { title: video.title, channels: [] }).get(video.id)!;
      entry.channels.push(channel.name);
    }
  }
  const opening = channels[0]?.name;
  for (const { title, channels: on } of channelsOf.values()) {
    // Linked to a channel of its own rather than the one /tv opens on (a mix), when it has one.
    const home = on.find((name) => name !== opening) ?? on[0]!;
    out.push({ kind: "video", title, href: channelHref(channels, home), context: `TV · ${on.join(", ")}`, text: "" });
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
