import { actorOf } from "~/server/platform/actor.server";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { IMPORT_MODES, type ImportMode } from "~/content/import";
import { importErrors, importPath } from "~/content/inventory-import";
import type { ImportPageView } from "~/contracts/inventory-import";
import { assetImport } from "~/server/db/inventory-schema.server";
import { readForm, textField } from "~/server/platform/form.server";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import type { ImportReport } from "~/server/platform/import/import-report.server";
import { oneImportAtATime } from "~/server/platform/import/import-upload.server";
import { refuse } from "~/server/workspaces/action-result.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import {
  pinnedWorkspace,
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
} from "~/server/workspaces/tenant.server";
import { loadAssetRefs, type AssetRefs } from "../assets/asset-refs.server";
import { createChosen } from "./import-create.server";
import { mappingMemory, mappingOfForm } from "./import-mapping.server";
import {
  appliedChoices,
  checkedRows,
  choicesOfUpload,
  dryRun,
  mappingRecord,
  previewView,
} from "./import-preview.server";
import { dropHidden } from "./import-hidden.server";
import { insertHidden, releaseTags, reserveTags, revealImport } from "./import-run.server";
import {
  loadImport,
  lockedImportStatus,
  rememberedMapping,
  rememberMapping,
  type StoredImport,
} from "./import-store.server";
import { choicesOf } from "./import-values.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/import/:id: the preview of a stored upload (encoding,
// separator, the mapping, the unknown values and the dates' order, every row checked), then the
// import, all or nothing or without the rows in error, creating the values chosen to create;
// afterwards the page shows the result. Permission 'asset.manage'; read-only respected. The
// import runs in short transactions, its rows inserted hidden, then revealed by one short final
// one (decisions 0096, 0105).

const MANAGE = { permission: "asset.manage" } as const;

/** The page: the result of an import, or the preview, its dry run in short transactions. */
export async function importPageLoader(request: Request, id: string): Promise<ImportPageView> {
  const pinned = pinnedWorkspace(request, MANAGE);
  try {
    const start = await pinned(async ({ tx, workspace }) => {
      const stored = await loadImport(tx, id);
      const refs = stored.status === "imported" ? null : await loadAssetRefs(tx);
      return { stored, refs, readOnly: workspace.readOnly };
    });
    const { stored, refs } = start;
    if (!refs) {
      const report = stored.report as unknown as ImportReport;
      return {
        kind: "result",
        result: {
          id: stored.id,
          fileName: stored.filename,
          imported: report.imported,
          skipped: report.skipped,
        },
      };
    }
    const run = await dryRun((fn) => pinned(({ tx }) => fn(tx)), stored, refs);
    return { kind: "preview", preview: previewView(stored, run, refs, start.readOnly) };
  } catch (error) {
    return workspaceErrorResponse(error);
  }
}

type Outcome = { ok: true } | { ok: false; status: 400 | 409; message: string };

const alreadyImported: Outcome = { ok: false, status: 409, message: importErrors.alreadyImported };

/** What the form asks: its mapping and choices (the upload's otherwise), and the import's mode. */
interface Asked {
  form: FormData;
  columns: number;
  mode: ImportMode;
}

function readRun(within: InWorkspace, stored: StoredImport, refs: AssetRefs, asked: Asked) {
  const given = asked.columns > 0 ? mappingOfForm(asked.form, asked.columns, refs) : undefined;
  const choices = choicesOfUpload(stored, choicesOf(asked.form.entries()));
  return dryRun(within, stored, refs, given, choices);
}

/** 'Vérifier': the dry run with the mapping sent, which the upload keeps. */
async function check(tx: TenantTx, id: string, asked: Asked): Promise<Outcome> {
  const stored = await loadImport(tx, id, true);
  if (stored.status !== "preview") return alreadyImported;
  const run = await readRun((fn) => fn(tx), stored, await loadAssetRefs(tx), asked);
  const save = { mapping: mappingRecord(run.mapping, run.choices) };
  await tx.update(assetImport).set(save).where(eq(assetImport.id, stored.id));
  return { ok: true };
}

