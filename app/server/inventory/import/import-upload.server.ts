import { oneReadAtATime } from "~/server/platform/import/import-upload.server";
import { redirect } from "react-router";
import {
  IMPORT_TEMPLATE_EXAMPLE,
  IMPORT_TEMPLATE_FILE,
  IMPORT_TEMPLATE_HEADERS,
  importErrors,
  importPath,
} from "~/content/inventory-import";
import { csvDocument } from "~/server/platform/csv.server";
import { readForm } from "~/server/platform/form.server";
import { refuse } from "~/server/workspaces/action-result.server";
import { download, resourceRefusal } from "~/server/workspaces/resource-answer.server";
import {
  pinnedWorkspace,
  withWorkspace,
  workspaceErrorResponse,
  WorkspaceError,
} from "~/server/workspaces/tenant.server";
import { readUpload, storeUpload } from "./import-store.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/inventory-management/import: the upload form (the body was bounded by the server:
// 20 MB, refused with a French 413 before being read), and its template CSV.

const MANAGE = { permission: "asset.manage" } as const;

export function importUploadLoader(request: Request) {
  return withWorkspace(
    request,
    async ({ workspace }) => ({ readOnly: workspace.readOnly }),
    MANAGE,
  ).catch(workspaceErrorResponse);
}

export async function importUploadAction(request: Request, now = new Date()) {
  const intent = "upload";
  try {
    const form = await readForm(request);
    const file = form.get("fichier");
    if (!(file instanceof File) || file.size === 0) {
      return refuse(intent, 400, importErrors.noFile, {
        fieldErrors: { fichier: importErrors.noFile },
      });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const pinned = pinnedWorkspace(request, { ...MANAGE, write: true });
    const workspaceId = await pinned(async ({ workspace }) => workspace.id);
    // One file read at a time per workspace (decision 0075), outside any transaction: on the
    // embedded database, the 50,000-row file's reading held the one connection (decision 0105).
    const content = await oneReadAtATime(workspaceId, () => readUpload(bytes));
    const id = await pinned(({ tx, viewer }) =>
      storeUpload(tx, viewer.id, file.name, content, now),
    );
    return redirect(importPath(id), { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return refuse(intent, error.status, error.message, {
        fieldErrors: { fichier: error.message },
      });
    }
    throw error;
  }
}

/** The template: the columns in French, one example row, `;` and a BOM (Excel in French). */
export async function importTemplateLoader(request: Request) {
  await withWorkspace(request, async () => null, MANAGE).catch(resourceRefusal);
  return download(
    csvDocument([IMPORT_TEMPLATE_HEADERS, IMPORT_TEMPLATE_EXAMPLE]),
    "text/csv; charset=utf-8",
    IMPORT_TEMPLATE_FILE,
  );
}
