import { projectFormSchema } from "~/contracts/project-schemas";
import { projectPageTexts, type ProjectFormValues } from "~/content/project-pages";
import { parseFields } from "~/server/platform/field-parse.server";
import { textField } from "~/server/platform/form.server";
import type { ProjectValues } from "./project-commands.server";
import type { ProjectRow } from "./schema.server";

// The project form's fields, read from a post ('Nouveau projet' and the settings' 'Informations')
// and checked by its schema (app/contracts/project-schemas.ts): a FieldRefusal names each wrong
// field in French, and the page shows the typed values again.

const TEXT_FIELDS = [
  "name",
  "code",
  "description",
  "kind",
  "clientName",
  "ownerId",
  "startOn",
  "dueOn",
  "status",
  "visibility",
  "budgetAmount",
  "hourlyRate",
  "currency",
  "templateId",
] as const satisfies readonly (keyof ProjectFormValues)[];

const memberIdsOf = (form: FormData) =>
  form.getAll("memberIds").filter((v): v is string => typeof v === "string");

/** What the form sent, as typed (members joined by commas). */
export function formValuesOf(form: FormData): ProjectFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, textField(form, f)]));
  return { ...values, memberIds: memberIdsOf(form).join(",") } as ProjectFormValues;
}

/** The checked values (400 naming the wrong fields otherwise). */
export function parseProjectForm(form: FormData): Omit<ProjectValues, "templateId"> {
  const values = formValuesOf(form);
  return parseFields(
    projectFormSchema,
    { ...values, memberIds: memberIdsOf(form) },
    projectPageTexts.errors.form,
  );
}

/** A project's fields as the form shows them. */
export function valuesOfRow(row: ProjectRow, memberIds: readonly string[]): ProjectFormValues {
  return {
    name: row.name,
    code: row.code,
    description: row.description,
    kind: row.kind,
    clientName: row.clientName,
    ownerId: row.ownerId ?? "",
    startOn: row.startOn ?? "",
    dueOn: row.dueOn ?? "",
    status: row.status,
    visibility: row.visibility,
    budgetAmount: row.budgetAmount ?? "",
    hourlyRate: row.hourlyRate ?? "",
    currency: row.currency ?? "",
    memberIds: memberIds.join(","),
    templateId: row.templateId ?? "",
  };
}
