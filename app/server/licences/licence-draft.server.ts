import { isCurrency, type Currency } from "~/content/inventory";
import {
  isLicenceKind,
  LICENCE_LIMITS,
  licenceErrors as e,
  type LicenceKind,
} from "~/content/licences";
import { parseAmount, parseDay } from "~/server/inventory/index.server";

// The licence form's values, checked: a French message per field at fault, or the values to
// store. The key is optional; on an edit, an empty key keeps the stored one.

export const LICENCE_FORM_FIELDS = [
  "name",
  "publisher",
  "key",
  "kind",
  "seats",
  "expiresOn",
  "cost",
  "currency",
  "notes",
] as const;
type LicenceFormField = (typeof LICENCE_FORM_FIELDS)[number];
export type LicenceDraft = Partial<Record<LicenceFormField, string>>;

export interface LicenceValues {
  name: string;
  publisher: string | null;
  /** The key typed (to encrypt), or null to keep the current one (none on a new licence). */
  key: string | null;
  kind: LicenceKind;
  seats: number;
  expiresOn: string | null;
  cost: string | null;
  currency: Currency | null;
  notes: string;
}

type Checked =
  | { ok: true; values: LicenceValues }
  | { ok: false; errors: Partial<Record<LicenceFormField, string>> };

const length = (text: string) => [...text].length;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function checkLicenceDraft(draft: LicenceDraft): Checked {
  const errors: Partial<Record<LicenceFormField, string>> = {};
  const name = (draft.name ?? "").trim();
  if (!name) errors.name = e.nameRequired;
  else if (length(name) > LICENCE_LIMITS.name) errors.name = e.nameTooLong;
  const publisher = (draft.publisher ?? "").trim();
  if (length(publisher) > LICENCE_LIMITS.publisher) errors.publisher = e.publisherTooLong;
  const key = (draft.key ?? "").trim();
  if (length(key) > LICENCE_LIMITS.key) errors.key = e.keyTooLong;
  else if (CONTROL.test(key)) errors.key = e.keyInvalid;
  const kind = draft.kind || "per_seat";
  if (!isLicenceKind(kind)) errors.kind = e.kindUnknown;
  const seatsText = (draft.seats ?? "").replace(/[\s\u00a0\u202f]/g, "");
  let seats = 1;
  if (kind !== "site") {
    seats = /^\d{1,7}$/.test(seatsText) ? Number(seatsText) : NaN;
    if (!(seats >= 1 && seats <= LICENCE_LIMITS.seats)) errors.seats = e.seatsInvalid;
  }
  const expiresText = (draft.expiresOn ?? "").trim();
  const expiresOn = expiresText ? parseDay(expiresText) : null;
  if (expiresText && !expiresOn) errors.expiresOn = e.dateInvalid;
  const costText = (draft.cost ?? "").trim();
  const cost = costText ? parseAmount(costText) : null;
  if (costText && !cost) errors.cost = e.costInvalid;
  const currency = draft.currency || null;
  if (cost && !isCurrency(currency)) errors.currency = e.currencyRequired;
  const notes = (draft.notes ?? "").trim();
  if (length(notes) > LICENCE_LIMITS.notes) errors.notes = e.notesTooLong;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      name,
      publisher: publisher || null,
      key: key || null,
      kind: kind as LicenceKind,
      // A site licence has no count of seats: 0 stands for 'unlimited'.
      seats: kind === "site" ? 0 : seats,
      expiresOn,
      cost,
      currency: cost && isCurrency(currency) ? currency : null,
      notes,
    },
  };
}
