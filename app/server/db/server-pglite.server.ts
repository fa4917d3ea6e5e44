import { PGlite } from "@electric-sql/pglite";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { OneTripQueries } from "./pglite-one-trip.server";
import { asText, lean, TEXT_TYPES } from "./text-types-pglite.server";

// The embedded database as the server opens it (decision 0048):
// - the nine types Drizzle reads as text are text for every query, and Drizzle's per-query
//   parsers are left out (see text-types-pglite.server.ts);
// - each transaction first gives the event loop a turn. PGlite's engine runs in this thread and
//   queued transactions follow one another in microtasks, so without it, requests that arrived
//   during a run of transactions were not even read until the run ended: under load, some waited
//   two runs (portal posts at 20 connections: p99 ≈ 2 × p50, 240 ms). With the turn, they are
//   read and queue in order of arrival (p99 150–200 ms, same throughput);
// - a parameterised query is one call into the engine (pglite-one-trip.server.ts, decision 0050).

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ServerPGlite extends PGlite {
  #textTypesSet = false;
  readonly #oneTrip = new OneTripQueries(this);
  #settled = 0;
  #settledAt = 0;
  /** Queries and transactions asked for and not settled yet (running or queued). */
  #pending = 0;

  /** How many queries have settled: the watchdog tells a long transaction from a stuck engine. */
  get settledQueries(): number {
    return this.#settled;
  }

  /**
   * Whether a query would queue now (something is running or waiting), and when the last query
   * settled (ms since the epoch): /healthz answers from it rather than queueing (decision 0096).
   */
  get liveness(): { busy: boolean; settledAt: number } {
    return { busy: this.#pending > 0, settledAt: this.#settledAt };
  }

  readonly #count = () => {
    this.#settled++;
    this.#settledAt = Date.now();
  };

  async #tracked<T>(run: () => Promise<T>): Promise<T> {
    this.#pending++;
    try {
      return await run();
    } finally {
      this.#pending--;
    }
  }

  /** Start-up (and a refresh) sets the array types' parsers; then the nine are set to text. */
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    for (const oid of TEXT_TYPES) this.parsers[oid] = asText;
    this.#textTypesSet = true;
  }

  override async query<T>(
    query: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!this.#textTypesSet || options?.blob) return super.query<T>(query, params, options);
    return this.#tracked(async () => {
      // As PGlite's own: never between the statements of a running transaction.
      await this._checkReady();
      return this._runExclusiveTransaction(() =>
        this.#oneTrip.run<T>(query, params, lean(options), false),
      ).finally(this.#count);
    });
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    // A script may change tables: the remembered parameter types may no longer hold.
    this.#oneTrip.forget();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#tracked(() => this.#transaction(callback));
  }

  #transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction(async (tx) => {
      await turn();
      if (!this.#textTypesSet) return callback(tx);
      const oneTrip = this.#oneTrip;
      const count = this.#count;
      return callback({
        query<R>(query: string, params?: unknown[], options?: QueryOptions) {
          if (options?.blob) return tx.query<R>(query, params, lean(options));
          if (tx.closed) return Promise.reject(new Error("Transaction is closed"));
          return oneTrip.run<R>(query, params, lean(options), true).finally(count);
        },
        sql: (strings, ...params) => tx.sql(strings, ...params),
        exec(query, options) {
          oneTrip.forget();
          return tx.exec(query, lean(options));
        },
        rollback: () => tx.rollback(),
        listen: (channel, listener) => tx.listen(channel, listener),
        get closed() {
          return tx.closed;
        },
      });
    });
  }
}
