// Scheduled posts and drafts: a post whose publishAt is ahead is mailed at its moment, once, with
// no reload (the schedule's watch announces it), and a draft never. The server runs on a test
// clock (TEST_CLOCK_FILE, honoured only with NODE_ENV=test) that the test moves.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { postSource } from "../helpers/content";
import { newsletterSite } from "../helpers/newsletter-site";

const MOMENT = Date.UTC(2026, 11, 1, 9, 0, 0);
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

test("a scheduled post is mailed at its moment without a reload, once; a draft never", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vv-newsletter-clock-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const clock = path.join(dir, "clock");
  writeFileSync(clock, new Date(MOMENT - 3600_000).toISOString());
  const readers = ["ann@example.org", "bob@example.org"];
  const site = await newsletterSite({
    env: { NODE_ENV: "test", TEST_CLOCK_FILE: clock },
    seed: readers,
    cleanup: (undo) => cleanups.push(undo),
  });
  const { smtp, server, copy } = site;
  const later = (id: number, slug: string, title: string, field: string) =>
    copy.write(
      `blog/${slug}.md`,
      postSource({
        id,
        slug,
        title,
        date: "2026-11-30",
        category: "Gaming",
        cover: "blog/ai-in-video-games",
      }).replace("author: Sam Lee\n", `author: Sam Lee\n${field}\n`),
    );
  later(40, "the-scheduled-one", "The scheduled one", "publishAt: 2026-12-01T09:00:00Z");
  later(41, "the-draft", "The draft", "draft: true");
  // Published in the same reload: its mail says the reload's announcement is done.
  const now = await site.publish("Published at once");
  expect(now.line).toContain("queued for 2 subscribers");
  await smtp.waitFor(2);

  writeFileSync(clock, new Date(MOMENT + 1000).toISOString());
  await server.waitForLine(/^Published on schedule: \/blogs\/the-scheduled-one$/);
  await server.waitForLine(/^Newsletter: "The scheduled one" queued for 2 subscribers/);
  await smtp.waitFor(4);
  // A reload after the moment finds it announced already.
  await site.publish("Published after the moment");
  await smtp.waitFor(6);
  const subjects = smtp.mails.map((mail) => mail.subject);
  expect(subjects.filter((subject) => subject === "The scheduled one")).toHaveLength(2);
  expect(subjects).not.toContain("The draft");
  expect(smtp.mails).toHaveLength(6);
}, 120_000);
