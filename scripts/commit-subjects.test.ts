import { describe, expect, it } from "vitest";
import { badCommits, subjectProblem } from "./commit-subjects";

// CI's commit-subject rule, on subjects taken from main's history (before and after the rule).

describe("subjectProblem", () => {
  it("accepts `Area: what changed` of at most 72 characters", () => {
    for (const subject of [
      "Tests: /healthz names the disk only with the embedded database",
      "Platform: startWhenReady's options type stays private to its module",
      "Lint: knip knows the floor bench and its server as entries",
      "CI/Tests: one phase table at the end of the run",
      `Tests: ${"x".repeat(65)}`, // 72 exactly
    ]) {
      expect(subjectProblem(subject), subject).toBeNull();
    }
  });

  it("refuses a subject longer than 72 characters, saying how long", () => {
    expect(subjectProblem(`Tests: ${"x".repeat(66)}`)).toBe("73 characters, more than 72");
  });

  it("refuses a subject without its area, or with one not followed by a space", () => {
    for (const subject of [
      "Merge branch 'outbox'",
      "fix the queue page",
      "tests: lower-case area",
      "Tests:no space",
      "Tests: ",
      "Inventory (agent): parentheses in the area",
    ]) {
      expect(subjectProblem(subject), subject).toBe("not of the form `Area: what changed`");
    }
  });
});

describe("badCommits", () => {
  it("lists only the commits that break the rule, with their problem", () => {
    const commits = [
      {
        hash: "6bbd065",
        subject: "Tests: /healthz names the disk only with the embedded database",
      },
      { hash: "0123abc", subject: "Helpdesk portal, inbound e-mail and notifications (issue 14)" },
    ];
    expect(badCommits(commits)).toEqual([
      { ...commits[1], problem: "not of the form `Area: what changed`" },
    ]);
  });
});
