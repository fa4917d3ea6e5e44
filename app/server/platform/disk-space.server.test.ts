import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseEnv } from "~/server/env.server";
import {
  readDiskSpace,
  refuseWritesWhenDiskLow,
  startDiskGuard,
  type DiskGuard,
} from "./disk-space.server";
import { healthOf } from "./health.server";

// DATA_DIR's free space (decision 0073): below DISK_MIN_FREE_MB, writes get a French 507 and
// /healthz a 503 with the reason; reads are still served; freeing space lifts the refusal.

const MIB = 1024 * 1024;
const guards: DiskGuard[] = [];
afterEach(() => guards.splice(0).forEach((guard) => guard.stop()));

/** A guard over a volume whose free space the test sets. */
function volume(freeMib: number) {
  const state = { free: freeMib * MIB };
  const log = vi.fn();
  const guard = startDiskGuard({
    dir: "/srv/data",
    minFreeBytes: 256 * MIB,
    read: async () => ({ freeBytes: state.free, totalBytes: 10_000 * MIB }),
    log,
  });
  guards.push(guard);
  return { guard, log, setFree: (mib: number) => (state.free = mib * MIB) };
}

/** What the middleware does with a `method` request: 'next' when it lets it through. */
function through(guard: DiskGuard, method: string) {
  let answer: string = "next";
  refuseWritesWhenDiskLow(guard, (_req, res: { refused: string }) => (answer = res.refused))(
    { method },
    { refused: "refused" },
    () => {},
  );
  return answer;
}

describe("the disk guard", () => {
  it("refuses writes below the threshold, serves reads, and says so once", async () => {
    const { guard, log } = volume(100);
    await guard.check();
    expect(guard.status()).toEqual({ low: true, freeBytes: 100 * MIB });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(through(guard, method)).toBe("refused");
    }
    for (const method of ["GET", "HEAD", "OPTIONS"]) expect(through(guard, method)).toBe("next");
    await guard.check();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toBe(
      "Disk space low in /srv/data: 100 MiB free, under DISK_MIN_FREE_MB (256 MiB). Writes are refused (507) until space is freed.",
    );
  });

  it("accepts writes again once space is freed", async () => {
    const { guard, log, setFree } = volume(10);
    await guard.check();
    setFree(300);
    await guard.check();
    expect(through(guard, "POST")).toBe("next");
    expect(log).toHaveBeenLastCalledWith(
      "Disk space back in /srv/data: 300 MiB free. Writes are accepted again.",
    );
  });

  it("refuses nothing when the volume cannot be read", async () => {
    const log = vi.fn();
    const guard = startDiskGuard({
      dir: "/srv/data",
      minFreeBytes: 256 * MIB,
      read: () => Promise.reject(new Error("EACCES: permission denied")),
      log,
    });
    guards.push(guard);
    expect(await guard.check()).toEqual({ low: false, freeBytes: null });
    expect(through(guard, "POST")).toBe("next");
    expect(log).toHaveBeenCalledWith(
      "Disk space of /srv/data unreadable: EACCES: permission denied",
    );
  });

  it("reads the real volume, through the nearest existing folder before DATA_DIR exists", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "disk-space-"));
    try {
      const space = await readDiskSpace(path.join(dir, "data", "pglite"));
      expect(space.freeBytes).toBeGreaterThan(0);
      expect(space.totalBytes).toBeGreaterThanOrEqual(space.freeBytes);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes its threshold from DISK_MIN_FREE_MB: 256 MiB unless set, at least 32", () => {
    expect(parseEnv({}).diskMinFreeBytes).toBe(256 * MIB);
    expect(parseEnv({ DISK_MIN_FREE_MB: "1024" }).diskMinFreeBytes).toBe(1024 * MIB);
    expect(() => parseEnv({ DISK_MIN_FREE_MB: "8" })).toThrow(/DISK_MIN_FREE_MB/);
  });
});

describe("/healthz's answer", () => {
  it("is 503 with the reason while the disk is low, the database answering, and no figure", async () => {
    const { guard } = volume(12);
    expect(await healthOf(async () => true, guard)).toEqual({
      status: 503,
      body: {
        status: "unavailable",
        database: "ok",
        disk: "low",
        reason: "disk space low",
      },
    });
  });

  it("is 200 with enough space, and 503 for the database alone (PostgreSQL: no disk guard)", async () => {
    const { guard } = volume(4096);
    expect(await healthOf(async () => true, guard)).toEqual({
      status: 200,
      body: { status: "ok", database: "ok", disk: "ok" },
    });
    expect(await healthOf(async () => false)).toEqual({
      status: 503,
      body: { status: "unavailable", database: "unavailable", reason: "database unavailable" },
    });
  });
});
