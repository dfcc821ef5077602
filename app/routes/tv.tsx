import { isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/tv";
import { ShareBlock } from "~/components/share/share-block";
import { tvIsland } from "~/components/tv/tv-island";
import type { TvImage, TvPlayerProps } from "~/components/tv/tv-player";
import { currentContent } from "~/features/content/current.server";
import { findImage } from "~/features/media/images";
import { imageLookupFor } from "~/features/media/site-images";
import { adLogoImage, posterImage } from "~/features/tv/images";
import { channelHref, CHANNELS, DEFAULT_CHANNEL, EXCLUSIVE_CHANNELS, parseChannel, type ChannelName } from "~/features/tv/channels";
import { AD_LOGOS, type AdLogo } from "~/features/tv/schedule";
import { Island } from "~/islands/island";
import { islandHandle } from "~/islands/registry";
import { getEnv } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { sharedNotFound, sharedPageHeaders } from "~/utils/page-headers.server";
import { siteConfig } from "../../site.config";

/** This route's page hydrates the TV island: React and the player's code load here, and only here. */
export const handle = islandHandle("tv");

/** The island's props; its images are resolved here, so the island carries no image manifest. */
function playerProps(channel: ChannelName): TvPlayerProps {
  const lookup = imageLookupFor(currentContent().images);
  return {
    channel,
    channels: CHANNELS.map((name) => ({ name, href: channelHref(name), exclusive: EXCLUSIVE_CHANNELS.has(name) })),
    brand: siteConfig.brand,
    posters: Object.fromEntries(CHANNELS.map((name) => [name, findImage(lookup, posterImage(name))])) as Partial<Record<ChannelName, TvImage>>,
    adLogos: Object.fromEntries(AD_LOGOS.map((logo) => [logo, findImage(lookup, adLogoImage(logo))])) as Partial<Record<AdLogo, TvImage>>,
    apiPath: "/api/tv",
    iframeApiSrc: getEnv().YOUTUBE_IFRAME_API_URL,
  };
}

export function loader({ request }: Route.LoaderArgs) {
  const raw = new URL(request.url).searchParams.get("channel");
  const channel = raw === null || raw === "" ? DEFAULT_CHANNEL : parseChannel(raw);
  if (!channel) throw sharedNotFound("Channel not found");
  return { player: playerProps(channel), shareUrl: `${getEnv().PUBLIC_ORIGIN}/tv`, subscribeUrl: siteConfig.channel.subscribeUrl };
}

export default function TvPage({ loaderData }: Route.ComponentProps) {
  const { player, shareUrl, subscribeUrl } = loaderData;
  return (
    <div className="container-page space-y-8 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-gaming uppercase dark:text-red-400">24/7 gaming TV</p>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{siteConfig.brand} TV</h1>
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
            Free 24-hour non-stop gaming content: trailers, gameplay and our own tournaments, on six channels that never stop. Everyone watching a channel sees
            the same moment, wherever they are — pick a channel and jump in.
          </p>
          <p className="text-sm text-muted">UCC and CSC are our exclusive channels: the Ultimate Clubs Cup and the Cricket Super Cup.</p>
        </div>
        <ShareBlock url={shareUrl} title="Share the TV" />
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  args.error
    ? [{ title: `${siteConfig.brand} - Channel not found` }, { name: "robots", content: "noindex" }]
    : pageMeta(args, {
        page: "TV",
        description: "Free 24-hour non-stop gaming TV: six channels of trailers, gameplay and tournaments, in sync for everyone watching.",
        keywords: "gaming TV, 24/7, GTA, HITMAN, racing, UCC, CSC, live",
      });

/** The same page for every visitor (live state comes from /api/tv): rendered once, served from the page cache. */
export const headers = sharedPageHeaders;

/** An unknown channel: 404 with a link to each channel. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="container-page py-16">
      <h1 className="text-3xl font-bold">{notFound ? "Channel not found" : "Unexpected Application Error!"}</h1>
      <p className="mt-4 text-lg text-muted">{notFound ? "There is no such channel. Pick one of ours:" : "Something went wrong. Try a channel:"}</p>
      <ul className="mt-6 flex flex-wrap gap-2">
        {CHANNELS.map((name) => (
          <li key={name}>
            <a
              href={channelHref(name)}
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
