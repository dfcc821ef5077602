import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { siteConfig, siteConfigSamples } from "~/site.config";
import { parseEnv } from "~/utils/env.server";
import { NEW_POST_PLACEHOLDERS, newPostSource } from "~/features/blog/new-post-template";
import { currentContent } from "~/features/content/current.server";
import { contentCopy, SHIPPED_POSTS } from "../../tests/helpers/content";
import { contentSamples, describeContentSample, goLiveProblems } from "./go-live.server";
import { loadContentOrThrow } from "./install.server";

const valueAt = (path: string): unknown =>
  path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], siteConfig);

test("the samples are read from site.config.ts's markers: each is where it says, with the value the site uses", () => {
  expect(siteConfigSamples.length).toBeGreaterThan(0);
  for (const { path, value } of siteConfigSamples) expect(valueAt(path), path).toEqual(value);
  // The shipped addresses and links named in the configuration's comments are among them.
  const paths = siteConfigSamples.map(({ path }) => path);
  expect(paths).toEqual(
    expect.arrayContaining([
      "servicesEmail",
      "supportEmail",
      "channel.url",
      "marketplaceProfileUrl",
    ]),
  );
});

test("the content's samples: the channel files and the gaming hub still marked sample: true, with the values they ship", () => {
  const samples = contentSamples();
  expect(samples.length).toBeGreaterThan(0);
  expect(samples.map(({ file }) => file)).toContain("content/tv/gta.yaml");
  for (const sample of samples.filter(({ file }) => file.startsWith("content/tv/")))
    expect(sample.field).toBe("playlists");
  expect(describeContentSample(samples[0]!)).toMatch(
    /^SAMPLE value in content\/tv\/[a-z]+\.yaml: playlists = \["PL/,
  );
  // The hub's playlist links and video ids, which its file calls samples.
  const hub = currentContent().hub;
  expect(samples.filter(({ file }) => file === "content/gaming/hub.yaml")).toEqual([
    {
      file: "content/gaming/hub.yaml",
      field: "playlists[].link",
      value: hub.playlists.map(({ link }) => link),
    },
    {
      file: "content/gaming/hub.yaml",
      field: "videos[].id",
      value: hub.videos.map(({ id }) => id),
    },
    {
      file: "content/gaming/hub.yaml",
      field: "shorts[].id",
      value: hub.shorts.map(({ id }) => id),
    },
  ]);
});

test("production: one problem per sample value, one for an unset PUBLIC_ORIGIN, one for mail written to files", () => {
  const problems = goLiveProblems({}, parseEnv({}));
  expect(problems).toHaveLength(siteConfigSamples.length + contentSamples().length + 2);
  expect(problems[0]).toMatch(/^PUBLIC_ORIGIN is not set/);
  expect(problems[1]).toBe(
    `SMTP_URL is not set: the newsletter's mails (confirmations, new posts) are written to files in ${path.resolve("data/mail")} and reach nobody (set SMTP_URL to your mail server)`,
  );
  siteConfigSamples.forEach(({ path, value }, index) => {
    expect(problems[index + 2]).toBe(
      `SAMPLE value in site.config.ts: ${path} = ${JSON.stringify(value)} (replace it with your own, or remove its sample(…) marker to keep it)`,
    );
  });
});

/** The shipped content with every "sample: true" line removed, as an owner leaves it once the samples are replaced. */
function ownContent() {
  const copy = contentCopy();
  for (const file of [
    "gaming/hub.yaml",
    ...readdirSync(path.join(copy.dir, "tv")).map((name) => `tv/${name}`),
  ]) {
    copy.edit(file, (text) => text.replace(/^sample: true\n/m, ""));
  }
  return copy;
}

/** A production site's settings: its public address, its mail server. */
const LIVE = {
  PUBLIC_ORIGIN: "https://voltverse.blog",
  SMTP_URL: "smtps://site:secret@smtp.voltverse.blog:465",
};

test("nothing to say with a public PUBLIC_ORIGIN, a mail server and no samples or placeholders left, nor in development", () => {
  const set = LIVE;
  const copy = ownContent();
  try {
    const own = loadContentOrThrow(copy.dir);
    expect(
      goLiveProblems(set, parseEnv(set), { samples: [], content: own, readPosts: true }),
    ).toEqual([]);
    // Mail written to files is the one problem left without a mail server.
    const noMail = { PUBLIC_ORIGIN: LIVE.PUBLIC_ORIGIN };
    expect(goLiveProblems(noMail, parseEnv(noMail), { samples: [], content: own })).toEqual([
      expect.stringMatching(/^SMTP_URL is not set: /),
    ]);
  } finally {
    copy.remove();
  }
  expect(goLiveProblems(set, parseEnv(set))).toHaveLength(
    siteConfigSamples.length + contentSamples().length,
  );
  const dev = { NODE_ENV: "development" };
  expect(goLiveProblems(dev, parseEnv(dev))).toEqual([]);
});

test("a post npm run new:post made and nobody finished: each placeholder left, with its file and line", () => {
  const set = LIVE;
  const copy = ownContent();
  try {
    const source = newPostSource({
      id: SHIPPED_POSTS + 1,
      title: "Not written yet",
      slug: "not-written-yet",
      date: "2026-11-28",
    });
    // Its cover drawn (here, another post's), the rest as new:post left it.
    copy.write(
      "blog/not-written-yet.md",
      source.replace("cover: blog/not-written-yet", "cover: blog/how-processors-work"),
    );
    const file = path.join(copy.dir, "blog/not-written-yet.md");
    const lineOf = (text: string) =>
      source.split("\n").findIndex((line) => line.includes(text)) + 1;
    const content = loadContentOrThrow(copy.dir);
    const problems = goLiveProblems(set, parseEnv(set), { samples: [], content, readPosts: true });
    expect(problems).toEqual(
      Object.values(NEW_POST_PLACEHOLDERS).map(
        (text) =>
          `PLACEHOLDER text in ${file}:${lineOf(text)}: ${JSON.stringify(text)} (npm run new:post wrote it: replace it with your own)`,
      ),
    );
    expect(problems.map((problem) => /:(\d+): /.exec(problem)![1])).toEqual(["8", "9", "12", "16"]);
    // A start does not read every post for them.
    expect(goLiveProblems(set, parseEnv(set), { samples: [], content })).toEqual([]);
  } finally {
    copy.remove();
  }
});
