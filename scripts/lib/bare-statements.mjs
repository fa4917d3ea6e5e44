// Part of the report bench (decision 0138): the statements a piece of work sends, caught once at
// the drivers' prepared-query layer (drizzle's, for the embedded database and node-postgres),
// then sent again bare, with their parameters, one after the other in a transaction: the floor
// the work's time is read against (its SQL and the driver, without drizzle's mapping or the
// app's own code).
import { PglitePreparedQuery } from "drizzle-orm/pglite/session";
import { NodePgPreparedQuery } from "drizzle-orm/node-postgres/session";
import { inTenant } from "../../app/server/workspaces/in-tenant.server.ts";

let caught = null;
for (const Query of [PglitePreparedQuery, NodePgPreparedQuery]) {
  const execute = Query.prototype.execute;
  Query.prototype.execute = function (...args) {
    caught?.push({ text: this.queryString, params: this.params });
    return execute.apply(this, args);
  };
}

/** The session's driver client of a transaction (drizzle keeps it there). */
const clientOf = (tx) => (tx.session ?? tx._.session).client;

/** The statements `work` sends in a tenant transaction, and a way to send them again bare. */
export async function bareStatements(db, organizationId, work) {
  const statements = [];
  await inTenant(db, organizationId, async (tx) => {
    caught = statements;
    try {
      await work(tx);
    } finally {
      caught = null;
    }
  });
  return {
    count: statements.length,
    async replay(tx) {
      const client = clientOf(tx);
      for (const { text, params } of statements) await client.query(text, params);
    },
  };
}
