import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { and, eq, lt } from "drizzle-orm";
import { IMPORT_LIMITS } from "~/content/inventory-import";
import { workspaceErrors } from "~/content/workspaces";
import { assetImport, inventorySettings } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { ensureInventory } from "../inventory-setup.server";
import { checkUpload } from "~/server/platform/import/import-upload.server";
import { ASSET_UPLOAD } from "./import-csv.server";
import { UUID } from "~/lib/uuid";

// The uploads kept between their preview and their import (table asset_import, the workspace's
// own rows only): stored after a first successful read (every record read, none kept), previews
// older than a day deleted when a new one comes in; another workspace's id, or a malformed one,
// is a 404. The file is kept gzipped: on the embedded database a parameter or a result of 2.8 MB
// (a 50,000-row CSV) is written and read as hex on the event loop's thread, 2.7 s and 1.1 s of
// it, during which no other request is served; gzipped, a tenth (issue 32). Compressing and
// decompressing run on libuv's threads, outside any transaction for the upload (decision 0105).
// An imported upload is never deleted: its status is what shows its assets (decision 0105).

export type StoredImport = typeof assetImport.$inferSelect;

/** The upload read whole once (its refusals, in French), then gzipped: what `storeUpload` keeps. */
export async function readUpload(bytes: Uint8Array): Promise<Buffer> {
  await checkUpload(bytes, ASSET_UPLOAD);
  return gzipped(bytes);
}

/** Stores a file `readUpload` checked and gzipped (`content`); returns the upload's id. */
export async function storeUpload(
  tx: TenantTx,
  createdBy: string,
  fileName: string,
  content: Buffer,
  now: Date,
): Promise<string> {
  const expired = new Date(now.getTime() - IMPORT_LIMITS.previewHours * 3_600_000);
  await tx
    .delete(assetImport)
    .where(and(eq(assetImport.status, "preview"), lt(assetImport.createdAt, expired)));
  const [row] = await tx
    .insert(assetImport)
    .values({
      createdBy,
      filename: fileName.slice(0, 200) || "import.csv",
      content,
      createdAt: now,
    })
    .returning({ id: assetImport.id });
  return row!.id;
}

const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

/** The file as uploaded: kept gzipped, or as it came before it was (1f 8b starts no CSV). */
const fileOf = (content: Buffer) =>
  content[0] === 0x1f && content[1] === 0x8b ? gunzipped(content) : Promise.resolve(content);

/** This workspace's upload with that id (locked when `lock`); 404 otherwise. */
export async function loadImport(tx: TenantTx, id: string, lock = false): Promise<StoredImport> {
  if (!UUID.test(id)) throw new WorkspaceError(404, workspaceErrors.notFound);
  const query = tx.select().from(assetImport).where(eq(assetImport.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return { ...row, content: await fileOf(row.content) };
}

/** Its status only, the row locked (the import's final step): the file is not read again. */
export async function lockedImportStatus(tx: TenantTx, id: string): Promise<string> {
  const [row] = await tx
    .select({ status: assetImport.status })
    .from(assetImport)
    .where(eq(assetImport.id, id))
    .for("update");
  if (!row) throw new WorkspaceError(404, workspaceErrors.notFound);
  return row.status;
}

/** The mapping the workspace confirmed last (normalised header → target). */
export async function rememberedMapping(tx: TenantTx): Promise<Record<string, string> | null> {
  await ensureInventory(tx);
  const [row] = await tx
    .select({ mapping: inventorySettings.importMapping })
    .from(inventorySettings);
  return row?.mapping ?? null;
}

export async function rememberMapping(tx: TenantTx, mapping: Record<string, string>, now: Date) {
  await tx.update(inventorySettings).set({ importMapping: mapping, updatedAt: now });
}

/**
 * Serialises the imports of a workspace (and the creations that take a tag from the counter):
 * the rows are checked against the workspace after this lock, so a parallel import cannot slip
 * the same serial in between (its insert would fail on the unique index instead of being named).
 */
export async function lockImports(tx: TenantTx) {
  await ensureInventory(tx);
  await tx.select({ id: inventorySettings.organizationId }).from(inventorySettings).for("update");
}
