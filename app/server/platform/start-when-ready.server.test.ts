import { describe, expect, it, vi } from "vitest";
import { startWhenReady } from "./start-when-ready.server";

// A server started while its database is away still starts; its background work starts once the
// database answers (decision 0076: the jobs read the links' secret before their transactions).

const unavailable = () =>
  Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

describe("startWhenReady", () => {
  it("retries a start that fails, logs the outage once, and stops what it started", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    const stopped = vi.fn();
    let calls = 0;
    const stop = startWhenReady(
      "Background jobs",
      async () => {
        calls++;
        if (calls < 3) throw unavailable();
        return stopped;
      },
      { retryMs: 5, describe: (e) => (e as Error).message },
    );
    await vi.waitFor(() => expect(calls).toBe(3));
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe(
      "Background jobs not started (retried every 0.005 s): connect ECONNREFUSED",
    );
    await stop();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it("starts nothing more once stopped while the database is away", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const stop = startWhenReady(
      "Background jobs",
      async () => {
        calls++;
        throw unavailable();
      },
      { retryMs: 5, describe: (e) => (e as Error).message },
    );
    await stop();
    const seen = calls;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(seen);
  });
});
