import { createPostCatalog } from "~/features/blog/post-catalog.server";
import { readHub } from "~/features/gaming/hub-file.server";
import { createPageStore } from "~/features/pages/page-files.server";
import { ABOUT_PORTRAIT, PAGE_NAMES } from "~/features/pages/pages";
import { readServices } from "~/features/services/services-file.server";
import { readTournamentOf } from "~/features/tournaments/files/season-files.server";
import type { AnyTournamentContent } from "~/features/tournaments/model/content";
import { TOURNAMENTS, type TournamentId } from "~/features/tournaments/model/tournaments";
import { readChannels } from "~/features/tv/channel-files.server";
import { tvImages } from "~/features/tv/images";
import type { ContentSnapshot } from "~/features/content/current.server";
import { MANIFEST_FILE, readContentImages } from "~/features/content/images.server";
import { collect, type ContentProblem } from "~/features/content/problems";
import { contentReader } from "~/features/content/reader.server";
import { siteFiles } from "~/features/markdown/markdown.server";
import type { RouteTable } from "~/features/route-table/route-table";
import { withServingTime } from "~/utils/clock.server";
import { bodyReferenceProblems, sitePages } from "./references.server";

// The loader lists every part of the content: it sits above every domain (the layers:
// docs/decisions/011-layers.md). Each part's type is declared by its reader, beside it.

export type LoadOptions = {
  /** The site's routes: links in posts are checked against the pages they answer (the server and check:content give them). */
  routes?: RouteTable;
};

export type LoadResult =
  | { ok: true; snapshot: ContentSnapshot; summary: string }
  | { ok: false; problems: ContentProblem[] };

/** Images the code itself names (pages that show them whatever the content says), and what for. */
function imagesTheCodeNames(): { name: string; usedFor: string }[] {
  return [
    ...tvImages(),
    ...TOURNAMENTS.map(({ logo, short }) => ({
      name: logo,
      usedFor: `the ${short} logo on /gaming`,
    })),
    { name: ABOUT_PORTRAIT, usedFor: "the portrait on /about" },
  ];
}

/**
 * Reads and checks all the content of a folder: the one function behind `npm run check:content`,
 * the build's check, the server's start-up and every reload, so none of them can accept what
 * another refuses. Every problem is collected (each names its file, and its line and field where
 * it has them); with any, nothing is returned to serve. The posts' bodies are checked last, once
 * the rest holds: the pages their links may lead to follow from all of it.
 */
export function loadContent(dir: string, { routes }: LoadOptions = {}): LoadResult {
  const reader = contentReader(dir);
  const problems: ContentProblem[] = [];
  const images = collect(problems, () => readContentImages(reader));
  if (images) problems.push(...images.problems);
  // Without a readable manifest every image reference would be reported again: check them only with one.
  const imageProblem = (at: Omit<ContentProblem, "message">, name: string) =>
    images?.reference(at, name);
  const coverProblem = (name: string) =>
    images ? imageProblem({ file: "" }, name)?.message : undefined;

  const posts = collect(problems, () => createPostCatalog(reader, { imageProblem: coverProblem }));
  const pages = collect(problems, () => createPageStore(reader));
  const tournaments = TOURNAMENTS.map(
    (tournament) =>
      [
        tournament.id,
        collect(problems, () => readTournamentOf(reader, tournament, imageProblem)),
      ] as const,
  );
  const tv = collect(problems, () => readChannels(reader));
  const hub = collect(problems, () => readHub(reader, imageProblem));
  const services = collect(problems, () => readServices(reader, imageProblem));
  for (const { name, usedFor } of imagesTheCodeNames()) {
    const problem = images?.reference({ file: reader.display(MANIFEST_FILE) }, name, usedFor);
    if (problem) problems.push(problem);
  }
  if (
    problems.length > 0 ||
    !images ||
    !posts ||
    !pages ||
    tournaments.some(([, read]) => !read) ||
    !tv ||
    !hub ||
    !services
  )
    return { ok: false, problems };

  const manifest = images.manifest;
  const snapshot: ContentSnapshot = Object.freeze({
    dir: reader.root,
    version: reader.version(),
    loadedAt: new Date().toISOString(),
    images: manifest,
    posts,
    pages,
    tournaments: Object.freeze(
      Object.fromEntries(tournaments) as Record<TournamentId, AnyTournamentContent>,
    ),
    tv,
    hub,
    services,
  });
  // Links may lead to a post scheduled for later (it answers from its moment on), not to a draft.
  const references = withServingTime(Infinity, () =>
    bodyReferenceProblems(posts, {
      files: siteFiles(reader.root),
      pages: routes && sitePages(routes, snapshot),
      root: reader.root,
    }),
  );
  if (references.length > 0) return { ok: false, problems: references };

  const seasons = Object.values(snapshot.tournaments).reduce(
    (sum, tournament) => sum + tournament.seasons.size,
    0,
  );
  const qualifiers = Object.values(snapshot.tournaments).reduce(
    (sum, tournament) => sum + tournament.qualifiers.size,
    0,
  );
  const videos = tv.channels.reduce((sum, channel) => sum + channel.videos.length, 0);
  const summary =
    `${postCount(posts.files(), posts.summaries().length)}, ${PAGE_NAMES.length} pages, ${seasons} seasons and ${qualifiers} qualifiers, ${tv.channels.length} TV channels (${videos} videos), ` +
    `the gaming hub, ${services.services.length} services, ${Object.keys(manifest).length} images`;
  return { ok: true, snapshot, summary };
}

/** "18 posts" or "20 posts (18 public now, 1 scheduled, 1 draft)". */
function postCount(files: readonly { meta: { draft?: boolean } }[], publicNow: number): string {
  const drafts = files.filter(({ meta }) => meta.draft).length;
  const later = files.length - drafts - publicNow;
  if (drafts === 0 && later === 0) return `${files.length} posts`;
  const parts = [`${publicNow} public now`];
  if (later > 0) parts.push(`${later} scheduled`);
  if (drafts > 0) parts.push(`${drafts} draft${drafts === 1 ? "" : "s"}`);
  return `${files.length} posts (${parts.join(", ")})`;
}
