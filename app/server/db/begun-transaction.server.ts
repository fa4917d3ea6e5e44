import pg from "pg";

// A transaction's BEGIN sent with its first statement, in one round trip (decision 0150). Drizzle
// opens a transaction with `begin`, awaits it, then sends the first statement: two round trips, two
// socket writes and two reads. On a connection where BEGIN is prepared (once, `prepareBegin`), the
// client (named-statements.server.ts) answers drizzle's `begin` at once and sends it before the
// next statement as a `BegunQuery`: BEGIN's Bind and Execute, then the statement's own messages and
// one Sync. The server runs them in order; an error in either skips the rest up to the Sync, so the
// statement never runs outside the transaction, and drizzle's ROLLBACK follows as before.

/** The name BEGIN is prepared under on each connection. */
const BEGIN_STATEMENT = "tx_begin";

/** What pg's Query does that its type does not say. */
interface QueryInternals {
  prepare(connection: pg.Connection): void;
  handleCommandComplete(message: unknown, connection: pg.Connection): void;
  requiresPreparation(): boolean;
}

type Callback = (error: Error | null, result?: unknown) => void;

/** The result drizzle reads of `begin`, `commit` or `rollback` answered without a round trip. */
export const commandResult = (command: string) => ({
  command,
  rowCount: null,
  oid: null,
  rows: [],
  fields: [],
});

/** Parses BEGIN under its name, running nothing: a protocol Parse and a Sync. */
export function prepareBegin(client: pg.Client): Promise<void> {
  return new Promise((resolve, reject) => {
    let failed: Error | null = null;
    const ignore = () => {};
    void client.query({
      submit(connection: pg.Connection) {
        connection.parse({ name: BEGIN_STATEMENT, text: "begin", types: [] }, false);
        connection.sync();
      },
      handleError: (error: Error) => {
        failed = error;
        reject(error);
      },
      handleReadyForQuery: () => {
        if (!failed) resolve();
      },
      handleRowDescription: ignore,
      handleDataRow: ignore,
      handleCommandComplete: ignore,
      handleEmptyQuery: ignore,
      handlePortalSuspended: ignore,
      handleCopyInResponse: ignore,
      handleCopyData: ignore,
    } as unknown as pg.Submittable);
  });
}

/** A statement that runs after the prepared BEGIN, in the same round trip. */
class BegunQuery extends pg.Query {
  #beginDone = false;

  requiresPreparation() {
    return true;
  }

  prepare(connection: pg.Connection) {
    connection.bind({ statement: BEGIN_STATEMENT, portal: "", values: [] }, false);
    // The unnamed portal, all rows (`null`: the protocol's empty Execute).
    connection.execute(null, false);
    (pg.Query.prototype as unknown as QueryInternals).prepare.call(this, connection);
  }

  // BEGIN's CommandComplete comes first: the statement's result is the one that follows.
  handleCommandComplete(message: unknown, connection: pg.Connection) {
    if (!this.#beginDone) {
      this.#beginDone = true;
      return;
    }
    (pg.Query.prototype as unknown as QueryInternals).handleCommandComplete.call(
      this,
      message,
      connection,
    );
  }
}

/** Sends `config` (with `values`) after BEGIN, through `submit`; resolves as a query would. */
export function queryAfterBegin(
  submit: (query: pg.Submittable) => unknown,
  config: pg.QueryConfig,
  values: unknown[] | undefined,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const query = new BegunQuery(config, values ?? config.values);
    (query as unknown as { callback: Callback }).callback = (error, result) =>
      error ? reject(error) : resolve(result);
    submit(query);
  });
}
