import { describe, expect, it } from "vitest";
import { healthOf, liveDatabaseCheck } from "./health.server";

// /healthz's database answer (decision 0096): the embedded database busy with a long
// transaction but settling queries answers from that liveness, without queueing a probe behind
// it; busy and silent, or idle, or PostgreSQL (no liveness), the probe answers.

const NOW = 1_000_000;

function probeCounting(answer: boolean) {
  const calls = { n: 0 };
  return { calls, probe: async () => (calls.n++, answer) };
}

describe("the database's health", () => {
  it("is ok at once when the database is busy but a query settled recently", async () => {
    const { calls, probe } = probeCounting(false);
    const check = liveDatabaseCheck(probe, () => ({ busy: true, settledAt: NOW - 500 }), {
      now: () => NOW,
    });
    expect(await healthOf(check)).toMatchObject({ status: 200, body: { database: "ok" } });
    expect(calls.n).toBe(0);
  });

  it("asks the probe when the database is busy and silent, idle, or without liveness", async () => {
    const { calls, probe } = probeCounting(false);
    const options = { recentMs: 10_000, now: () => NOW };
    const silent = liveDatabaseCheck(
      probe,
      () => ({ busy: true, settledAt: NOW - 10_000 }),
      options,
    );
    expect(await healthOf(silent)).toMatchObject({
      status: 503,
      body: { database: "unavailable" },
    });
    const idle = liveDatabaseCheck(probe, () => ({ busy: false, settledAt: NOW }), options);
    expect(await idle()).toBe(false);
    expect(await liveDatabaseCheck(probe, undefined)()).toBe(false);
    expect(calls.n).toBe(3);
  });
});
