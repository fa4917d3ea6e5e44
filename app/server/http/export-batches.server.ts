// How exports read a table of any size: in batches, each read by the caller in a short
// transaction of its own (a tenant transaction: row-level security and the permission check
// again), so that a long download never holds the embedded database's one connection.

/** The next rows of an export, or null when there are none left. */
export type NextBatch<Out> = () => Promise<readonly Out[] | null>;

export const EXPORT_BATCH_SIZE = 1_000;

/**
 * The batches of an export whose rows are known by id, in the ids' order: `read` reads a batch's
 * rows (`id in (…)` gives them in any order), `map` writes a row. A row gone since the ids were
 * read is left out.
 */
export function batchesOfIds<Row extends { id: string }, Out>(
  ids: readonly string[],
  read: (batch: string[]) => Promise<Row[]>,
  map: (row: Row) => Out,
  size: number = EXPORT_BATCH_SIZE,
): NextBatch<Out> {
  let at = 0;
  return async () => {
    if (at >= ids.length) return null;
    const batch = ids.slice(at, at + size);
    at += size;
    const byId = new Map((await read(batch)).map((row) => [row.id, row]));
    return batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [map(row)] : [];
    });
  };
}

/** One batch read after a key: its rows, and the key to read after next (null: it was the last). */
export interface KeysetBatch<Out, Key> {
  rows: readonly Out[];
  after: Key | null;
}

/**
 * The batches of a walk by keyset (an index's order): `read(null)` reads the first batch,
 * `read(key)` the one after it, until a batch says it was the last.
 */
export function keysetBatches<Out, Key>(
  read: (after: Key | null) => Promise<KeysetBatch<Out, Key>>,
): NextBatch<Out> {
  let after: Key | null = null;
  let done = false;
  return async () => {
    if (done) return null;
    const batch = await read(after);
    after = batch.after;
    done = after === null;
    return batch.rows;
  };
}

/** The key to read after a batch of `size` rows at most: none left when the batch is short. */
export function nextKey<Row, Key>(rows: readonly Row[], size: number, keyOf: (row: Row) => Key) {
  return rows.length === size && rows.length > 0 ? keyOf(rows[rows.length - 1]!) : null;
}

/**
 * The rows of a batch of parents (a ticket's thread, an asset's history, a licence's seats), read
 * by the parents' ids (nothing read for no parent), by parent id, each list in the order read.
 */
export async function rowsOfParents<Row>(
  parents: readonly { id: string }[],
  read: (ids: string[]) => Promise<Row[]>,
  parentIdOf: (row: Row) => string,
): Promise<Map<string, Row[]>> {
  const groups = new Map<string, Row[]>();
  if (parents.length === 0) return groups;
  for (const row of await read(parents.map((parent) => parent.id))) {
    const id = parentIdOf(row);
    const list = groups.get(id);
    if (list) list.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}
