import { describe, expect, it, vi } from "vitest";
import type { Db } from "~/server/db/client.server";
import { cachedBySlug, forgetCachedWorkspaces, SLUG_CACHE_MS } from "./slug-cache.server";

// The public channels' cache of workspaces by slug: one read per slug for a few seconds, none
// kept for an unknown slug or a failed read, everything forgotten after a rename or a deletion.

const fakeDb = () => ({}) as Db;

describe("cachedBySlug", () => {
  it("reads a slug once within the lifetime, again after it", async () => {
    const db = fakeDb();
    const read = vi.fn(async () => ({ id: "w1" }));
    expect(await cachedBySlug(db, "acme", read, 1_000)).toEqual({ id: "w1" });
    expect(await cachedBySlug(db, "acme", read, 1_000 + SLUG_CACHE_MS - 1)).toEqual({ id: "w1" });
    expect(read).toHaveBeenCalledTimes(1);
    await cachedBySlug(db, "acme", read, 1_000 + SLUG_CACHE_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("shares one read between concurrent misses; keeps each database apart", async () => {
    const db = fakeDb();
    const read = vi.fn(async () => ({ id: "w1" }));
    await Promise.all([cachedBySlug(db, "a", read, 0), cachedBySlug(db, "a", read, 0)]);
    expect(read).toHaveBeenCalledTimes(1);
    await cachedBySlug(fakeDb(), "a", read, 0);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("keeps neither an unknown slug nor a failed read", async () => {
    const db = fakeDb();
    const missing = vi.fn(async () => null);
    await cachedBySlug(db, "x", missing, 0);
    await cachedBySlug(db, "x", missing, 1);
    expect(missing).toHaveBeenCalledTimes(2);
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    await expect(cachedBySlug(db, "y", failing, 0)).rejects.toThrow("database down");
    const found = vi.fn(async () => ({ id: "w2" }));
    expect(await cachedBySlug(db, "y", found, 1)).toEqual({ id: "w2" });
  });

  it("forgets everything after a rename or a deletion", async () => {
    const db = fakeDb();
    let name = "Avant";
    const read = vi.fn(async () => ({ name }));
    await cachedBySlug(db, "acme", read, 0);
    name = "Après";
    forgetCachedWorkspaces(db);
    expect(await cachedBySlug(db, "acme", read, 1)).toEqual({ name: "Après" });
  });
});
