import { headerKey, VALUE_CHOICES as C } from "~/content/import";
import {
  TASK_PRIORITIES,
  PROJECT_LIMITS,
  taskPriorityLabels,
  type TaskPriority,
} from "~/content/project-management";
import {
  taskImportErrors,
  taskImportFieldLabels,
  type TaskImportField,
  type TaskImportTarget,
} from "~/content/project-management-import";
import type { CsvRecord } from "~/server/platform/csv-read.server";
import type { ImportSchema, RowCheck } from "~/server/platform/import/import-definition.server";
import { ValueMapping, type ValuePolicy } from "~/server/platform/import/import-values.server";
import type { TaskValues } from "../task-commands.server";
import { parseDay, parseEstimate } from "./task-parse.server";

// What a row of a tasks' CSV is (decision 0103), for the platform's pipeline (decision 0096):
// the fields and the headers each recognises (this site's export, Excel in French, Google
// Sheets, Trello, Asana, Jira), and the check of a row with the value mapping of its column,
// priority and assignee. A value the project does not know is mapped by the user (to a column, a
// priority, a member, or left out), never created: columns are the project's settings.

type Field = TaskImportTarget;

export const TASK_IMPORT_SCHEMA: ImportSchema<Field> = {
  fallback: { id: "note", label: taskImportFieldLabels.note },
  fields: [
    {
      id: "title",
      label: "Titre",
      aliases: [
        "name",
        "nom",
        "title",
        "summary",
        "card name",
        "task name",
        "tache",
        "resume",
        "task",
      ],
    },
    {
      id: "description",
      label: "Description",
      aliases: ["notes", "card description", "desc", "details"],
    },
    {
      id: "column",
      label: "Colonne",
      aliases: [
        "section column",
        "section",
        "list name",
        "list",
        "status",
        "statut",
        "etat",
        "state",
      ],
    },
    {
      id: "assignee",
      label: "Responsable",
      aliases: [
        "responsable e mail",
        "assignee email",
        "assignee",
        "assigned to",
        "attribue a",
        "members",
        "owner",
      ],
    },
    { id: "priority", label: "Priorité", aliases: ["priority"] },
    {
      id: "startOn",
      label: "Début",
      aliases: ["start date", "date de debut", "start", "start on"],
    },
    {
      id: "dueOn",
      label: "Échéance",
      aliases: ["due date", "due", "date d echeance", "due on", "echeance le"],
    },
    { id: "milestone", label: "Jalon", aliases: ["milestone"] },
    {
      id: "estimate",
      label: "Estimation (h)",
      aliases: ["estimation", "estimate", "estimate h", "time estimate", "original estimate"],
    },
  ],
  required: [{ id: "title", message: taskImportErrors.titleMissing }],
  valueFields: ["column", "priority", "assignee"],
};

/** Headers of this site's export that the import leaves out (a new task gets its own key). */
export const IGNORED_HEADERS = new Set([
  "cle",
  "key",
  "issue key",
  "card id",
  "temps passe h",
  "task id",
]);

const PRIORITY_WORDS: Record<string, TaskPriority> = {
  basse: "low",
  low: "low",
  faible: "low",
  lowest: "low",
  normale: "normal",
  normal: "normal",
  moyenne: "normal",
  medium: "normal",
  haute: "high",
  high: "high",
  elevee: "high",
  highest: "urgent",
  urgente: "urgent",
  urgent: "urgent",
  critique: "urgent",
  critical: "urgent",
  blocker: "urgent",
};
const YES = new Set(["oui", "o", "yes", "y", "vrai", "true", "1", "x"]);
const NO = new Set(["non", "n", "no", "faux", "false", "0", ""]);

export interface ImportContext {
  columns: { id: string; name: string }[];
  people: { id: string; name: string; email: string }[];
}

/** The value mapping's policy for the tasks' three reference fields. */
function policyOf(ctx: ImportContext): ValuePolicy<TaskImportField> {
  const column = (v: string) =>
    ctx.columns.find((c) => c.id === v || headerKey(c.name) === headerKey(v));
  const person = (v: string) =>
    ctx.people.find(
      (p) =>
        p.id === v ||
        p.email.toLowerCase() === v.trim().toLowerCase() ||
        headerKey(p.name) === headerKey(v),
    );
  const priority = (v: string) =>
    TASK_PRIORITIES.includes(v as TaskPriority)
      ? (v as TaskPriority)
      : PRIORITY_WORDS[headerKey(v)];
  return {
    fold: headerKey,
    known: async (field, value) =>
      field === "column"
        ? !!column(value)
        : field === "assignee"
          ? !!person(value)
          : !!priority(value),
    valid: (field, choice) =>
      field === "column"
        ? choice === C.empty || !!column(choice)
        : field === "assignee"
          ? choice === C.note || !!person(choice)
          : !!priority(choice),
    propose: (field) => (field === "column" ? C.empty : field === "assignee" ? C.note : "normal"),
    created: () => {},
    placeholder: () => "",
    label: (field) => taskImportFieldLabels[field],
  };
}

