import {
  messages,
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from "@electric-sql/pglite";
import { plansEachRun } from "./plan-each-run.server";

// Queries through PGlite's engine as a PostgreSQL driver with prepared statements sends them
// (decision 0050). PGlite's own `query` parses and plans the text again at every call, and hands
// the engine Parse, Describe, Bind, Describe, Execute and Sync one message at a time, each a call
// with its own set-up. Here a data statement is prepared once under a name (its parameter types
// read then), and each run is one buffer (Bind, Describe, Execute, Sync): the engine runs the
// messages in order and, after an error, skips to the Sync, as a server does for a pipelined
// client. PostgreSQL's plan cache does the rest: a statement's plan is made again when a table it
// reads changes or the role differs (row-level security), and after five runs it keeps a generic
// plan when that costs no more than the custom ones, as for any driver's prepared statements.

const { serialize } = protocol;

/** Statements kept prepared by default; beyond, the least recently used is closed. */
const KEPT = 300;
/**
 * Longer texts are prepared for one run only: a batch of rows (an import's) is one text per batch
 * size, each kept plan would hold the engine's memory, and its parsing is a small part of its run.
 */
const LONGEST_KEPT = 8_000;

/** Statements kept prepared. */
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with|values)\b/i;
/** Statements that change no table or prepared statement; any other closes them all (DDL). */
const NEUTRAL_STATEMENT =
  /^\s*(savepoint|release|rollback|set|reset|show|begin|commit|start|end|lock|notify|listen|unlisten)\b/i;

const changesSchema = (query: string) =>
  !plansEachRun(query) && !DATA_STATEMENT.test(query) && !NEUTRAL_STATEMENT.test(query);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export class OneTripQueries {
  readonly #types = new Map<string, { name: string; types: number[] }>();
  #stale: string[] = [];
  #next = 0;
  readonly #pg: PGlite;
  readonly #kept: number;

  constructor(pg: PGlite, kept = KEPT) {
    this.#pg = pg;
    this.#kept = kept;
  }

  /** Closes every statement (before the next run): a table they read may have changed. */
  forget(): void {
    for (const { name } of this.#types.values()) this.#stale.push(name);
    this.#types.clear();
  }

  /**
   * What `PGlite#query` returns, for a query without a blob. `inTransaction`: the caller holds
   * PGlite's transaction (no sync to the file system after the query, as PGlite's own).
   */
  run<T>(
    query: string,
    params: readonly unknown[] = [],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const pg = this.#pg;
    return pg._runExclusiveQuery(async () => {
      try {
        const { name, types } = await this.#paramTypes(query, options);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const type = types[i]!;
          const serializer = options?.serializers?.[type] ?? pg.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const replies = await pg.execProtocolStream(
          concat([
            ...this.#closing(),
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: "P" }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        if (changesSchema(query)) this.forget();
        if (!inTransaction) await pg.syncToFs();
        return parse.parseResults(replies, pg.parsers, options)[0] as Results<T>;
      } catch (error) {
        if (changesSchema(query)) this.forget();
        // What PGlite's own query adds to an engine's error.
        if (error instanceof messages.DatabaseError) {
          Object.assign(error, { query, params, queryOptions: options });
        }
        throw error;
      }
    });
  }

  #closing(): Uint8Array[] {
    const stale = this.#stale;
    this.#stale = [];
    return stale.map((name) => serialize.close({ type: "S", name }));
  }

  async #paramTypes(
    query: string,
    options: QueryOptions | undefined,
  ): Promise<{ name: string; types: number[] }> {
    const key = options?.paramTypes ? `${options.paramTypes.join(",")}\u0000${query}` : query;
    const known = this.#types.get(key);
    if (known) {
      // Most recently used last: the first in the map is the one to close.
      this.#types.delete(key);
      this.#types.set(key, known);
      return known;
    }
    const keep = query.length <= LONGEST_KEPT && DATA_STATEMENT.test(query) && !plansEachRun(query);
    const name = keep ? `one_trip_${++this.#next}` : "";
    const replies = await this.#pg.execProtocolStream(
      concat([
        ...this.#closing(),
        serialize.parse({ name, text: query, types: options?.paramTypes }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, types: parse.parseDescribeStatementResults(replies) };
    if (keep) {
      if (this.#types.size >= this.#kept) {
        const [oldest, { name: evicted }] = this.#types.entries().next().value!;
        this.#types.delete(oldest);
        this.#stale.push(evicted);
      }
      this.#types.set(key, statement);
    }
    return statement;
  }
}
