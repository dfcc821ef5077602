import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { MAX_SUBJECT, subjectProblem } from "./commit-subject.mjs";

const HOOKS = path.resolve("scripts/git-hooks");

test("a subject of 72 characters passes, one of 73 is refused with its length", () => {
  expect(
    subjectProblem(`${"a".repeat(MAX_SUBJECT)}\n\nA body line may be as long as it needs to be.`),
  ).toBeUndefined();
  expect(subjectProblem(`${"a".repeat(MAX_SUBJECT + 1)}\n`)).toMatch(
    /73 characters; keep it to 72/,
  );
});

test("characters are counted, not bytes; git's comment lines and a trailing space do not count", () => {
  expect(subjectProblem(`${"é·→".repeat(24)}\n`)).toBeUndefined();
  expect(
    subjectProblem(`# Please enter the commit message\n${"a".repeat(MAX_SUBJECT)}  \n`),
  ).toBeUndefined();
});

test("a fixup or squash, folded into another commit, keeps git's long subject", () => {
  expect(subjectProblem(`fixup! ${"a".repeat(MAX_SUBJECT)}`)).toBeUndefined();
  expect(subjectProblem(`squash! ${"a".repeat(MAX_SUBJECT)}`)).toBeUndefined();
});

test("the commit-msg hook refuses a commit whose subject is too long and lets a short one in", () => {
  const repo = mkdtempSync(path.join(tmpdir(), "commit-subject-"));
  try {
    const git = (...args: string[]) =>
      spawnSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], {
        cwd: repo,
        encoding: "utf8",
      });
    expect(git("init", "--quiet").status).toBe(0);
    expect(git("config", "core.hooksPath", HOOKS).status).toBe(0);
    const refused = git("commit", "--allow-empty", "-m", "b".repeat(MAX_SUBJECT + 1));
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("73 characters; keep it to 72");
    expect(git("commit", "--allow-empty", "-m", "b".repeat(MAX_SUBJECT)).status).toBe(0);
    expect(git("log", "--format=%s").stdout.trim()).toBe("b".repeat(MAX_SUBJECT));
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});
