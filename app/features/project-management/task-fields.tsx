import { SelectField, TextareaField, TextField } from "~/components/module/field";
import { PROJECT_LIMITS } from "~/content/project-management";
import {
  taskTexts as t,
  type TaskFormOptions,
  type TaskFormValues,
} from "~/content/project-management-tasks";

// The task's fields, for the new-task form and the task page's 'Modifier la tâche': native
// controls (a date field, a select), the French errors under each, what was typed kept.

export function TaskFields({
  options,
  values,
  errors,
}: {
  options: TaskFormOptions;
  values: TaskFormValues;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <div className="grid gap-4">
      <TextField
        name="title"
        label={t.title}
        required
        maxLength={PROJECT_LIMITS.taskTitle}
        defaultValue={values.title}
        error={errors.title}
      />
      <TextareaField
        name="description"
        label={t.description}
        hint={t.descriptionHint}
        rows={6}
        maxLength={PROJECT_LIMITS.taskDescription}
        defaultValue={values.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="columnId"
          label={t.column}
          defaultValue={values.columnId}
          options={options.columns}
          error={errors.columnId}
        />
        <SelectField
          name="assigneeId"
          label={t.assignee}
          defaultValue={values.assigneeId}
          options={[{ id: "", label: t.nobody }, ...options.people]}
          error={errors.assigneeId}
        />
        <SelectField
          name="priority"
          label={t.priority}
          defaultValue={values.priority}
          options={options.priorities}
          error={errors.priority}
        />
        <TextField
          name="estimate"
          label={t.estimate}
          hint={t.estimateHint}
          inputMode="decimal"
          maxLength={12}
          defaultValue={values.estimate}
          error={errors.estimate}
        />
        <TextField
          name="startOn"
          type="date"
          label={t.startOn}
          defaultValue={values.startOn}
          error={errors.startOn}
        />
        <TextField
          name="dueOn"
          type="date"
          label={t.dueOn}
          defaultValue={values.dueOn}
          error={errors.dueOn}
        />
      </div>
      <label className="flex min-h-10 items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="milestone"
          defaultChecked={values.milestone}
          className="size-5 accent-primary"
        />
        {t.milestone}
      </label>
    </div>
  );
}