/**
 * 'Importer' (decision 0105): the dry run, then the rows inserted hidden, each batch in a short
 * transaction of its own (its lookups and its writes), then the final transaction that reveals
 * them by the upload's status. Whatever ends the import before that, its hidden rows are deleted
 * and its reserved tags given back (a killed process's, by the workspace's next import).
 */
async function runImport(request: Request, id: string, asked: Asked, now: Date) {
  const pinned = pinnedWorkspace(request, { ...MANAGE, write: true });
  const within: InWorkspace = (fn) => pinned(({ tx }) => fn(tx));
  const start = await pinned(async ({ tx, workspace, viewer }) => {
    const stored = await loadImport(tx, id);
    if (stored.status !== "preview") return null;
    return { stored, workspace, actor: actorOf(viewer), refs: await loadAssetRefs(tx) };
  });
  if (!start) return alreadyImported;
  const { stored, refs, actor } = start;
  // One import at a time per workspace (decision 0075): another one meanwhile, a French 429.
  return oneImportAtATime(start.workspace.id, async (): Promise<Outcome> => {
    await dropHidden(within);
    let revealed = false;
    let fresh: Awaited<ReturnType<typeof reserveTags>> | null = null;
    try {
      const run = await readRun(within, stored, refs, asked);
      if (run.problem) return { ok: false, status: 400, message: run.problem };
      if (asked.mode === "all" && run.errorCount > 0) {
        return { ok: false, status: 409, message: importErrors.stillErrors(run.errorCount) };
      }
      if (run.validCount === 0) {
        return { ok: false, status: 400, message: importErrors.nothingToImport };
      }
      const reserved = await within(async (tx) => {
        const tags = await reserveTags(tx, run.untagged, run.tagsInFile);
        return { tags, chosen: await createChosen({ tx, actor, now }, run.unknown, id) };
      });
      fresh = reserved.tags;
      const { chosen } = reserved;
      const again = await checkedRows(within, stored, refs, run.mapping, appliedChoices(run));
      const insert = { importId: id, fileName: stored.filename, actor, now, ids: chosen.ids };
      const rows = await insertHidden(within, insert, run, again.batches, again.refs, fresh);
      return await pinned(async ({ tx }): Promise<Outcome> => {
        if ((await lockedImportStatus(tx, id)) !== "preview") return alreadyImported;
        const expected = { mode: asked.mode, rows, imported: run.validCount };
        const ctx = { tx, actor, now };
        const report = await revealImport(ctx, expected, stored.filename, chosen);
        await tx
          .update(assetImport)
          .set({
            mapping: mappingRecord(run.mapping, run.choices),
            status: "imported",
            report: report as unknown as Record<string, unknown>,
            content: Buffer.alloc(0),
          })
          .where(eq(assetImport.id, id));
        const memory = mappingMemory(run.read.headers, run.mapping, await rememberedMapping(tx));
        await rememberMapping(tx, memory, now);
        revealed = true;
        return { ok: true };
      });
    } finally {
      // Nothing hidden outlives a failed import, and its tags are given back.
      if (!revealed) {
        await dropHidden(within).catch(() => {});
        const given = fresh;
        if (given) await within((tx) => releaseTags(tx, given)).catch(() => {});
      }
    }
  });
}

export async function importPageAction(request: Request, id: string, now = new Date()) {
  const intent = "import";
  let values: Record<string, string> = {};
  try {
    const form = await readForm(request);
    values = Object.fromEntries(
      [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string"),
    );
    const wanted = textField(form, "intent") === "import" ? "import" : "check";
    const modeText = textField(form, "mode");
    const asked: Asked = {
      form,
      columns: Object.keys(values).filter((k) => k.startsWith("colonne-")).length,
      mode: (IMPORT_MODES as readonly string[]).includes(modeText)
        ? (modeText as ImportMode)
        : "all",
    };
    const outcome =
      wanted === "import"
        ? await runImport(request, id, asked, now)
        : await withWorkspace(request, ({ tx }) => check(tx, id, asked), {
            ...MANAGE,
            write: true,
          });

    if (!outcome.ok) return refuse(intent, outcome.status, outcome.message, { values });
    return redirect(importPath(id), { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      if (error.status === 404) workspaceErrorResponse(error);
      return refuse(intent, error.status, error.message, { values });
    }
    throw error;
  }
}
