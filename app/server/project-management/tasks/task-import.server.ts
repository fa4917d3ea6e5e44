import { data } from "react-router";
import {
  headerKey,
  IMPORT_ENCODING_LABELS,
  IMPORT_SEPARATOR_LABELS,
  importPipelineErrors,
} from "~/content/import";
import { taskPath } from "~/content/project-management";
import { TASK_PAGE_LIMITS } from "~/content/project-management-tasks";
import {
  taskImportErrors,
  taskImportFieldLabels,
  taskImportTexts,
  type TaskImportPreview,
  type TaskImportResult,
  type TaskImportTarget,
} from "~/content/project-management-import";
import { NO_STORE } from "~/lib/cache-control";
import { readCsv, type CsvRules } from "~/server/platform/csv-read.server";
import { readForm, textField } from "~/server/platform/form.server";
import {
  mappingOfForm,
  mappingProblem,
  proposeMapping,
  targetOptions,
} from "~/server/platform/import/import-columns.server";
import { valueChoicesOf } from "~/server/platform/import/import-values.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import { projectForViewer } from "../project-access.server";
import { columnsOf } from "../project-commands.server";
import { runProjects, type ProjectContext } from "../project-scope.server";
import { createTask, type TaskValues } from "../task-commands.server";
import { workspacePeople } from "./task-form.server";
import {
  IGNORED_HEADERS,
  TASK_IMPORT_SCHEMA,
  taskRowChecker,
  valueOptions,
  type ImportContext,
} from "./task-import-rows.server";
import { inTurn } from "~/server/platform/in-turn.server";

// …/:projectId/import (decision 0103): a CSV read by the platform's pipeline (its reading in the
// parse pool, its column mapping and value mapping, decision 0096), previewed, then imported all
// or nothing in one transaction (a project's file is at most 2,000 rows). Nothing is stored
// before the import: the preview's form carries the file back with the choices.

const RULES: CsvRules = {
  maxRows: TASK_PAGE_LIMITS.importRows,
  messages: {
    empty: importPipelineErrors.empty,
    notCsv: importPipelineErrors.notCsv,
    noHeader: taskImportErrors.noHeader,
    tooManyRows: taskImportErrors.tooManyRows,
    malformed: importPipelineErrors.malformed,
    unavailable: importPipelineErrors.unavailable,
  },
};

const refuse = (status: number, formError: string, preview?: TaskImportPreview) =>
  data<TaskImportResult>({ ok: false, status, formError, preview }, { status, headers: NO_STORE });

export function importLoader(request: Request, projectId: string | undefined) {
  return runProjects(request, "task.write", async (ctx) => {
    const owner = await projectForViewer(ctx, projectId);
    return data({ projectId: owner.id, code: owner.code }, { headers: NO_STORE });
  }).catch(workspaceErrorResponse);
}

async function importContext(ctx: ProjectContext, projectId: string): Promise<ImportContext> {
  const [columns, people] = await inTurn(
    () => columnsOf(ctx, projectId),
    () => workspacePeople(ctx.tx),
  );
  return { columns: columns.map((c) => ({ id: c.id, name: c.name })), people };
}

/** The file of the form: the upload, or the bytes the preview carried back. */
async function fileOf(form: FormData): Promise<{ bytes: Uint8Array; name: string }> {
  const upload = form.get("fichier");
  if (upload && typeof upload === "object" && "arrayBuffer" in upload && upload.size > 0) {
    if (upload.size > TASK_PAGE_LIMITS.importBytes) {
      throw new WorkspaceError(413, taskImportErrors.tooLarge);
    }
    return { bytes: new Uint8Array(await upload.arrayBuffer()), name: upload.name.slice(-120) };
  }
  const carried = textField(form, "contenu");
  if (!carried) throw new WorkspaceError(400, importPipelineErrors.noFile);
  const bytes = new Uint8Array(Buffer.from(carried, "base64"));
  if (bytes.byteLength === 0 || bytes.byteLength > TASK_PAGE_LIMITS.importBytes) {
    throw new WorkspaceError(400, taskImportErrors.lost);
  }
  return { bytes, name: textField(form, "nom").slice(-120) };
}

