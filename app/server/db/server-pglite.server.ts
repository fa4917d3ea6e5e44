import { PGlite } from "@electric-sql/pglite";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { asText, lean, leanTransaction, TEXT_TYPES } from "./text-types-pglite.server";

// The embedded database as the server opens it (decision 0048):
// - the nine types Drizzle reads as text are text for every query, and Drizzle's per-query
//   parsers are left out (see text-types-pglite.server.ts);
// - each transaction first gives the event loop a turn. PGlite's engine runs in this thread and
//   queued transactions follow one another in microtasks, so without it, requests that arrived
//   during a run of transactions were not even read until the run ended: under load, some waited
//   two runs (portal posts at 20 connections: p99 ≈ 2 × p50, 240 ms). With the turn, they are
//   read and queue in order of arrival (p99 150–200 ms, same throughput).

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ServerPGlite extends PGlite {
  #textTypesSet = false;

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
    return super.query<T>(query, params, this.#textTypesSet ? lean(options) : options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction(async (tx) => {
      await turn();
      return callback(this.#textTypesSet ? leanTransaction(tx) : tx);
    });
  }
}
