import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/tv";
import { ShareBlock } from "~/components/share/share-block";
import { tvIsland } from "~/components/tv/tv-island";
import type { TvImage, TvPlayerProps } from "~/components/tv/tv-player";
import { currentContent } from "~/features/content/current.server";
import { findImage } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import { pageMeta } from "~/features/shell/meta";
import { adLogoImage, channelPoster } from "~/features/tv/images";
import { channelHref, findChannel, type ChannelLink } from "~/features/tv/channels";
import { counted, listText } from "~/utils/text";
import { AD_LOGOS, type AdLogo } from "~/features/tv/schedule";
import { Island } from "~/islands/island";
import { islandHandle, type IslandHandle } from "~/islands/registry";
import type { PageHandle } from "~/features/route-table/handle";
import { getEnv } from "~/utils/env.server";
import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";
import { siteConfig } from "~/site.config";

export const handle: IslandHandle & PageHandle = {
  /** This route's page hydrates the TV island: React and the player's code load here, and only here. */
  ...islandHandle("tv"),
  /** The page cache keys the page on its channel, upper case; the first (the default) is the bare page. An unknown one is kept, so it answers 404. */
  query: (params, { content }) => {
    const raw = params.get("channel");
    if (raw === null || raw === "") return "";
    const { channels } = content.tv;
    const channel = findChannel(channels, raw)?.name;
    if (channel === channels[0]!.name) return "";
    return `?${new URLSearchParams({ channel: channel ?? raw }).toString()}`;
  },
  /** Each channel but the first (the bare page's) has a card of its own. */
  cards: ({ content }) =>
    content.tv.channels.slice(1).map(({ name }) => channelHref(content.tv.channels, name)),
};

/** Each channel's button: its name, address and style, from the channel files present. */
function channelLinks() {
  const { channels } = currentContent().tv;
  return channels.map(({ name, exclusive }) => ({
    name,
    href: channelHref(channels, name),
    exclusive,
  }));
}

/** The island's props; its images are resolved here, so the island carries no image manifest. */
function playerProps(channel: string): TvPlayerProps {
  const lookup = imageLookupFor(currentContent().images);
  const channels = channelLinks();
  return {
    channel,
    channels,
    brand: siteConfig.brand,
    posters: Object.fromEntries(
      channels.map(({ name }) => [
        name,
        findImage(
          lookup,
          channelPoster(name, (image) => lookup(image) !== undefined),
        ),
      ]),
    ),
    adLogos: Object.fromEntries(
      AD_LOGOS.map((logo) => [logo, findImage(lookup, adLogoImage(logo))]),
    ) as Partial<Record<AdLogo, TvImage>>,
    apiPath: "/api/tv",
    iframeApiSrc: getEnv().YOUTUBE_IFRAME_API_URL,
  };
}

/** What the page says about the channels: how many, and which are exclusive (with their full names). */
function aboutChannels() {
  const { channels } = currentContent().tv;
  const exclusive = channels.filter((channel) => channel.exclusive);
  return {
    count: channels.length,
    names: channels.map(({ name }) => name),
    exclusive: exclusive.length
      ? {
          sentence: `${listText(exclusive.map(({ name }) => name))} ${exclusive.length === 1 ? "is our exclusive channel" : "are our exclusive channels"}`,
          titles: listText(exclusive.flatMap(({ title }) => (title ? [`the ${title}`] : []))),
        }
      : null,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("channel");
  const { channels } = currentContent().tv;
  const channel = raw === null || raw === "" ? channels[0]!.name : findChannel(channels, raw)?.name;
  if (!channel) throw sharedNotFound({ message: "Channel not found", channels: channelLinks() });
  return {
    player: playerProps(channel),
    about: aboutChannels(),
    shareUrl: `${getEnv().PUBLIC_ORIGIN}/tv`,
    subscribeUrl: siteConfig.channel.subscribeUrl,
  };
}

export default function TvPage({ loaderData }: Route.ComponentProps) {
  const { player, about, shareUrl, subscribeUrl } = loaderData;
  return (
    <div className="container-page space-y-8 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-gaming uppercase dark:text-red-400">
            24/7 gaming TV
          </p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {siteConfig.brand} TV
          </h1>
        </div>
        <a
          href={subscribeUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-gaming px-5 py-2 font-bold text-white shadow-sm transition hover:brightness-110"
        >
          Subscribe<span className="sr-only"> to the channel (opens in a new tab)</span>
        </a>
      </header>

      <Island island={tvIsland} props={player} />

      <section className="grid gap-6 md:grid-cols-2">
        <div className="space-y-3 surface-card p-5">
          <h2 className="text-lg font-bold">Free gaming, 24 hours a day</h2>
          <p className="text-muted">
            Free 24-hour non-stop gaming content: trailers, gameplay and our own tournaments, on{" "}
            {counted(about.count, "channel")} that never stop. Everyone watching a channel sees the
            same moment, wherever they are — pick a channel and jump in.
          </p>
          {about.exclusive ? (
            <p className="text-sm text-muted">
              {about.exclusive.sentence}
              {about.exclusive.titles ? `: ${about.exclusive.titles}` : ""}.
            </p>
          ) : null}
        </div>
        <ShareBlock url={shareUrl} title="Share the TV" />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.error || !args.data
    ? [{ title: `${siteConfig.brand} - Channel not found` }, { name: "robots", content: "noindex" }]
    : pageMeta(args, {
        page: "TV",
        description: `Free 24-hour non-stop gaming TV: ${counted(args.data.about.count, "channel")} of trailers, gameplay and tournaments, in sync for everyone watching.`,
        keywords: ["gaming TV", "24/7", ...args.data.about.names, "live"].join(", "),
      });

/** The same page for every visitor (live state comes from /api/tv): rendered once, served from the page cache. */
export const headers = sharedPageHeaders;

function isChannelList(value: unknown): value is { channels: ChannelLink[] } {
  return (
    typeof value === "object" &&
    value !== null &&
    "channels" in value &&
    Array.isArray(value.channels)
  );
}

/** An unknown channel: 404 with a link to each channel. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const channels: ChannelLink[] = notFound && isChannelList(error.data) ? error.data.channels : [];
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">
        {notFound ? "Channel not found" : "Unexpected Application Error!"}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {notFound
          ? "There is no such channel. Pick one of ours:"
          : "Something went wrong. Try a channel:"}
      </p>
      <ul className="mt-6 flex flex-wrap gap-2">
        {channels.map(({ name, href }) => (
          <li key={name}>
            <a
              href={href}
              className="inline-flex min-h-11 items-center rounded-full border-2 border-[var(--border)] bg-[var(--surface)] px-4 py-2 font-bold hover:border-gaming"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
