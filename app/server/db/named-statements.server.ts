import { createHash } from "node:crypto";
import pg from "pg";
import { commandResult, prepareBegin, queryAfterBegin } from "./begun-transaction.server";
import { plansEachRun } from "./plan-each-run.server";

// PostgreSQL's connections as the embedded database's already are (pglite-one-trip.server.ts):
// each data statement prepared once per connection under a name made from its text, then only
// bound and run. node-postgres sends a statement without a name as an unnamed one, which
// PostgreSQL parses and plans again at every run: a portal post's 42-parameter statement was
// planned anew for each post. With a name, the plan cache does the rest (a generic plan after five
// runs when it costs no more than the custom ones; made again when a table it reads changes or
// the role differs). Decision 0078.

/** Statements a connection keeps prepared; past them, new texts run unnamed (pools recycle). */
const KEPT = 300;
/** Longer texts (a batch of rows) run unnamed: each size of batch would be one more statement. */
const LONGEST_KEPT = 8_000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with|values)\b/i;

/**
 * The name a statement's text is prepared under, or null for what stays unnamed: other commands
 * (transaction control, DDL), long texts, texts with a `;` (several statements cannot be
 * prepared as one), and statements planned at each run (`planEachRun`).
 */
export function statementName(text: string): string | null {
  if (text.length > LONGEST_KEPT || text.includes(";") || plansEachRun(text)) return null;
  if (!DATA_STATEMENT.test(text)) return null;
  const known = NAMES.get(text);
  if (known) return known;
  const name = `s_${createHash("sha1").update(text).digest("base64url")}`;
  // The same few hundred texts come back at every request: hashed once (1 % of a portal post's
  // CPU, decision 0106). A process that somehow makes more starts its memo again.
  if (NAMES.size >= NAMES_KEPT) NAMES.clear();
  NAMES.set(text, name);
  return name;
}

/** Names already made, by text, for every connection of the process. */
const NAMES = new Map<string, string>();
const NAMES_KEPT = 2_000;

/** The text of a query's config, when it is a plain one (not a submittable). */
function textOf(config: unknown): string | null {
  if (typeof config === "string") return config;
  if (typeof config !== "object" || config === null) return null;
  if (typeof (config as { submit?: unknown }).submit === "function") return null;
  const text = (config as { text?: unknown }).text;
  return typeof text === "string" ? text : null;
}

/** Whether a statement can follow the prepared BEGIN in the extended protocol: one data statement. */
const followsBegin = (text: string) => DATA_STATEMENT.test(text) && !text.includes(";");

type Query = (...args: unknown[]) => unknown;

/**
 * A client that names its data statements (the pool's `Client`), and sends a transaction's BEGIN
 * with its first statement (decision 0150).
 */
export class NamedStatementClient extends pg.Client {
  readonly #named = new Set<string>();
  /** BEGIN is prepared on this connection. */
  #beginReady = false;
  /** Drizzle's `begin` was answered; it goes with the next statement. */
  #beginPending = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as Query;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      this.#route(query, config, rest)) as unknown as pg.Client["query"];
  }

  /** Forgets a `begin` that no statement followed (the pool's `release`: the next user's turn). */
  dropPendingBegin() {
    this.#beginPending = false;
  }

  #route(query: Query, config: unknown, rest: unknown[]): unknown {
    const text = textOf(config);
    const plain = rest.length === 0 || (rest.length === 1 && Array.isArray(rest[0]));
    const noValues = plain && ((rest[0] as unknown[] | undefined)?.length ?? 0) === 0;
    if (text === "begin" && noValues) {
      if (this.#beginReady) {
        this.#beginPending = true;
        return Promise.resolve(commandResult("BEGIN"));
      }
      // This connection's first transaction: BEGIN prepared for the next ones, then sent alone.
      return prepareBegin(this).then(() => {
        this.#beginReady = true;
        return query("begin");
      });
    }
    if (!this.#beginPending) return query(this.#withName(config, text), ...rest);
    this.#beginPending = false;
    // Nothing ran since the answered BEGIN: there is no transaction to end.
    if ((text === "commit" || text === "rollback") && noValues) {
      return Promise.resolve(commandResult(text.toUpperCase()));
    }
    if (text !== null && plain && typeof config === "object" && followsBegin(text)) {
      return queryAfterBegin(
        (begun) => query(begun),
        this.#withName(config, text) as pg.QueryConfig,
        rest[0] as unknown[] | undefined,
      );
    }
    return Promise.resolve(query("begin")).then(() => query(this.#withName(config, text), ...rest));
  }

  /** `config` under its statement's name, if it gets one; `text`: its text (`textOf`). */
  #withName(config: unknown, text: string | null): unknown {
    const plain = text !== null && !(config as { name?: unknown }).name;
    const name = plain ? statementName(text) : null;
    if (!name || (!this.#named.has(name) && this.#named.size >= KEPT)) {
      return config;
    }
    this.#named.add(name);
    return typeof config === "string" ? { text: config, name } : { ...(config as object), name };
  }
}
