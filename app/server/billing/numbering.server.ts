import { sql } from "drizzle-orm";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { billingSequence } from "./schema.server";

// Gapless document numbers (decision 0110): one series per kind and year in `billing_sequence`,
// taken by `insert … on conflict do update … returning` in the transaction that writes the
// document. A concurrent issue waits on the series' row until this transaction ends; a rollback
// gives the number back. Never a PostgreSQL SEQUENCE (gaps on rollback).

/** `FAC` invoice, `AV` credit note, `DEV` quote, `REC` receipt. */
export type BillingSeries = "FAC" | "AV" | "DEV" | "REC";

/** 'FAC-2026-000123'. */
export const formatNumber = (series: BillingSeries, year: number, n: number) =>
  `${series}-${year}-${String(n).padStart(6, "0")}`;

/** Takes the next number of `series` in `year`, in `tx` (the document's own transaction). */
export async function nextNumber(
  tx: Pick<TenantTx, "insert">,
  series: BillingSeries,
  year: number,
): Promise<{ number: string; sequence: number }> {
  const [row] = await tx
    .insert(billingSequence)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [billingSequence.series, billingSequence.year],
      set: { last: sql`${billingSequence.last} + 1` },
    })
    .returning({ last: billingSequence.last });
  if (!row) throw new Error(`billing series ${series}-${year} not numbered`);
  return { number: formatNumber(series, year, row.last), sequence: row.last };
}
