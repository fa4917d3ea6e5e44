import { describe, expect, it } from "vitest";
import { createBackgroundLoop } from "./background-loop.server";

// The loop behind the outboxes: a backlog drains batch after batch, without waiting for the
// interval (decision 0076).

describe("the background loop", () => {
  it("follows a full batch at once by the next, until one is not full", async () => {
    const loop = createBackgroundLoop("Test loop");
    let passes = 0;
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    loop.kick(async () => {
      passes++;
      if (passes === 4) done();
      return { sent: 10, failed: 0, full: passes < 4 };
    });
    await finished;
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes).toBe(4);
  });

  it("runs once more after the running pass when kicked meanwhile", async () => {
    const loop = createBackgroundLoop("Test loop");
    let passes = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const pass = async () => {
      passes++;
      if (passes === 1) await held;
      else done();
      return { full: false };
    };
    loop.kick(pass);
    // A row committed while the first pass was claiming: its kick is not lost.
    loop.kick(pass);
    release();
    await finished;
    expect(passes).toBe(2);
  });

  it("waits one interval before its first pass when told not to run now", async () => {
    const loop = createBackgroundLoop("Test loop");
    let passes = 0;
    let done!: () => void;
    const first = new Promise<void>((resolve) => (done = resolve));
    const stop = loop.start(
      async () => {
        passes++;
        done();
      },
      20,
      { now: false },
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes).toBe(0);
    await first;
    await stop();
    expect(passes).toBeGreaterThanOrEqual(1);
  });
});
