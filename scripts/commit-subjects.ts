// `node --import tsx scripts/commit-subjects.ts`: CI's check of the commit subjects (.ci/run).
// Every commit after the baseline (.ci/commit-baseline, main's head when the rule came in; the
// history before it is left as it is) has a subject `Area: what changed` of at most 72
// characters. Merge commits keep git's own subject and are not checked
// (docs/decisions/0080-test-budget.md).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const MAX_SUBJECT = 72;
const SUBJECT = /^[A-Z][A-Za-z0-9 /&+-]*: \S.*$/;

/** What is wrong with a commit subject, in a sentence, or null when it follows the rule. */
export function subjectProblem(subject: string): string | null {
  if (subject.length > MAX_SUBJECT) {
    return `${subject.length} characters, more than ${MAX_SUBJECT}`;
  }
  if (!SUBJECT.test(subject)) return "not of the form `Area: what changed`";
  return null;
}

interface Commit {
  hash: string;
  subject: string;
}

/** The commits of `range` that break the rule, each with its problem. */
export function badCommits(commits: Commit[]): (Commit & { problem: string })[] {
  return commits.flatMap((commit) => {
    const problem = subjectProblem(commit.subject);
    return problem ? [{ ...commit, problem }] : [];
  });
}

const git = (args: string[]) => execFileSync("git", args, { encoding: "utf8" }).trim();

/** The non-merge commits after `baseline` up to HEAD (HEAD alone when git lacks the baseline). */
function commitsAfter(baseline: string): Commit[] {
  let range: string[];
  try {
    git(["merge-base", "--is-ancestor", baseline, "HEAD"]);
    range = [`${baseline}..HEAD`];
  } catch {
    console.warn(`Baseline ${baseline} is not in this clone's history: checking HEAD only.`);
    range = ["-1", "HEAD"];
  }
  const log = git(["log", "--no-merges", "--format=%H%x09%s", ...range]);
  return log
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [hash = "", ...rest] = line.split("\t");
      return { hash, subject: rest.join("\t") };
    });
}

function main() {
  const baseline = readFileSync(".ci/commit-baseline", "utf8").trim();
  const commits = commitsAfter(baseline);
  const bad = badCommits(commits);
  for (const commit of bad) {
    console.error(`${commit.hash.slice(0, 10)} ${commit.problem}: ${commit.subject}`);
  }
  if (bad.length > 0) {
    console.error(
      `✖ ${bad.length} of ${commits.length} commit subjects break the rule (docs/decisions/0080-test-budget.md).`,
    );
    process.exit(1);
  }
  console.log(
    `✔ ${commits.length} commit subjects after the baseline follow \`Area: what changed\`.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
