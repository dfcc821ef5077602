import type { z } from "zod";

/**
 * One thing wrong with the content: the file (as the owner would find it, e.g.
 * "content/blog/x.md"), the line when it is known, the field (a dotted path such as
 * "matches.3.goals1"), and what is wrong — with the command that fixes it where there is one.
 */
export type ContentProblem = { file: string; line?: number; field?: string; message: string };

/** `content/x.yaml:12: field "a.b": message` — the form every check, the server's log and /healthz use. */
export function formatProblem({ file, line, field, message }: ContentProblem): string {
  return `${file}${line ? `:${line}` : ""}: ${field ? `field "${field}": ` : ""}${message}`;
}

/** Content the site refuses: every problem found, not just the first, each naming its file. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: ContentProblem | readonly ContentProblem[]) {
    const list = Array.isArray(problems)
      ? (problems as readonly ContentProblem[])
      : [problems as ContentProblem];
    super(list.map(formatProblem).join("\n"));
    this.name = "ContentError";
    this.problems = list;
  }
}

/** The field an issue is about; for an unknown key (a typo), the key itself rather than the object holding it. */
export function issueField(issue: z.core.$ZodIssue): PropertyKey[] {
  return issue.code === "unrecognized_keys" ? [...issue.path, issue.keys[0]!] : issue.path;
}

/** A zod failure as problems, one per issue, each with its field path. */
export function zodProblems(
  file: string,
  error: z.ZodError,
  fallbackField?: string,
): ContentProblem[] {
  return error.issues.map((issue) => {
    const field = issueField(issue);
    return { file, field: field.length ? field.join(".") : fallbackField, message: issue.message };
  });
}

/**
 * Runs one part of the loader and keeps going when it fails: its problems are added to `into`
 * (a ContentError's own; any other error is a bug, rethrown) and the result is undefined.
 */
export function collect<T>(into: ContentProblem[], run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    into.push(...error.problems);
    return undefined;
  }
}
