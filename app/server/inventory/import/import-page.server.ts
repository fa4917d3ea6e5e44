import { actorOf } from "~/server/platform/actor.server";
import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { IMPORT_MODES, type ImportMode } from "~/content/import";
import { importErrors, importPath } from "~/content/inventory-import";
import type { ImportPageView } from "~/contracts/inventory-import";
import { assetImport } from "~/server/db/inventory-schema.server";
import { readForm, textField } from "~/server/platform/form.server";
import type { Viewer } from "~/server/auth/viewer.server";
import type { ImportReport } from "~/server/platform/import/import-report.server";
import { oneImportAtATime } from "~/server/platform/import/import-upload.server";
import { refuse } from "~/server/workspaces/action-result.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { InWorkspace } from "~/server/platform/import/import-definition.server";
import {
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
} from "~/server/workspaces/tenant.server";
import { loadAssetRefs } from "../assets/asset-refs.server";
import { mappingMemory, mappingOfForm } from "./import-mapping.server";
import { createChosen } from "./import-create.server";
import {
  appliedChoices,
  checkedRows,
  choicesOfUpload,
  dryRun,
  mappingRecord,
  previewView,
} from "./import-preview.server";
import { choicesOf } from "./import-values.server";
import { importRows } from "./import-run.server";
import { loadImport, lockImports, rememberedMapping, rememberMapping } from "./import-store.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/import/:id: the preview of a stored upload (encoding,
// separator, the mapping, the unknown values and the dates' order, every row checked), then the
// import, all or nothing or without the rows in error, creating the values chosen to create;
// afterwards the page shows the result. Permission 'asset.manage'; read-only respected.

const MANAGE = { permission: "asset.manage" } as const;

export function importPageLoader(request: Request, id: string) {
  return withWorkspace(
    request,
    async ({ tx, workspace }): Promise<ImportPageView> => {
      const stored = await loadImport(tx, id);
      if (stored.status === "imported") {
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
      const refs = await loadAssetRefs(tx);
      const run = await dryRun((fn) => fn(tx), stored, refs);
      return { kind: "preview", preview: previewView(stored, run, refs, workspace.readOnly) };
    },
    MANAGE,
  ).catch(workspaceErrorResponse);
}

type Outcome = { ok: true } | { ok: false; status: 400 | 409; message: string };

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
    const mode: ImportMode = (IMPORT_MODES as readonly string[]).includes(modeText)
      ? (modeText as ImportMode)
      : "all";
    const step = async (tx: TenantTx, viewer: Viewer): Promise<Outcome> => {
      const stored = await loadImport(tx, id, true);
      if (stored.status !== "preview") {
        return { ok: false, status: 409, message: importErrors.alreadyImported };
      }
      if (wanted === "import") await lockImports(tx);
      const refs = await loadAssetRefs(tx);
      const columns = Object.keys(values).filter((k) => k.startsWith("colonne-")).length;
      const given = columns > 0 ? mappingOfForm(form, columns, refs) : undefined;
      const choices = choicesOfUpload(stored, choicesOf(form.entries()));
      const within: InWorkspace = (fn) => fn(tx);
      const run = await dryRun(within, stored, refs, given, choices);
      const save = { mapping: mappingRecord(run.mapping, run.choices) };
      if (wanted === "check") {
        await tx.update(assetImport).set(save).where(eq(assetImport.id, stored.id));
        return { ok: true };
      }
      if (run.problem) return { ok: false, status: 400, message: run.problem };
      if (mode === "all" && run.errorCount > 0) {
        return { ok: false, status: 409, message: importErrors.stillErrors(run.errorCount) };
      }
      if (run.validCount === 0) {
        return { ok: false, status: 400, message: importErrors.nothingToImport };
      }
      const ctx = { tx, actor: actorOf(viewer), now };
      const created = await createChosen(ctx, run.unknown);
      const fresh = created.types + created.locations > 0 ? await loadAssetRefs(tx) : refs;
      const { batches } = await checkedRows(
        within,
        stored,
        fresh,
        run.mapping,
        appliedChoices(run),
      );
      const counts = Object.entries(created).filter(([, n]) => n > 0);
      const details = Object.fromEntries(counts.map(([k, n]) => [k, String(n)]));
      const report = await importRows(ctx, run, batches, fresh, mode, stored.filename, details);
      await tx
        .update(assetImport)
        .set({
          ...save,
          status: "imported",
          report: report as unknown as Record<string, unknown>,
          content: Buffer.alloc(0),
        })
        .where(eq(assetImport.id, stored.id));
      const memory = mappingMemory(run.read.headers, run.mapping, await rememberedMapping(tx));
      await rememberMapping(tx, memory, now);
      return { ok: true };
    };
    const outcome = await withWorkspace(
      request,
      async ({ tx, viewer, workspace }): Promise<Outcome> =>
        wanted === "import"
          ? // One import at a time per workspace (decision 0075): another one meanwhile, a 429.
            oneImportAtATime(workspace.id, () => step(tx, viewer))
          : step(tx, viewer),
      { ...MANAGE, write: true },
    );

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