/** The choices offered for an unknown value of `field`. */
export function valueOptions(
  ctx: ImportContext,
  field: string,
  texts: { firstColumn: string; nobody: string },
) {
  if (field === "column")
    return [
      { id: C.empty, label: texts.firstColumn },
      ...ctx.columns.map((c) => ({ id: c.id, label: c.name })),
    ];
  if (field === "assignee")
    return [
      { id: C.note, label: texts.nobody },
      ...ctx.people.map((p) => ({ id: p.id, label: `${p.name} (${p.email})` })),
    ];
  return TASK_PRIORITIES.map((p) => ({ id: p, label: taskPriorityLabels[p] }));
}

/** A checker of the file's rows with `mapping` (one target per column, "" ignored). */
export function taskRowChecker(
  ctx: ImportContext,
  headers: readonly string[],
  mapping: readonly string[],
  choices: Record<string, string>,
) {
  const values = new ValueMapping<TaskImportField>(choices, policyOf(ctx));
  async function checkRow(record: CsvRecord): Promise<RowCheck<TaskValues>> {
    const errors: string[] = [];
    const cell = (field: Field) => {
      const i = mapping.indexOf(field);
      return i === -1 ? "" : (record.cells[i] ?? "").trim();
    };
    const notes: string[] = [];
    mapping.forEach((target, i) => {
      const text = (record.cells[i] ?? "").trim();
      if (target === "note" && text) notes.push(`${headers[i]}\u00a0: ${text}`);
    });
    const title = cell("title").replace(/[^\S\u00a0\u202f]+/g, " ");
    if (!title || title.length > PROJECT_LIMITS.taskTitle) errors.push(taskImportErrors.title);
    const day = (field: "startOn" | "dueOn") => {
      const text = cell(field);
      if (!text) return null;
      const parsed = parseDay(text);
      if (!parsed) errors.push(taskImportErrors.date(taskImportFieldLabels[field], text));
      return parsed;
    };
    const startOn = day("startOn");
    const dueOn = day("dueOn");
    if (startOn && dueOn && dueOn < startOn) errors.push(taskImportErrors.dueBeforeStart);
    const estimateText = cell("estimate");
    const estimate = parseEstimate(estimateText);
    if (!estimate.ok) errors.push(taskImportErrors.estimate(estimateText));
    const milestoneText = headerKey(cell("milestone"));
    if (!YES.has(milestoneText) && !NO.has(milestoneText))
      errors.push(taskImportErrors.milestone(cell("milestone")));
    const columnCell = await values.resolve("column", cell("column"));
    const priorityCell = await values.resolve("priority", cell("priority"));
    const assigneeCell = await values.resolve("assignee", cell("assignee"));
    for (const r of [columnCell, priorityCell, assigneeCell]) if (r.note) notes.push(r.note);
    const columnId = columnCell.cell
      ? (ctx.columns.find(
          (c) => c.id === columnCell.cell || headerKey(c.name) === headerKey(columnCell.cell),
        )?.id ?? null)
      : null;
    const assignee = assigneeCell.cell
      ? ctx.people.find(
          (p) =>
            p.id === assigneeCell.cell ||
            p.email.toLowerCase() === assigneeCell.cell.toLowerCase() ||
            headerKey(p.name) === headerKey(assigneeCell.cell),
        )
      : undefined;
    const priority = priorityCell.cell
      ? TASK_PRIORITIES.includes(priorityCell.cell as TaskPriority)
        ? (priorityCell.cell as TaskPriority)
        : (PRIORITY_WORDS[headerKey(priorityCell.cell)] ?? "normal")
      : "normal";
    const description = [cell("description").replace(/\r\n/g, "\n"), ...notes]
      .filter(Boolean)
      .join("\n\n");
    if (description.length > PROJECT_LIMITS.taskDescription)
      errors.push(taskImportErrors.description);
    if (errors.length > 0 || !estimate.ok) return { line: record.line, values: null, errors };
    return {
      line: record.line,
      errors,
      values: {
        title,
        description,
        columnId,
        assigneeId: assignee?.id ?? null,
        priority,
        startOn,
        dueOn,
        milestone: YES.has(milestoneText),
        estimateMinutes: estimate.minutes,
      },
    };
  }
  return { checkRow, unknown: values.unknown };
}
