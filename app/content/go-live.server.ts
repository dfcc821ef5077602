import { siteConfigSamples } from "~/site.config";
import { currentContent, type ContentSnapshot } from "~/features/content/current.server";
import { configurationWarnings, getEnv, type Env } from "~/utils/env.server";
import { loadContentOrThrow } from "./install.server";
import type { SampleValue } from "~/utils/sample";

/** One line for a sample value still in site.config.ts: where it is, what it is, what to do. */
export function describeSample({ path, value }: SampleValue): string {
  return `SAMPLE value in site.config.ts: ${path} = ${JSON.stringify(value)} (replace it with your own, or remove its sample(…) marker to keep it)`;
}

/** A shipped example left in the content: a TV channel whose playlists are still the sample ones. */
export type ContentSample = { file: string; field: string; value: unknown };

/** The content's samples: each channel file still marked `sample: true`. */
export function contentSamples(snapshot: ContentSnapshot = currentContent()): ContentSample[] {
  return snapshot.tv.channels
    .filter((channel) => channel.samplePlaylists)
    .map((channel) => ({ file: channel.file, field: "playlists", value: channel.playlists }));
}

export function describeContentSample({ file, field, value }: ContentSample): string {
  return `SAMPLE value in ${file}: ${field} = ${JSON.stringify(value)} (replace them with your own and remove the file's "sample: true" line)`;
}

/**
 * What stands between this site and going live, one line each: an unset PUBLIC_ORIGIN (said by
 * configurationWarnings), every sample value still in site.config.ts and every one the content
 * still marks. Empty outside production.
 */
export function goLiveProblems(
  source: Record<string, string | undefined>,
  env: Env,
  samples: SampleValue[] = siteConfigSamples,
  inContent: () => ContentSample[] = contentSamples,
): string[] {
  if (env.NODE_ENV !== "production") return [];
  return [...configurationWarnings(source, env), ...samples.map(describeSample), ...inContent().map(describeContentSample)];
}

/**
 * `npm run check:live`: the same problems a production start warns about, as a gate for a deploy.
 * Judged as production whatever NODE_ENV says, since that is what is about to go live. Returns the exit code.
 */
export function checkLive(): number {
  const env = { ...getEnv(), NODE_ENV: "production" as const };
  // This is not the server: nothing has installed the content here, so read it as the server would.
  const content = loadContentOrThrow();
  const problems = goLiveProblems(process.env, env, siteConfigSamples, () => contentSamples(content));
  if (problems.length === 0) {
    console.log(`Ready to go live: PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN}, and neither site.config.ts nor the content holds sample values.`);
    return 0;
  }
  console.error(`Not ready to go live: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return 1;
}
