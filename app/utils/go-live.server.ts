import { siteConfigSamples } from "../../site.config";
import { configurationWarnings, getEnv, type Env } from "./env.server";
import type { SampleValue } from "./sample";

/** One line for a sample value still in site.config.ts: where it is, what it is, what to do. */
export function describeSample({ path, value }: SampleValue): string {
  return `SAMPLE value in site.config.ts: ${path} = ${JSON.stringify(value)} (replace it with your own, or remove its sample(…) marker to keep it)`;
}

/**
 * What stands between this site and going live, one line each: an unset PUBLIC_ORIGIN (said by
 * configurationWarnings) and every sample value still in site.config.ts. Empty outside production.
 */
export function goLiveProblems(source: Record<string, string | undefined>, env: Env, samples: SampleValue[] = siteConfigSamples): string[] {
  if (env.NODE_ENV !== "production") return [];
  return [...configurationWarnings(source, env), ...samples.map(describeSample)];
}

/**
 * `npm run check:live`: the same problems a production start warns about, as a gate for a deploy.
 * Judged as production whatever NODE_ENV says, since that is what is about to go live. Returns the exit code.
 */
export function checkLive(): number {
  const env = { ...getEnv(), NODE_ENV: "production" as const };
  const problems = goLiveProblems(process.env, env);
  if (problems.length === 0) {
    console.log(`Ready to go live: PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN} and site.config.ts holds no sample values.`);
    return 0;
  }
  console.error(`Not ready to go live: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return 1;
}
