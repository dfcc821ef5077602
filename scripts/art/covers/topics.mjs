// Which icon a cover carries, from the post's own words: each icon names the words that call for it.
// The title decides first, then the keywords: the word that comes first wins (the longer one where
// two start together, so "internet of things" beats "internet"); an icon meant for one category
// only goes to a post of that category, its first category first. A post whose words name no
// topic gets its first category's icon.
import { CATEGORY_ICONS } from "./icons.mjs";

const TOPICS = [
  { icon: "gameai", category: "Gaming", words: ["ai", "artificial intelligence", "npc", "neural"] },
  {
    icon: "ai",
    category: "Technology",
    words: ["ai", "artificial intelligence", "machine learning", "neural network", "chatbot"],
  },
  { icon: "cloud", words: ["cloud", "saas", "serverless"] },
  { icon: "grid", words: ["grid", "distributed computing", "cluster", "supercomputer"] },
  { icon: "smarthome", words: ["internet of things", "iot", "smart home", "home automation"] },
  {
    icon: "greenchip",
    words: ["green", "sustainable", "sustainability", "e-waste", "energy efficiency", "climate"],
  },
  { icon: "quantum", words: ["quantum", "qubit"] },
  { icon: "cpu", words: ["processor", "cpu", "chip", "semiconductor", "silicon"] },
  { icon: "web", words: ["web", "website", "browser", "html", "css", "javascript", "internet"] },
  {
    icon: "stopwatch",
    words: ["wearable", "fitness", "stopwatch", "marathon", "athlete", "athletics"],
  },
  {
    icon: "football",
    words: ["football", "soccer", "var", "goal-line", "offside", "world cup", "premier league"],
  },
  { icon: "cricket", words: ["cricket", "wicket", "ipl", "test match"] },
  { icon: "trophy", words: ["esports", "e-sports", "tournament", "championship"] },
  { icon: "racing", words: ["racing", "race", "forza", "motorsport", "formula 1", "gran turismo"] },
  { icon: "city", words: ["grand theft auto", "gta", "open world", "city"] },
  {
    icon: "crosshair",
    words: ["hitman", "assassin", "assassination", "shooter", "fps", "sniper", "stealth"],
  },
  { icon: "pc", words: ["gaming pc", "pc", "graphics card", "gpu"] },
  { icon: "truck", words: ["truck", "lorry", "euro truck"] },
  { icon: "gamepad", category: "Gaming", words: ["controller", "gamepad", "console"] },
];

const escape = (word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A word as a whole word, in any case, also in the plural ("processors", "wearables").
const MATCHERS = TOPICS.flatMap(({ icon, category, words }) =>
  words.map((word) => ({
    icon,
    category,
    length: word.length,
    pattern: new RegExp(`(?<!\\w)${escape(word)}(?:s|es)?(?!\\w)`, "i"),
  })),
);

/** The first topic the text names among those the post's categories allow, or undefined. */
function firstTopic(text, categories) {
  let best;
  for (const { icon, category, length, pattern } of MATCHERS) {
    const rank = category === undefined ? 0 : categories.indexOf(category);
    if (rank === -1) continue;
    const found = pattern.exec(text);
    if (!found) continue;
    const candidate = { icon, at: found.index, length, rank };
    if (
      !best ||
      candidate.at < best.at ||
      (candidate.at === best.at &&
        (candidate.length > best.length ||
          (candidate.length === best.length && candidate.rank < best.rank)))
    )
      best = candidate;
  }
  return best?.icon;
}

/** The icon of a post's cover, from its title, keywords and categories. */
export function iconFor({ title, keywords = "", categories }) {
  return (
    firstTopic(title, categories) ??
    firstTopic(keywords, categories) ??
    CATEGORY_ICONS[categories[0]] ??
    CATEGORY_ICONS.Technology
  );
}
