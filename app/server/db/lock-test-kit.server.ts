import { sql } from "drizzle-orm";
import type { Db } from "./client.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";

// For the PostgreSQL-only tests that make two transactions cross (the triggers' locks): one
// transaction waits until the other's backend is blocked on a lock, then goes on.

/** A promise and the function that settles it. */
export function signal<T = void>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** The backend process of the transaction `tx` (PostgreSQL). */
export async function pidOf(tx: TenantTx): Promise<number> {
  const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
  return (result as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
}

/** Waits until the backend `pid` waits for a lock, or `done` is true (its statement ended). */
export async function blockedOrDone(db: Db, pid: number, done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i++) {
    const result = await db.execute<{ waiting: boolean }>(
      sql`select coalesce(bool_or(wait_event_type = 'Lock'), false) as waiting from pg_stat_activity where pid = ${pid}`,
    );
    if ((result as unknown as { rows: { waiting: boolean }[] }).rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
