// A commit's subject (its first line) is at most 72 characters, so `git log --oneline`, a
// review's list and a mail's subject show it whole. Run by the commit-msg hook
// (scripts/git-hooks/commit-msg) once `git config core.hooksPath scripts/git-hooks` turned it on:
// docs/development.md → Commits.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const MAX_SUBJECT = 72;

/** Why a commit message's subject is refused, or undefined. Lines git strips (`# …`) do not count. */
export function subjectProblem(message) {
  const subject = message.split("\n").find((line) => !line.startsWith("#")) ?? "";
  // A fixup or squash is folded into another commit by `git rebase --autosquash`: its subject goes.
  if (/^(fixup|squash|amend)! /.test(subject)) return undefined;
  const length = [...subject.trimEnd()].length;
  if (length <= MAX_SUBJECT) return undefined;
  return `The commit's subject is ${length} characters; keep it to ${MAX_SUBJECT} (the details go in the body, after a blank line):\n  ${subject}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const problem = subjectProblem(readFileSync(process.argv[2], "utf8"));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
