import { paginate } from "~/features/blog/filters";
import type { PageLink } from "~/features/blog/list";
import { pageWindow } from "~/features/blog/pagination";
import { currentContent, perSnapshot } from "~/features/content/current.server";
import { perPublicPosts } from "~/features/blog/posts.server";
import {
  GROUP_LABELS,
  SEARCH_GROUPS,
  SEARCH_KINDS,
  type SearchDoc,
  type SearchGroup,
} from "./documents";
import { searchDocuments } from "./documents.server";
import { latestChampions } from "./tournament-documents.server";
import { highlight, snippet, type Segment } from "./highlight";
import { searchHref, type SearchQuery } from "./query";
import { buildSearchIndex, type SearchHit } from "./search-index.server";
import { markdownToText } from "./text";

const RESULTS_PER_PAGE = 10;

/**
 * The search index of a content snapshot: built when first asked for (the server asks at
 * start-up and after each reload, so it is ready before visitors search), in slices that let
 * other requests through. Each instance builds its own from the same content.
 */
const searchIndex = perSnapshot((snapshot) => {
  const index = buildSearchIndex(searchDocuments(snapshot), {
    readBody: (doc) => snapshot.posts.anyBody(doc.slug!),
  });
  void index.then(
    ({ stats }) =>
      console.log(
        `Search index ${snapshot.version}: ${stats.documents} documents (${stats.posts} posts, body words: ${stats.bodyTermsPerPost === "all" ? "all" : `${stats.bodyTermsPerPost} per post`}), ${stats.terms} terms in ${stats.ms} ms`,
      ),
    (error: unknown) => console.error("Search index failed to build:", error),
  );
  return index;
});

/** Starts building the current content's index (start-up, reload); resolves when it is ready. */
export async function warmSearchIndex() {
  return (await searchIndex()).stats;
}

/** Each post's most telling words, as the current content's search index keeps them (waits for it). */
export async function postTellingTerms(): Promise<ReadonlyMap<string, readonly string[]>> {
  return (await searchIndex()).postTerms;
}

type SearchResultView = {
  kind: string;
  title: Segment[];
  href: string;
  context: string;
  snippet: Segment[];
};
type GroupLink = {
  group: SearchGroup | undefined;
  label: string;
  count: number;
  href: string;
  current: boolean;
};

export type SearchPage = {
  query: SearchQuery;
  total: number;
  results: SearchResultView[];
  groups: GroupLink[];
  pages: PageLink[];
  previous: string | undefined;
  next: string | undefined;
  /** A query that finds something, when this one found nothing. */
  suggestion: { text: string; href: string } | undefined;
};

function resultView(hit: SearchHit): SearchResultView {
  const terms = new Set(hit.terms);
  const { doc } = hit;
  let text = doc.text;
  // A post shows the passage of its body where the words are, unless its summary has them.
  if (doc.slug !== undefined && highlight(doc.text, terms).every((segment) => !segment.mark)) {
    const body = currentContent().posts.body(doc.slug);
    if (body !== undefined) text = markdownToText(body);
  }
  return {
    kind: SEARCH_KINDS[doc.kind].label,
    title: highlight(doc.title, terms),
    href: doc.href,
    context: doc.context,
    snippet: text ? snippet(text, terms) : [],
  };
}

/** Everything /search shows for a query: one page of ranked results, the groups with their counts, page links. */
export async function searchPage(query: SearchQuery): Promise<SearchPage> {
  const empty = {
    query,
    total: 0,
    results: [],
    groups: [],
    pages: [],
    previous: undefined,
    next: undefined,
    suggestion: undefined,
  };
  if (!query.q) return empty;
  const index = await searchIndex();
  // The index holds scheduled posts too: a search shows those public at the time it is served.
  const posts = currentContent().posts;
  const shown = (doc: SearchDoc) => doc.slug === undefined || posts.exists(doc.slug);
  const { hits, counts } = index.search(query.q, shown);
  const all = hits.length;
  const inGroup = query.group
    ? hits.filter((hit) => SEARCH_KINDS[hit.doc.kind].group === query.group)
    : hits;
  const result = paginate(inGroup, query.page, RESULTS_PER_PAGE);
  const href = (page: number) => searchHref({ ...query, page });
  const groups: GroupLink[] =
    all === 0
      ? []
      : [
          {
            group: undefined,
            label: "All",
            count: all,
            href: searchHref({ q: query.q, group: undefined, page: 1 }),
            current: !query.group,
          },
          ...SEARCH_GROUPS.filter((group) => counts[group] > 0 || group === query.group).map(
            (group) => ({
              group,
              label: GROUP_LABELS[group],
              count: counts[group],
              href: searchHref({ q: query.q, group, page: 1 }),
              current: query.group === group,
            }),
          ),
        ];
  const suggested = all === 0 ? index.suggest(query.q, shown) : undefined;
  return {
    query: { ...query, page: result.page },
    total: result.total,
    results: result.items.map(resultView),
    groups,
    pages:
      result.pageCount > 1
        ? pageWindow(result.page, result.pageCount).map((slot, i) =>
            slot === "gap"
              ? { kind: "gap", key: `gap-${i}` }
              : { kind: "page", page: slot, href: href(slot), current: slot === result.page },
          )
        : [],
    previous: result.page > 1 ? href(result.page - 1) : undefined,
    next: result.page < result.pageCount ? href(result.page + 1) : undefined,
    suggestion: suggested
      ? { text: suggested, href: searchHref({ q: suggested, group: undefined, page: 1 }) }
      : undefined,
  };
}

/** Searches to try, from the content: the post categories, the latest champions, the TV channels. */
export const popularSearches = perPublicPosts((snapshot): { text: string; href: string }[] => {
  const words = new Set<string>();
  for (const post of snapshot.posts.summaries())
    for (const category of post.categories) words.add(category);
  for (const champion of latestChampions(snapshot)) words.add(champion);
  // The channels of their own, not the one /tv opens on (a mix of the others).
  for (const channel of snapshot.tv.channels.slice(1)) words.add(channel.name);
  return [...words].slice(0, 8).map((text) => ({
    text,
    href: searchHref({ q: text.toLowerCase(), group: undefined, page: 1 }),
  }));
});
