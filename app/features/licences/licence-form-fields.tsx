import { CURRENCIES } from "~/content/inventory";
import {
  LICENCE_KINDS,
  LICENCE_LIMITS,
  licenceFormTexts as t,
  licenceKindLabels,
} from "~/content/licences";
import { SelectField, TextareaField, TextField } from "~/components/module/field";

// The fields of a licence, shared by 'Ajouter une licence' and the licence page's edit form.

export interface LicenceFormDefaults {
  name: string;
  publisher: string;
  kind: string;
  seats: string;
  expiresOn: string;
  cost: string;
  currency: string;
  notes: string;
}

export const emptyLicence: LicenceFormDefaults = {
  name: "",
  publisher: "",
  kind: "per_seat",
  seats: "1",
  expiresOn: "",
  cost: "",
  currency: "",
  notes: "",
};

export function LicenceFormFields({
  defaults,
  errors,
  editing,
}: {
  defaults: LicenceFormDefaults;
  errors: Record<string, string>;
  editing: boolean;
}) {
  return (
    <>
      <TextField
        spellCheck={false}
        name="name"
        label={t.name}
        defaultValue={defaults.name}
        maxLength={LICENCE_LIMITS.name}
        required
        error={errors.name}
      />
      <TextField
        spellCheck={false}
        name="publisher"
        label={t.publisher}
        defaultValue={defaults.publisher}
        maxLength={LICENCE_LIMITS.publisher}
        error={errors.publisher}
      />
      <TextField
        spellCheck={false}
        name="key"
        label={t.key}
        hint={editing ? t.keyHint : t.keyHintNew}
        defaultValue=""
        maxLength={LICENCE_LIMITS.key}
        error={errors.key}
        className="sm:col-span-2"
      />
      <SelectField
        name="kind"
        label={t.kind}
        defaultValue={defaults.kind}
        options={LICENCE_KINDS.map((id) => ({ id, label: licenceKindLabels[id] }))}
        error={errors.kind}
      />
      <TextField
        spellCheck={false}
        name="seats"
        label={t.seats}
        hint={t.seatsHint}
        inputMode="numeric"
        defaultValue={defaults.seats}
        maxLength={9}
        error={errors.seats}
      />
      <TextField
        spellCheck={false}
        name="expiresOn"
        label={t.expiresOn}
        hint={t.expiresHint}
        defaultValue={defaults.expiresOn}
        maxLength={10}
        error={errors.expiresOn}
      />
      <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
        <TextField
          spellCheck={false}
          name="cost"
          label={t.cost}
          inputMode="decimal"
          defaultValue={defaults.cost}
          maxLength={24}
          error={errors.cost}
        />
        <SelectField
          name="currency"
          label={t.currency}
          defaultValue={defaults.currency}
          options={[
            { id: "", label: t.noCurrency },
            ...CURRENCIES.map((id) => ({ id, label: id })),
          ]}
          error={errors.currency}
        />
      </div>
      <TextareaField
        name="notes"
        label={t.notes}
        defaultValue={defaults.notes}
        maxLength={LICENCE_LIMITS.notes}
        error={errors.notes}
        className="sm:col-span-2"
      />
    </>
  );
}
