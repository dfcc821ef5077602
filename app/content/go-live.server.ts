import { siteConfigSamples } from "~/site.config";
import { postPlaceholders, type Placeholder } from "~/features/blog/placeholders.server";
import { currentContent, type ContentSnapshot } from "~/features/content/current.server";
import { mailGoLiveProblems } from "~/features/newsletter/newsletter.server";
import { configurationWarnings, getEnv, type Env } from "~/utils/env.server";
import { loadContentOrThrow } from "./install.server";
import type { SampleValue } from "~/utils/sample";

/** One line for a sample value still in site.config.ts: where it is, what it is, what to do. */
export function describeSample({ path, value }: SampleValue): string {
  return `SAMPLE value in site.config.ts: ${path} = ${JSON.stringify(value)} (replace it with your own, or remove its sample(…) marker to keep it)`;
}

/** A shipped example left in the content: a TV channel's playlists, the gaming hub's links and video ids. */
export type ContentSample = { file: string; field: string; value: unknown };

/** The content's samples: each file still marked `sample: true` (the TV's channels, the gaming hub), with the values it ships. */
export function contentSamples(snapshot: ContentSnapshot = currentContent()): ContentSample[] {
  const channels = snapshot.tv.channels
    .filter((channel) => channel.samplePlaylists)
    .map((channel) => ({ file: channel.file, field: "playlists", value: channel.playlists }));
  const { hub } = snapshot;
  if (!hub.sample) return channels;
  return [
    ...channels,
    {
      file: hub.file,
      field: "playlists[].link",
      value: hub.playlists.map((playlist) => playlist.link),
    },
    { file: hub.file, field: "videos[].id", value: hub.videos.map((video) => video.id) },
    { file: hub.file, field: "shorts[].id", value: hub.shorts.map((short) => short.id) },
  ];
}

export function describeContentSample({ file, field, value }: ContentSample): string {
  return `SAMPLE value in ${file}: ${field} = ${JSON.stringify(value)} (replace them with your own and remove the file's "sample: true" line)`;
}

function describePlaceholder({ file, line, text }: Placeholder): string {
  return `PLACEHOLDER text in ${file}:${line}: ${JSON.stringify(text)} (npm run new:post wrote it: replace it with your own)`;
}

/** What the go-live check reads: the environment as given and as parsed, site.config.ts's samples, the content about to be served. */
type GoLiveInputs = {
  source: Record<string, string | undefined>;
  env: Env;
  samples: SampleValue[];
  content: ContentSnapshot;
  /** Read every post for placeholders: check:live does; a start does not wait for it (about a second for 10,000 posts). */
  readPosts: boolean;
};

/**
 * The go-live check's parts, each a line per problem, in the order they are printed: the public
 * address (unset, an example or a local one), the newsletter's mail written to files (no mail
 * server set), site.config.ts's samples, the content's samples, posts still holding new:post's
 * placeholders. A setting that makes a production site quietly not do its job joins as one more part.
 */
const GO_LIVE_CHECKS: ((inputs: GoLiveInputs) => string[])[] = [
  ({ source, env }) => configurationWarnings(source, env),
  ({ env }) => mailGoLiveProblems(env),
  ({ samples }) => samples.map(describeSample),
  ({ content }) => contentSamples(content).map(describeContentSample),
  ({ content, readPosts }) =>
    readPosts ? postPlaceholders(content.posts.files()).map(describePlaceholder) : [],
];

/** What stands between this site and going live, one line each (see GO_LIVE_CHECKS). Empty outside production. */
export function goLiveProblems(
  source: Record<string, string | undefined>,
  env: Env,
  {
    samples = siteConfigSamples,
    content = currentContent(),
    readPosts = false,
  }: Partial<Omit<GoLiveInputs, "source" | "env">> = {},
): string[] {
  if (env.NODE_ENV !== "production") return [];
  const inputs = { source, env, samples, content, readPosts };
  return GO_LIVE_CHECKS.flatMap((check) => check(inputs));
}

/**
 * `npm run check:live`: the same problems a production start warns about, as a gate for a deploy.
 * Judged as production whatever NODE_ENV says, since that is what is about to go live. Returns the exit code.
 */
export function checkLive(): number {
  const env = { ...getEnv(), NODE_ENV: "production" as const };
  // This is not the server: nothing has installed the content here, so read it as the server would.
  const content = loadContentOrThrow();
  const problems = goLiveProblems(process.env, env, { content, readPosts: true });
  if (problems.length === 0) {
    console.log(
      `Ready to go live: PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN}, mail goes to a mail server, and neither site.config.ts nor the content holds sample values or placeholders.`,
    );
    return 0;
  }
  console.error(
    `Not ready to go live: ${problems.length} problem${problems.length === 1 ? "" : "s"}`,
  );
  for (const problem of problems) console.error(`  - ${problem}`);
  return 1;
}
