import type { Db } from "~/server/db/client.server";
import { keysetBatches, type KeysetBatch } from "~/server/http/export-batches.server";
import { jsonArray, type JsonPart } from "~/server/http/json-stream.server";
import type { TenantTx } from "./in-tenant.server";

// What each part of 'Exporter les données' reads with: the workspace, its tenant transactions
// (one per batch, row-level security on) and the batch size.

export interface ExportScope {
  db: Db;
  organizationId: string;
  /** Runs `fn` in a tenant transaction of this workspace (row-level security). */
  inWorkspace<T>(fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Rows (or parent rows) per batch of a long list. */
  batchSize: number;
}

/** A list of any length in the file: read by keyset, each batch in a tenant transaction. */
export function listInBatches<Out, Key>(
  { inWorkspace, batchSize }: ExportScope,
  read: (tx: TenantTx, after: Key | null, size: number) => Promise<KeysetBatch<Out, Key>>,
): JsonPart {
  return jsonArray(
    keysetBatches((after: Key | null) => inWorkspace((tx) => read(tx, after, batchSize))),
  );
}
