import { describe, expect, it } from "vitest";
import { batchesOfIds, keysetBatches, nextKey } from "./export-batches.server";

// Reading an export in batches: by ids in the view's order, or by keyset along an index.

describe("batchesOfIds", () => {
  it("reads the ids in batches of the size, in order, then says there are none left", async () => {
    const reads: string[][] = [];
    const next = batchesOfIds(
      ["a", "b", "c", "d", "e"],
      async (batch) => {
        reads.push(batch);
        return batch.map((id) => ({ id }));
      },
      (row) => [row.id],
      2,
    );
    expect([await next(), await next(), await next(), await next()]).toEqual([
      [["a"], ["b"]],
      [["c"], ["d"]],
      [["e"]],
      null,
    ]);
    expect(reads).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(
      await batchesOfIds(
        [],
        async () => [],
        () => [],
        2,
      )(),
    ).toBeNull();
  });

  it("puts rows back in the ids' order and leaves out ids whose row is gone", async () => {
    const next = batchesOfIds(
      ["a", "b", "c"],
      async () => [{ id: "c" }, { id: "a" }],
      (row) => [row.id],
    );
    expect(await next()).toEqual([["a"], ["c"]]);
  });
});

describe("keysetBatches", () => {
  const rows = [1, 2, 3, 4, 5];
  /** Reads up to 2 numbers after the key, as `where n > key order by n limit 2` would. */
  function walk(size: number) {
    const reads: (number | null)[] = [];
    const next = keysetBatches(async (after: number | null) => {
      reads.push(after);
      const batch = rows.filter((n) => after === null || n > after).slice(0, size);
      return { rows: batch, after: nextKey(batch, size, (n) => n) };
    });
    return { next, reads };
  }

  it("reads after the last key of each batch until a batch is short", async () => {
    const { next, reads } = walk(2);
    expect([await next(), await next(), await next(), await next()]).toEqual([
      [1, 2],
      [3, 4],
      [5],
      null,
    ]);
    expect(reads).toEqual([null, 2, 4]);
  });

  it("reads once more after a full last batch, and stops at the empty one", async () => {
    const { next, reads } = walk(5);
    expect([await next(), await next(), await next()]).toEqual([rows, [], null]);
    expect(reads).toEqual([null, 5]);
  });
});
