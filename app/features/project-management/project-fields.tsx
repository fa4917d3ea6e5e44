import type { ReactNode } from "react";
import { SelectField, TextareaField, TextField } from "~/components/module/field";
import {
  PROJECT_CURRENCIES,
  PROJECT_KINDS,
  PROJECT_LIMITS as L,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
  projectStatusLabels,
  projectVisibilityLabels,
} from "~/content/project-management";
import {
  projectPageTexts,
  type MemberOption,
  type ProjectFormValues,
} from "~/content/project-pages";
import { cn } from "~/lib/cn";

// The project's fields, the same in 'Nouveau projet' and the settings' 'Informations': native
// controls with the schema's limits as HTML attributes (the browser refuses the same things as
// the server, which says it in French next to the field when it gets them anyway).

const t = projectPageTexts.form;

/** A group of the form with its heading (a fieldset: screen readers name the group). */
export function FormGroup({
  legend,
  children,
  className,
  legendClassName,
}: {
  legend: string;
  children: ReactNode;
  className?: string;
  /** Replaces the legend's look ('sr-only': named for screen readers only). */
  legendClassName?: string;
}) {
  return (
    <fieldset
      className={cn(
        "grid min-w-0 gap-4 border-t pt-5 first-of-type:border-t-0 first-of-type:pt-0",
        className,
      )}
    >
      <legend className={legendClassName ?? "float-left mb-1 w-full text-base font-semibold"}>
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

/** Radio buttons of one field (kind, visibility), each a bordered choice. */
function Radios({
  name,
  legend,
  value,
  options,
  error,
}: {
  name: string;
  legend: string;
  value: string;
  options: readonly { id: string; label: string }[];
  error?: string;
}) {
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={error ? `${name}-erreur` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => (
          <label
            key={o.id}
            className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={o.id}
              defaultChecked={value === o.id}
              className="size-4 accent-primary"
            />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-erreur`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ProjectFields({
  values,
  errors,
  members,
  editing = false,
}: {
  values: ProjectFormValues;
  errors: Record<string, string>;
  members: readonly MemberOption[];
  /** In the settings' 'Informations' card: its heading names the first group already. */
  editing?: boolean;
}) {
  return (
    <>
      <FormGroup legend={t.sections.general} legendClassName={editing ? "sr-only" : undefined}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            name="name"
            label={t.name}
            required
            maxLength={L.name}
            defaultValue={values.name}
            error={errors.name}
          />
          <TextField
            name="code"
            label={t.code}
            hint={editing ? t.codeEditHint : t.codeHint}
            maxLength={L.code}
            pattern="[A-Za-z0-9][A-Za-z0-9\-]*"
            defaultValue={values.code}
            error={errors.code}
            className="[&_input]:font-mono [&_input]:uppercase"
          />
        </div>
        <TextareaField
          name="description"
          label={t.description}
          hint={t.descriptionHint}
          rows={5}
          maxLength={L.description}
          defaultValue={values.description}
          error={errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Radios
            name="kind"
            legend={t.kind}
            value={values.kind}
            options={PROJECT_KINDS.map((id) => ({ id, label: t.kinds[id] }))}
            error={errors.kind}
          />
          <TextField
            name="clientName"
            label={t.clientName}
            maxLength={L.clientName}
            defaultValue={values.clientName}
            error={errors.clientName}
          />
        </div>
      </FormGroup>
      <FormGroup legend={t.sections.planning}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="ownerId"
            label={t.owner}
            defaultValue={values.ownerId}
            options={[{ id: "", label: t.noOwner }, ...members]}
            error={errors.ownerId}
          />
          <SelectField
            name="status"
            label={t.status}
            defaultValue={values.status}
            options={PROJECT_STATUSES.map((id) => ({ id, label: projectStatusLabels[id] }))}
            error={errors.status}
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
        <Radios
          name="visibility"
          legend={t.visibility}
          value={values.visibility}
          options={PROJECT_VISIBILITIES.map((id) => ({ id, label: projectVisibilityLabels[id] }))}
          error={errors.visibility}
        />
      </FormGroup>
      <FormGroup legend={t.sections.budget}>
        <p className="-mt-2 text-sm text-muted-foreground">{t.budgetHint}</p>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_8rem]">
          <TextField
            name="budgetAmount"
            label={t.budgetAmount}
            inputMode="decimal"
            maxLength={24}
            defaultValue={values.budgetAmount}
            error={errors.budgetAmount}
          />
          <TextField
            name="hourlyRate"
            label={t.hourlyRate}
            inputMode="decimal"
            maxLength={24}
            defaultValue={values.hourlyRate}
            error={errors.hourlyRate}
          />
          <SelectField
            name="currency"
            label={t.currency}
            defaultValue={values.currency}
            options={[
              { id: "", label: "—" },
              ...PROJECT_CURRENCIES.map((id) => ({ id, label: id })),
            ]}
            error={errors.currency}
          />
        </div>
      </FormGroup>
    </>
  );
}

/** The members as checkboxes (works without JavaScript). */
export function MemberChecks({
  members,
  checked,
  locked,
  error,
}: {
  members: readonly MemberOption[];
  checked: readonly string[];
  /** Ids that stay members whatever is unchecked (the owner), marked so. */
  locked?: { id: string | null; tag: string };
  error?: string;
}) {
  return (
    <div className="grid gap-2">
      <ul className="grid gap-1 sm:grid-cols-2">
        {members.map((m) => (
          <li key={m.id}>
            <label className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-muted/60">
              <input
                type="checkbox"
                name="memberIds"
                value={m.id}
                defaultChecked={checked.includes(m.id)}
                className="size-4 shrink-0 accent-primary"
              />
              <span className="min-w-0 wrap-anywhere">{m.label}</span>
              {locked && locked.id === m.id ? (
                <span className="rounded-full border px-1.5 text-xs text-muted-foreground">
                  {locked.tag}
                </span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className="text-sm font-medium text-destructive">{error}</p> : null}
    </div>
  );
}
