import { importPipelineErrors } from "~/content/import";
import { scanCsv, type CsvRules } from "../csv-read.server";
import { importSlots, parseSlots } from "../heavy-work.server";
import { WorkspaceError } from "../refusal.server";
import { TenantBusyError } from "../tenant-slots.server";

// An upload before it is stored (empty, too large, then read whole once: its refusals now, not
// at the preview), and the bounds of the heavy work (decision 0075): one file read at a time per
// workspace, one import at a time; beyond, a French 429.

export interface UploadRules extends CsvRules {
  /** The largest file, and its refusal (413). */
  maxBytes: number;
  tooLarge: string;
}

/** Refuses an empty or too large file, then reads it whole (its refusals, in French). */
export async function checkUpload(bytes: Uint8Array, rules: UploadRules): Promise<void> {
  if (bytes.byteLength === 0) throw new WorkspaceError(400, importPipelineErrors.empty);
  if (bytes.byteLength > rules.maxBytes) throw new WorkspaceError(413, rules.tooLarge);
  await scanCsv(bytes, rules);
}

async function bounded<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof TenantBusyError) throw new WorkspaceError(429, importPipelineErrors.busy);
    throw error;
  }
}

/** A reading of a file (upload, preview) in the workspace's parse slot. */
export const oneReadAtATime = <T>(workspaceId: string, fn: () => Promise<T>) =>
  bounded(parseSlots.run(workspaceId, fn));

/** An import in the workspace's import slot. */
export const oneImportAtATime = <T>(workspaceId: string, fn: () => Promise<T>) =>
  bounded(importSlots.run(workspaceId, fn));
