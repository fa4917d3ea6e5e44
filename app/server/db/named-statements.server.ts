import { createHash } from "node:crypto";
import pg from "pg";
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

/** A client that names its data statements (the pool's `Client`). */
export class NamedStatementClient extends pg.Client {
  readonly #named = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, ...rest: unknown[]) =>
      query(this.#withName(config), ...rest)) as unknown as pg.Client["query"];
  }

  #withName(config: unknown): unknown {
    const plain =
      typeof config === "object" &&
      config !== null &&
      typeof (config as { submit?: unknown }).submit !== "function" &&
      !(config as { name?: unknown }).name;
    const text =
      typeof config === "string"
        ? config
        : plain && typeof (config as { text?: unknown }).text === "string"
          ? (config as { text: string }).text
          : null;
    const name = text === null ? null : statementName(text);
    if (!name || (!this.#named.has(name) && this.#named.size >= KEPT)) {
      return config;
    }
    this.#named.add(name);
    return typeof config === "string" ? { text: config, name } : { ...(config as object), name };
  }
}
