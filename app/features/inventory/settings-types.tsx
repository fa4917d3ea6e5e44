import { EditPanel } from "~/components/module/edit-panel";
import { Field, controlClass } from "~/components/module/field";
import { FormOutcome } from "~/components/module/form-outcome";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { SubmitButton } from "~/components/ui/submit-button";
import {
  CUSTOM_FIELD_KINDS,
  customFieldKindLabels,
  INVENTORY_SETTINGS_LIMITS as L,
  inventorySettingsTexts as t,
} from "~/content/inventory-settings";
import type { AssetTypeView, InventorySettingsView } from "~/contracts/inventory-settings-view";
import { ActionForm, ConfirmedAction, selectClass } from "~/features/members";
import { SettingsCard } from "~/features/settings";
import { cn } from "~/lib/cn";
import { failureOf, useSettingsResult } from "~/components/module/settings-result";
import { NameForm } from "./settings-form-parts";

const m = t.types;
const f = t.fields;
const INTENTS = ["type-create", "type-rename", "type-delete", "field-add", "field-remove"];

/** 'Types d'équipements': built-in and added types, their custom fields, the add form. */
export function TypesCard({ view }: { view: InventorySettingsView }) {
  const result = useSettingsResult(INTENTS);
  const failure = failureOf(result);
  const rowId = failure?.intent !== "type-create" ? failure?.values?.id : undefined;
  const nonce = result?.ok ? result.nonce : "saisie";
  return (
    <SettingsCard heading={m.heading} lead={m.lead} id="types">
      {result?.ok || (failure && !rowId && failure.intent !== "type-create") ? (
        <FormOutcome result={result} />
      ) : null}
      <ul aria-label={m.listLabel} className="grid gap-3">
        {view.types.map((type) => (
          <TypeRow
            key={`${type.id}${nonce}${type.name}${type.fields.length}`}
            type={type}
            failure={rowId === type.id ? failure : undefined}
          />
        ))}
      </ul>
      <div className="grid gap-3 border-t pt-4">
        <h3 className="font-semibold">{m.addHeading}</h3>
        <NameForm
          formLabel={m.addHeading}
          fieldId="type-nouveau"
          label={m.name}
          intent="type-create"
          max={L.typeName}
          submit={m.add}
          pending={m.adding}
          failure={failure?.intent === "type-create" ? failure : undefined}
          resetKey={nonce}
        />
      </div>
    </SettingsCard>
  );
}

function TypeRow({
  type,
  failure,
}: {
  type: AssetTypeView;
  failure: ReturnType<typeof failureOf>;
}) {
  const id = { id: type.id };
  return (
    <li
      data-testid="type-row"
      className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-lg border bg-background p-3"
    >
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium wrap-anywhere">
          {type.name}
          {type.builtin ? (
            <span className="rounded-full border px-2 py-0.5 text-xs font-normal text-muted-foreground">
              {m.builtin}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">{m.assets(type.assetCount)}</p>
        {type.fields.length > 0 ? (
          <ul aria-label={f.listLabel(type.name)} className="mt-2 flex flex-wrap gap-1.5">
            {type.fields.map((field) => (
              <li
                key={field.id}
                className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground"
              >
                {field.label} · {customFieldKindLabels[field.kind]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <EditPanel
        label={type.builtin ? f.edit : m.edit}
        ariaLabel={type.builtin ? f.editLabel(type.name) : m.editLabel(type.name)}
        open={Boolean(failure)}
      >
        {failure && failure.intent !== "type-rename" ? <FormOutcome result={failure} /> : null}
        {type.builtin ? null : (
          <NameForm
            formLabel={m.renameLabel(type.name)}
            fieldId={`type-${type.id}-nom`}
            label={m.name}
            intent="type-rename"
            id={type.id}
            value={type.name}
            max={L.typeName}
            submit={m.save}
            pending={m.saving}
            failure={failure?.intent === "type-rename" ? failure : undefined}
            resetKey="renommer"
          />
        )}
        <FieldsEditor type={type} failure={failure?.intent === "field-add" ? failure : undefined} />
        {type.builtin ? null : (
          <div className="border-t pt-4">
            <ConfirmedAction
              open={m.remove}
              question={m.removeConfirm(type.name)}
              align="start"
              intent="type-delete"
              fields={id}
              label={m.removeSubmit}
              pendingLabel={m.removing}
            />
          </div>
        )}
      </EditPanel>
    </li>
  );
}

function FieldsEditor({
  type,
  failure,
}: {
  type: AssetTypeView;
  failure: ReturnType<typeof failureOf>;
}) {
  const prefix = `type-${type.id}-champ`;
  return (
    <div className="grid gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 className="font-semibold">{f.heading}</h3>
      {type.fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{f.none}</p>
      ) : (
        <ul className="grid gap-2">
          {type.fields.map((field) => (
            <li
              key={field.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span className="min-w-0 wrap-anywhere">
                {field.label}{" "}
                <span className="text-muted-foreground">({customFieldKindLabels[field.kind]})</span>
              </span>
              <ActionForm
                intent="field-remove"
                fields={{ id: type.id, fieldId: field.id }}
                label={f.remove}
                pendingLabel={f.removing}
                ariaLabel={f.removeLabel(field.label, type.name)}
              />
            </li>
          ))}
        </ul>
      )}
      <WorkspaceForm
        method="post"
        aria-label={f.addLabel(type.name)}
        className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      >
        <input type="hidden" name="id" value={type.id} />
        <Field id={`${prefix}-libelle`} label={f.label} error={failure?.fieldErrors?.label}>
          {(aria) => (
            <input
              {...aria}
              name="label"
              required
              maxLength={L.fieldLabel}
              autoComplete="off"
              defaultValue={failure?.values?.label}
              className={cn(controlClass, "h-10")}
            />
          )}
        </Field>
        <Field id={`${prefix}-nature`} label={f.kind} error={failure?.fieldErrors?.kind}>
          {(aria) => (
            <select
              {...aria}
              name="kind"
              defaultValue={failure?.values?.kind ?? "text"}
              className={cn(selectClass, "h-10 w-full")}
            >
              {CUSTOM_FIELD_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {customFieldKindLabels[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <SubmitButton
          intent="field-add"
          label={f.add}
          pendingLabel={f.adding}
          className="sm:w-auto"
        />
      </WorkspaceForm>
    </div>
  );
}
