import { expect, test } from "vitest";
import { siteConfig, siteConfigSamples } from "~/site.config";
import { parseEnv } from "~/utils/env.server";
import { contentSamples, describeContentSample, goLiveProblems } from "./go-live.server";

const valueAt = (path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], siteConfig);

test("the samples are read from site.config.ts's markers: each is where it says, with the value the site uses", () => {
  expect(siteConfigSamples.length).toBeGreaterThan(0);
  for (const { path, value } of siteConfigSamples) expect(valueAt(path), path).toEqual(value);
  // The shipped addresses and links named in the configuration's comments are among them.
  const paths = siteConfigSamples.map(({ path }) => path);
  expect(paths).toEqual(expect.arrayContaining(["servicesEmail", "supportEmail", "channel.url", "marketplaceProfileUrl"]));
});

test("the content's samples are the channel files still marked sample: true, with their playlists", () => {
  const samples = contentSamples();
  expect(samples.length).toBeGreaterThan(0);
  expect(samples.map(({ file }) => file)).toContain("content/tv/gta.yaml");
  for (const sample of samples) expect(sample.field).toBe("playlists");
  expect(describeContentSample(samples[0]!)).toMatch(/^SAMPLE value in content\/tv\/[a-z]+\.yaml: playlists = \["PL/);
});

test("production: one problem per sample value and one for an unset PUBLIC_ORIGIN", () => {
  const problems = goLiveProblems({}, parseEnv({}));
  expect(problems).toHaveLength(siteConfigSamples.length + contentSamples().length + 1);
  expect(problems[0]).toMatch(/^PUBLIC_ORIGIN is not set/);
  siteConfigSamples.forEach(({ path, value }, index) => {
    expect(problems[index + 1]).toBe(
      `SAMPLE value in site.config.ts: ${path} = ${JSON.stringify(value)} (replace it with your own, or remove its sample(…) marker to keep it)`,
    );
  });
});

test("nothing to say with PUBLIC_ORIGIN set and no samples left, nor in development", () => {
  const set = { PUBLIC_ORIGIN: "https://site.example.com" };
  expect(goLiveProblems(set, parseEnv(set), [], () => [])).toEqual([]);
  expect(goLiveProblems(set, parseEnv(set))).toHaveLength(siteConfigSamples.length + contentSamples().length);
  const dev = { NODE_ENV: "development" };
  expect(goLiveProblems(dev, parseEnv(dev))).toEqual([]);
});
