import { collectSeries, seriesHref } from "~/features/blog/reading/series";
import type { ContentSnapshot } from "~/features/content/current.server";
import { PAGE_NAMES, type PageName } from "~/features/pages/pages";
import { FOOTER_COLUMNS, NAV_ITEMS } from "~/features/shell/links";
import { channelHref } from "~/features/tv/channels";
import { counted } from "~/utils/text";
import type { SearchDoc, SearchDraft as Draft } from "./documents";
import { tournamentDocuments } from "./tournament-documents.server";
import { headingsOf, markdownToText } from "./text";

/**
 * Every post that is or will be public: drafts are never indexed; a scheduled post is, and
 * searches show it from its moment (search.server.ts), so the index needs no rebuild then.
 */
function posts(snapshot: ContentSnapshot): Draft[] {
  return snapshot.posts
    .at(Infinity)
    .summaries()
    .map((post) => ({
      kind: "post",
      title: post.title,
      href: `/blogs/${post.slug}`,
      context: `${post.dateLabel} · ${post.categories.join(", ")}${post.series ? ` · ${post.series.name}, part ${post.series.part}` : ""}`,
      searchedContext: post.dateLabel,
      text: post.description,
      // Its series' name finds it as its categories do.
      tags: [...post.categories, post.series?.name ?? ""].join(" "),
      slug: post.slug,
    }));
}

/** Each series, found by its name and its parts' titles, leading to its page. */
function series(snapshot: ContentSnapshot): Draft[] {
  return [...collectSeries(snapshot.posts.summaries()).values()].map(
    ({ slug, name, parts, total }) => ({
      kind: "series",
      title: name,
      href: seriesHref(slug),
      context: `Series · ${counted(total, "part")}`,
      text: parts.map((part) => part.title).join(" · "),
    }),
  );
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
      context: `TV${channel.title ? ` · ${channel.title}` : ""} · ${counted(list.length, "video")}`,
      text: list
        .map((video) => video.title)
        .slice(0, 3)
        .join(" · "),
    });
    for (const video of list) {
      const entry =
        channelsOf.get(video.id) ??
        channelsOf.set(video.id, { title: video.title, channels: [] }).get(video.id)!;
      entry.channels.push(channel.name);
    }
  }
  const opening = channels[0]?.name;
  for (const { title, channels: on } of channelsOf.values()) {
    // Linked to a channel of its own rather than the one /tv opens on (a mix), when it has one.
    const home = on.find((name) => name !== opening) ?? on[0]!;
    out.push({
      kind: "video",
      title,
      href: channelHref(channels, home),
      context: `TV · ${on.join(", ")}`,
      text: "",
    });
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
    ...[...videos, ...shorts].map((video) => ({
      kind: "video" as const,
      title: video.title,
      href: "/gaming",
      context: "Gaming hub",
      text: "",
    })),
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

/**
 * The site's own pages, as its menu and footer list them (About, Contact, the legal pages …),
 * found by their name, the footer column they are in ("Legal") and, for the pages the content
 * writes (About and the legal texts), their text and headings. A page another result leads to
 * already (a tournament's home) is left to that one.
 */
function sitePages(snapshot: ContentSnapshot, elsewhere: ReadonlySet<string>): Draft[] {
  const listed = new Map<string, { label: string; column: string }>();
  for (const { title, links } of FOOTER_COLUMNS)
    for (const { label, to } of links) listed.set(to, { label, column: title });
  for (const { label, to } of NAV_ITEMS) if (!listed.has(to)) listed.set(to, { label, column: "" });
  const written = new Set<string>(PAGE_NAMES);
  return [...listed].flatMap(([href, { label, column }]) => {
    if (elsewhere.has(href)) return [];
    const name = href.slice(1);
    const markdown = written.has(name) ? snapshot.pages.markdown(name as PageName) : "";
    return [
      {
        kind: "page" as const,
        title: label,
        href,
        context: href,
        searchedContext: column,
        text: markdownToText(markdown).replace(/\s+/g, " ").trim(),
        headings: headingsOf(markdown).join(" · "),
      },
    ];
  });
}

/** Everything search finds in a content snapshot, each with the page it links to. */
export function searchDocuments(snapshot: ContentSnapshot): SearchDoc[] {
  const drafts = [
    ...posts(snapshot),
    ...series(snapshot),
    ...tournamentDocuments(snapshot),
    ...tv(snapshot),
    ...hub(snapshot),
    ...services(snapshot),
  ];
  const pages = sitePages(snapshot, new Set(drafts.map((draft) => draft.href)));
  return [...drafts, ...pages].map((draft, id) => ({ ...draft, id }));
}
