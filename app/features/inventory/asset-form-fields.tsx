import { useState, type ReactNode } from "react";
import {
  ASSET_LIMITS,
  ASSET_STATUSES,
  assetFieldLabels as label,
  assetStatusLabels,
  CURRENCIES,
} from "~/content/inventory";
import { assetFormTexts as t } from "~/content/inventory-asset";
import type { AssetFormOptions, AssetFormValues } from "~/contracts/asset-page-view";
import { AssetField, controlClass, SelectControl } from "./asset-form-field";

// The fields of an asset, shared by 'Ajouter un équipement' and the edit form. The custom fields
// are those of the type chosen: with JavaScript they follow the 'Type' select; without it, those
// of the type shown when the page loaded (a new type's fields appear on the edit form).

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export function AssetFormFields({
  options,
  values,
  errors,
  mode,
}: {
  options: AssetFormOptions;
  values: AssetFormValues;
  errors: Record<string, string>;
  mode: "new" | "edit";
}) {
  const initialType = values.type || options.types[0]?.id || "";
  const [typeId, setTypeId] = useState(initialType);
  const type = options.types.find((candidate) => candidate.id === typeId);
  const value = (field: string) => values[field] ?? "";
  const text = (
    field: keyof typeof label,
    extra: { required?: boolean; hint?: string; max?: number; className?: string } = {},
  ) => (
    <AssetField
      name={field}
      label={label[field]}
      required={extra.required}
      hint={extra.hint}
      error={errors[field]}
      className={extra.className}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          defaultValue={value(field)}
          maxLength={extra.max ?? ASSET_LIMITS.text}
          required={extra.required}
          autoComplete="off"
          className={controlClass}
        />
      )}
    </AssetField>
  );
  const day = (field: "purchaseDate" | "warrantyEnd") => (
    <AssetField name={field} label={label[field]} error={errors[field]}>
      {(control) => (
        <input {...control} type="date" defaultValue={value(field)} className={controlClass} />
      )}
    </AssetField>
  );
  return (
    <>
      <Section title={t.sections.identity}>
        {text("name", { required: true, max: ASSET_LIMITS.name, className: "sm:col-span-2" })}
        {text("tag", {
          hint: mode === "new" ? t.tagHint(options.nextTag) : t.tagHintEdit,
          max: ASSET_LIMITS.tag,
        })}
        {text("serial", { hint: t.serialHint })}
        <AssetField
          name="type"
          label={label.type}
          required
          hint={options.types.some((one) => one.fields.length > 0) ? t.typeHint : undefined}
          error={errors.type}
        >
          {(control) => (
            <SelectControl
              control={control}
              defaultValue={initialType}
              options={options.types}
              onChange={setTypeId}
            />
          )}
        </AssetField>
        <AssetField name="status" label={label.status} required error={errors.status}>
          {(control) => (
            <SelectControl
              control={control}
              defaultValue={value("status") || "in_stock"}
              options={ASSET_STATUSES.map((id) => ({ id, label: assetStatusLabels[id] }))}
            />
          )}
        </AssetField>
        {text("manufacturer")}
        {text("model")}
      </Section>

      <Section title={t.sections.use}>
        <AssetField
          name="location"
          label={label.location}
          hint={options.locations.length === 0 ? t.noLocations : undefined}
          error={errors.location}
        >
          {(control) => (
            <SelectControl
              control={control}
              defaultValue={value("location")}
              options={[{ id: "", label: t.noLocation }, ...options.locations]}
            />
          )}
        </AssetField>
        <AssigneeField
          name="assignee"
          label={label.assignee}
          defaultValue={value("assignee")}
          error={errors.assignee}
          members={options.members}
        />
      </Section>

      <Section title={t.sections.purchase}>
        {day("purchaseDate")}
        {day("warrantyEnd")}
        <AssetField
          name="purchasePrice"
          label={label.purchasePrice}
          hint={t.priceHint}
          error={errors.purchasePrice}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              defaultValue={value("purchasePrice")}
              maxLength={24}
              autoComplete="off"
              className={controlClass}
            />
          )}
        </AssetField>
        <AssetField name="currency" label={label.currency} error={errors.currency}>
          {(control) => (
            <SelectControl
              control={control}
              defaultValue={value("currency") || "GNF"}
              options={CURRENCIES.map((id) => ({ id, label: id }))}
            />
          )}
        </AssetField>
      </Section>

      {type && type.fields.length > 0 ? (
        <Section title={t.sections.custom(type.label)}>
          {type.fields.map((field) => (
            <AssetField
              key={`${type.id}-${field.id}`}
              name={`custom.${field.id}`}
              id={`custom-${field.id}`}
              label={field.label}
              error={errors[`custom.${field.id}`]}
            >
              {(control) => (
                <input
                  {...control}
                  type={field.kind === "date" ? "date" : "text"}
                  inputMode={field.kind === "number" ? "decimal" : undefined}
                  defaultValue={value(`custom.${field.id}`)}
                  maxLength={field.kind === "date" ? undefined : ASSET_LIMITS.text}
                  className={controlClass}
                />
              )}
            </AssetField>
          ))}
        </Section>
      ) : null}

      <AssetField name="notes" label={label.notes} error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            defaultValue={value("notes")}
            maxLength={ASSET_LIMITS.notes}
            rows={4}
            className={`${controlClass} h-auto resize-y py-2`}
          />
        )}
      </AssetField>
    </>
  );
}

/** A member by name or e-mail (suggested by a native <datalist>), or a contact's e-mail. */
export function AssigneeField({
  name,
  id = name,
  label: fieldLabel,
  defaultValue,
  error,
  members,
}: {
  name: string;
  id?: string;
  label: string;
  defaultValue: string;
  error?: string;
  members: readonly { name: string; email: string }[];
}) {
  const listId = `${id}-membres`;
  return (
    <AssetField name={name} id={id} label={fieldLabel} hint={t.assigneeHint} error={error}>
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            list={listId}
            defaultValue={defaultValue}
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
          />
          <datalist id={listId}>
            {members.map((member) => (
              <option key={member.email} value={member.email}>
                {member.name}
              </option>
            ))}
          </datalist>
        </>
      )}
    </AssetField>
  );
}
