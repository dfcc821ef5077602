// A production server with the newsletter on a real SMTP server (tests/helpers/smtp.ts), on a copy
// of the content: a new post is published the owner's way (a file, then a reload).
import { readdirSync } from "node:fs";
import path from "node:path";
import { contentCopy, postSource } from "./content";
import { seedSubscribers } from "./newsletter";
import { reloadContent, startProductionServer, type RunningServer } from "./server";
import { startTestSmtp, type TestSmtp } from "./smtp";

export const ORIGIN = "https://voltverse.example.com";

export type NewsletterSite = {
  server: RunningServer;
  /** The content folder the servers read. */
  copy: ReturnType<typeof contentCopy>;
  smtp: TestSmtp;
  databaseUrl: string;
  /** Another server on the same content, database and mail server (PostgreSQL only: SQLite has one). */
  another: () => Promise<RunningServer>;
  /** Starts the server again after it stopped or was killed. */
  restart: () => Promise<RunningServer>;
  /**
   * Writes a new post and reloads `servers`; resolves once one of them has queued its mail (with
   * `newsletter: false` in its frontmatter: once one has said it is not mailed).
   */
  publish: (
    title: string,
    servers?: RunningServer[],
    options?: { newsletter: false },
  ) => Promise<{ slug: string; title: string; line: string }>;
};

/**
 * Starts it: `seed` addresses are confirmed subscribers before the first start (whose run on the
 * site records the posts already published, mailing nobody). `cleanup` is handed what undoes each
 * step, to run after the test.
 */
export async function newsletterSite({
  env = {},
  seed = [],
  seedOptions,
  databaseUrl,
  cleanup,
}: {
  env?: Record<string, string>;
  seed?: readonly string[];
  seedOptions?: Parameters<typeof seedSubscribers>[2];
  /** Default: SQLite in the content copy's folder. */
  databaseUrl?: string;
  cleanup: (undo: () => unknown) => void;
}): Promise<NewsletterSite> {
  const copy = contentCopy();
  cleanup(() => copy.remove());
  const smtp = await startTestSmtp();
  cleanup(() => smtp.close());
  const database = databaseUrl ?? `file:${path.join(copy.dir, "data", "site.db")}`;
  if (seed.length > 0) await seedSubscribers(database, seed, seedOptions);
  const start = async () => {
    const started = await startProductionServer({
      CONTENT_DIR: copy.dir,
      DATABASE_URL: database,
      PUBLIC_ORIGIN: ORIGIN,
      SMTP_URL: smtp.url,
      ...env,
    });
    cleanup(() => started.stop());
    return started;
  };
  const published = readdirSync(path.join(copy.dir, "blog")).filter((name) => name.endsWith(".md"));
  const server = await start();
  await server.waitForLine(
    new RegExp(`Newsletter: first run on this site: ${published.length} published posts`),
  );
  // Post ids run 1, 2, 3 … without gaps.
  let nextId = published.length + 1;
  const site: NewsletterSite = {
    server,
    copy,
    smtp,
    databaseUrl: database,
    another: start,
    restart: async () => (site.server = await start()),
    async publish(title, servers = [site.server], options) {
      const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      const fields = { id: nextId++, slug, title, date: "2026-11-01", category: "Technology" };
      const source = postSource({ ...fields, cover: "blog/how-processors-work" });
      copy.write(
        `blog/${slug}.md`,
        options ? source.replace("\n---\n\n", "\nnewsletter: false\n---\n\n") : source,
      );
      const queued = options
        ? /Newsletter: 1 new post\(s\) say newsletter: false, not mailed/
        : new RegExp(`Newsletter: "${title}" queued for \\d+ subscriber`);
      const lines = Promise.any(servers.map((each) => each.waitForLine(queued)));
      await Promise.all(servers.map((each) => reloadContent(each)));
      return { slug, title, line: await lines };
    },
  };
  return site;
}