/** Reads, maps and checks the file: the preview, and the valid rows when there is no error. */
async function checkTaskFile(
  ctx: ProjectContext,
  projectId: string,
  file: { bytes: Uint8Array; name: string },
  form: FormData | null,
) {
  const csv = await readCsv(file.bytes, RULES);
  const proposed = proposeMapping(csv.headers, TASK_IMPORT_SCHEMA, null).map((target, i) =>
    IGNORED_HEADERS.has(headerKey(csv.headers[i] ?? "")) ? "" : target,
  );
  const mapping =
    form && form.has("colonne-0")
      ? mappingOfForm(form, csv.headers.length, TASK_IMPORT_SCHEMA)
      : proposed;
  const choices = form ? valueChoicesOf(form.entries()) : {};
  const context = await importContext(ctx, projectId);
  const checker = taskRowChecker(context, csv.headers, mapping, choices);
  const problem = mappingProblem(mapping, TASK_IMPORT_SCHEMA);
  const valid: TaskValues[] = [];
  const errors: { line: number; messages: string[] }[] = [];
  let errorCount = 0;
  for (const record of csv.records) {
    if (problem) break;
    const check =
      record.cells.length === csv.headers.length
        ? await checker.checkRow(record)
        : {
            line: record.line,
            values: null,
            errors: [importPipelineErrors.cellCount(record.cells.length, csv.headers.length)],
          };
    if (check.values) valid.push(check.values);
    else {
      errorCount++;
      if (errors.length < 20) errors.push({ line: check.line, messages: check.errors });
    }
  }
  const labels = { firstColumn: taskImportTexts.firstColumn, nobody: taskImportTexts.nobody };
  const preview: TaskImportPreview = {
    fileName: file.name,
    file: Buffer.from(file.bytes).toString("base64"),
    format: taskImportTexts.format(
      IMPORT_ENCODING_LABELS[csv.encoding],
      IMPORT_SEPARATOR_LABELS[csv.separator],
    ),
    columns: csv.headers.map((header, index) => ({
      index,
      header,
      target: mapping[index] ?? "",
      example: csv.records.find((r) => (r.cells[index] ?? "").trim())?.cells[index] ?? "",
    })),
    targets: targetOptions(TASK_IMPORT_SCHEMA).map((t) => ({
      id: t.id,
      label: taskImportFieldLabels[t.id as TaskImportTarget],
    })),
    unknown: [...checker.unknown.entries()].map(([key, u]) => ({
      key,
      field: u.field,
      fieldLabel: taskImportFieldLabels[u.field],
      value: u.value,
      rows: u.rows,
      choice: u.choice,
      options: valueOptions(context, u.field, labels),
    })),
    rowCount: csv.records.length,
    validCount: valid.length,
    errors,
    errorCount,
    problem,
  };
  return { preview, valid: problem || errorCount > 0 ? null : valid };
}

/** Preview (`intent=preview`, a file or the carried one with choices) or import (`intent=import`). */
export async function importAction(request: Request, projectId: string | undefined) {
  try {
    const form = await readForm(request);
    const intent = textField(form, "intent");
    const file = await fileOf(form);
    const fresh = form.get("fichier") instanceof File && (form.get("fichier") as File).size > 0;
    const outcome = await runProjects(request, "task.write", async (ctx) => {
      const owner = await projectForViewer(ctx, projectId);
      const checked = await checkTaskFile(ctx, owner.id, file, fresh ? null : form);
      if (intent !== "import" || !checked.valid?.length) return { checked, imported: null };
      const created: { key: string; title: string; href: string }[] = [];
      for (const values of checked.valid) {
        const made = await createTask(ctx, owner, values);
        created.push({
          key: `${owner.code}-${made.number}`,
          title: values.title,
          href: taskPath(owner.id, made.id),
        });
      }
      await moduleJournal(ctx.tx, ctx.actor, "task.imported", owner.code, {
        count: String(checked.valid.length),
      });
      return { checked, imported: created };
    });
    const { preview } = outcome.checked;
    if (outcome.imported !== null) {
      return data<TaskImportResult>(
        {
          ok: true,
          status: 200,
          imported: outcome.imported.length,
          created: outcome.imported.slice(0, 100),
        },
        { headers: NO_STORE },
      );
    }
    if (intent === "import") {
      const message =
        preview.problem ??
        (preview.errorCount > 0
          ? taskImportErrors.stillErrors(preview.errorCount)
          : importPipelineErrors.nothingToImport);
      return refuse(400, message, preview);
    }
    return data<TaskImportResult>({ ok: true, status: 200, preview }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(error.status, error.message);
    throw error;
  }
}
