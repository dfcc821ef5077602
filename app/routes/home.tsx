import type { Route } from "./+types/home";
import { PostCard } from "~/components/blog/post-card";
import { NewsletterCard } from "~/components/newsletter/newsletter-card";
import { CARD_GRID_CLASS, LAZY_CARD_CLASS } from "~/components/card-grid";
import { VideoIcon } from "~/components/shell/icons";
import { TypingText } from "~/components/typing/typing-text";
import { latestById } from "~/features/blog/filters";
import { allPostSummaries } from "~/features/blog/posts.server";
import { currentContent } from "~/features/content/current.server";
import type { PageHandle } from "~/features/route-table/handle";
import { newest } from "~/features/route-table/handle";
import { pageMeta } from "~/features/shell/meta";
import { counted, countWord } from "~/utils/text";
import { showcaseFacts, tagline } from "~/features/tournaments/figures/facts";
import { tournamentContent } from "~/features/tournaments/files/current.server";
import { TOURNAMENTS, tournamentPath } from "~/features/tournaments/model/tournaments";
import { siteConfig } from "~/site.config";
import { sharedPageHeaders } from "~/utils/page-headers.server";

const TYPED_WORDS = ["Blogs", "Services", "Gaming"];

/** In the sitemap, dated by the newest post (the page lists the latest ones). */
export const handle: PageHandle = {
  sitemap: ({ path, content }) => [
    { path, lastmod: newest(content.posts.summaries().map((post) => post.date)) },
  ],
};

export function loader() {
  return {
    latest: latestById(allPostSummaries()),
    channels: currentContent().tv.channels.length,
    tournaments: TOURNAMENTS.length,
    exclusive: exclusiveTiles(),
  };
}

type TileProps = {
  href: string;
  title: string;
  text: string;
  accent: string;
  eyebrow?: { label: string; className: string };
};

/** One tile per tournament, in its own accent, saying what its latest season is. */
function exclusiveTiles(): TileProps[] {
  return TOURNAMENTS.map((tournament) => ({
    href: tournamentPath(tournament.id),
    title: tournament.name,
    text: tagline(tournament, showcaseFacts(tournamentContent(tournament.id))),
    accent: TILE_ACCENTS[tournament.accent].border,
    eyebrow: {
      label: `${tournament.sportName} cup`,
      className: TILE_ACCENTS[tournament.accent].eyebrow,
    },
  }));
}

/** The tile colours of each tournament accent (the section colours of app.css). */
const TILE_ACCENTS = {
  red: { border: "border-t-gaming", eyebrow: "text-gaming dark:text-[#f87171]" },
  green: { border: "border-t-services", eyebrow: "text-[var(--link)]" },
} as const;

/** The Discover More tiles; the TV's counts its channels, one content file each. */
function discoverTiles(channels: number, tournaments: number): TileProps[] {
  return [
    {
      href: "/services",
      title: "Services",
      text: "Thumbnails and websites, ordered on the marketplace.",
      accent: "border-t-services",
    },
    {
      href: "/gaming",
      title: "Gaming",
      text: `Playlists, videos, shorts and ${countWord(tournaments)} tournaments.`,
      accent: "border-t-gaming",
    },
    {
      href: "/tv",
      title: "TV",
      text: `${counted(channels, "channel")} of gaming, non-stop, in sync for everyone.`,
      accent: "border-t-brand",
    },
  ];
}

/** A link card with a coloured top edge: the section it leads to. */
function Tile({ href, title, text, accent, eyebrow }: TileProps) {
  return (
    <a
      href={href}
      className={`relative flex card-interactive flex-col gap-2 surface-card border-t-4 p-6 ${accent}`}
    >
      {eyebrow ? (
        <span className={`text-xs font-bold tracking-wider uppercase ${eyebrow.className}`}>
          {eyebrow.label}
        </span>
      ) : null}
      <span className="text-xl font-bold">{title}</span>
      <span className="text-muted">{text}</span>
    </a>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-16 pb-8">
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-strong via-brand to-[#0b1220] text-white">
        <div className="container-page py-16 text-center md:py-24">
          <p className="text-sm font-semibold tracking-[0.2em] text-white/80 uppercase">
            {siteConfig.authorName}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl md:text-6xl">
            Welcome to <span translate="no">{siteConfig.brand}</span>
            <span className="sr-only">: blogs, services and gaming</span>
          </h1>
          <p className="mt-4 text-2xl font-bold sm:text-3xl" aria-hidden="true">
            Explore <TypingText className="text-amber" words={TYPED_WORDS} />
          </p>
          <p className="mx-auto mt-4 max-w-xl text-white/85">{siteConfig.tagline}</p>
          <a
            href={siteConfig.channel.subscribeUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-8 inline-flex items-center gap-2 rounded-full bg-gaming px-6 py-3 font-semibold text-white shadow-lg transition hover:brightness-110"
          >
            <VideoIcon /> Subscribe to the channel
          </a>
        </div>
      </section>

      <section className="container-page" aria-labelledby="exclusive-heading">
        <h2 id="exclusive-heading" className="text-2xl font-extrabold tracking-tight">
          Exclusive Content
        </h2>
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          {loaderData.exclusive.map((tile) => (
            <Tile key={tile.href} {...tile} />
          ))}
        </div>
      </section>

      <section className="container-page" aria-labelledby="latest-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest-heading" className="text-2xl font-extrabold tracking-tight">
            Latest Blogs
          </h2>
          <a
            href="/blogs"
            className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-white hover:bg-brand-strong"
          >
            Blogs
          </a>
        </div>
        <ul className={`mt-5 ${CARD_GRID_CLASS}`} aria-label="Latest blog posts">
          {loaderData.latest.map((post) => (
            <li key={post.slug} className={LAZY_CARD_CLASS}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>

      <div className="container-page">
        <NewsletterCard source="home" />
      </div>

      <section className="container-page" aria-labelledby="discover-heading">
        <h2 id="discover-heading" className="text-2xl font-extrabold tracking-tight">
          Discover More
        </h2>
        <div className="mt-5 grid gap-6 sm:grid-cols-3">
          {discoverTiles(loaderData.channels, loaderData.tournaments).map((tile) => (
            <Tile key={tile.href} {...tile} />
          ))}
        </div>
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    page: "Home",
    description: `${siteConfig.brand}: technology, gaming and sports blogs, freelance services, gaming tournaments and a 24/7 gaming TV channel.`,
  });

/** The same page for every visitor: rendered once, served from the page cache. */
export const headers = sharedPageHeaders;
