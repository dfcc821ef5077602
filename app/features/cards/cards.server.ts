// The share cards of the pages: which card a page names (its og:image), which cards the current
// content has (every address the route table lists), rendering them ahead after a start or a
// reload within CARD_RENDER_BUDGET, and finding one when its address is asked for.
import path from "node:path";
import { setImmediate as yieldToRequests } from "node:timers/promises";
import { currentContent, type ContentSnapshot } from "~/features/content/current.server";
import { isDynamicPath, sitemapEntries, type RouteTable } from "~/features/route-table/route-table";
import { getEnv } from "~/utils/env.server";
import { brand } from "./brand.server";
import { pageCard as brandPageCard, type CardText } from "./card-text";
import { cardName } from "./name.server";
import { cardTextFor } from "./page-cards.server";
import { dropRenderAhead, ensureCard, onDisk } from "./queue.server";

/** What a page's meta says about its card. */
export type ShareCard = { path: string; alt: string };

export const CARD_PATH = "/cards/";

/** The cards a content version names, by name: this one's and the one before (pages still cached name it). */
let named = new Map<string, CardText>();
let before = new Map<string, CardText>();
let namedFor: ContentSnapshot | undefined;
/** The listing of the current content's cards, while it is made or once made. */
let listing: { content: ContentSnapshot; done: Promise<ReadonlyMap<string, CardText>> } | undefined;

function cardsDir(): string {
  return path.resolve(getEnv().CARDS_DIR);
}

function remember(name: string, text: CardText) {
  const content = currentContent();
  if (namedFor !== content) {
    before = named;
    named = new Map();
    namedFor = content;
  }
  named.set(name, text);
}

/** The brand's own card: pages that name nothing of the content (a 404) show it. */
function defaultCardText(): CardText {
  const { name, tagline } = brand();
  return brandPageCard({ name, tagline, section: "default" });
}

function shareCard(text: CardText): ShareCard {
  const name = cardName(text, brand().fingerprint);
  remember(name, text);
  return { path: `${CARD_PATH}${name}`, alt: text.alt };
}

/** Every address of the content with a card: the sitemap's, and those the routes' handles add. */
export function cardAddresses(routes: RouteTable, content: ContentSnapshot): string[] {
  const own = new Set(
    routes.pages.filter(({ handle }) => handle.cards === false).map(({ path }) => path),
  );
  const listed = sitemapEntries(routes, content)
    .map((entry) => entry.path)
    .filter((address) => !own.has(routes.match(address)?.path ?? ""));
  const extra = routes.pages.flatMap(({ path, handle }) =>
    typeof handle.cards === "function" ? handle.cards({ path, content }) : [],
  );
  return [...listed, ...extra];
}

/** A page with no data of its own (a fixed path of the route table) gets a card named for its address. */
function isFixedPage(routes: RouteTable, pathname: string): boolean {
  const found = routes.match(pathname);
  return found !== undefined && !isDynamicPath(found.path);
}

/**
 * The card of the page at `url` (rendered from the current content); the brand's card for an
 * address that names nothing. The name is handed out at once: the image renders ahead or when asked for.
 */
export function pageShareCard(url: URL, routes: RouteTable): ShareCard {
  const found = routes.match(url.pathname);
  if (!found || found.handle.cards === false) return defaultShareCard();
  // The query picks the card only where the route lists addresses of its own (a TV channel).
  const address = typeof found.handle.cards === "function" ? url : new URL(url.pathname, url);
  return shareCard(cardTextFor(address, !isDynamicPath(found.path)) ?? defaultCardText());
}

async function listCards(
  routes: RouteTable,
  content: ContentSnapshot,
): Promise<ReadonlyMap<string, CardText>> {
  const cards = new Map<string, CardText>();
  const base = new URL("http://cards.invalid");
  const fingerprint = brand().fingerprint;
  const addresses = cardAddresses(routes, content);
  for (const [at, address] of addresses.entries()) {
    // Screens are computed one by one: pages keep being answered between them.
    if (at % 4 === 0) await yieldToRequests();
    if (currentContent() !== content) break;
    const url = new URL(address, base);
    const text = cardTextFor(url, isFixedPage(routes, url.pathname));
    if (text) cards.set(cardName(text, fingerprint), text);
  }
  const own = defaultCardText();
  cards.set(cardName(own, fingerprint), own);
  return cards;
}

/** The current content's cards by name (listed once per content version). */
function currentCards(routes: RouteTable): Promise<ReadonlyMap<string, CardText>> {
  const content = currentContent();
  if (listing?.content !== content) listing = { content, done: listCards(routes, content) };
  return listing.done;
}

/**
 * After a start or a reload: lists the content's cards and renders, one at a time, up to
 * CARD_RENDER_BUDGET of those not yet on disk; the rest are drawn when first asked for.
 */
export async function renderCardsAhead(
  routes: RouteTable,
  log: (line: string) => void = console.log,
) {
  const started = performance.now();
  const content = currentContent();
  dropRenderAhead();
  const budget = getEnv().CARD_RENDER_BUDGET;
  // No budget: not even the listing (a screen per page); a card's name is checked when it is asked for.
  if (budget === 0)
    return log(`Share cards for ${content.version}: none drawn ahead (CARD_RENDER_BUDGET=0)`);
  const cards = await currentCards(routes);
  if (currentContent() !== content) return;
  const dir = cardsDir();
  const missing: [string, CardText][] = [];
  for (const entry of cards) if (!(await onDisk(path.join(dir, entry[0])))) missing.push(entry);
  const ahead = missing.slice(0, budget);
  const drawn = await Promise.all(ahead.map(([name, text]) => ensureCard(dir, name, text, false)));
  const rendered = drawn.filter(Boolean).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `Share cards for ${content.version}: ${rendered} rendered in ${seconds} s, ${cards.size - missing.length} already on disk, ${missing.length - ahead.length} left for their first request (${cards.size} in all)`,
  );
}

/**
 * The file of the card `name`, rendered now when it is a card of this content (or of the one
 * before) not yet on disk; undefined for a name no page of it has.
 */
export async function cardFile(name: string, routes: RouteTable): Promise<string | undefined> {
  const dir = cardsDir();
  const file = path.join(dir, name);
  if (await onDisk(file)) return file;
  const text = named.get(name) ?? before.get(name) ?? (await currentCards(routes)).get(name);
  if (!text) return undefined;
  await ensureCard(dir, name, text, true);
  return file;
}

/** The brand's card (a shared "not found" page's, and where a name no content has is sent). */
export function defaultShareCard(): ShareCard {
  return shareCard(defaultCardText());
}
