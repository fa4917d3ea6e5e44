import {
  ASSET_LIMITS,
  inventoryErrors as e,
  isAssetStatus,
  isCurrency,
  type AssetField,
  type AssetStatus,
  type Currency,
} from "~/content/inventory";
import { parseAmount, parseDay, type DayOptions } from "./asset-values.server";
import { findMember, findRef, type AssetRefs, type NamedRef } from "./asset-refs.server";

// An asset as typed (a form, a CSV row: strings) → checked values, or the French message of each
// field that is wrong. Pure: the contact lookup (assignee by e-mail) is given by the caller.

/** Raw values by field; absent fields keep their current value on an update. */
export type AssetDraft = Partial<Record<AssetField, string>> & { custom?: Record<string, string> };

export interface AssigneeValue {
  userId: string | null;
  contactId: string | null;
  name: string | null;
}

export interface AssetValues {
  /** null: the next free tag. */
  tag: string | null;
  name: string;
  typeId: string;
  manufacturer: string | null;
  model: string | null;
  serial: string | null;
  status: AssetStatus;
  locationId: string | null;
  assignee: AssigneeValue;
  purchaseDate: string | null;
  purchasePrice: string | null;
  currency: Currency | null;
  warrantyEnd: string | null;
  notes: string;
  custom: Record<string, string>;
}

export type FieldErrors = Partial<Record<AssetField | `custom.${string}`, string>>;

export type DraftResult = { ok: true; values: AssetValues } | { ok: false; errors: FieldErrors };

const TAG = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

const clean = (value: string | undefined) => (value ?? "").replace(CONTROL, "").trim();
const orNull = (value: string) => (value === "" ? null : value);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DraftOptions extends DayOptions {
  /** Today as an ISO day; by default the latest day anywhere on Earth (UTC+14). */
  today?: string;
}

const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

export async function checkAssetDraft(
  draft: AssetDraft,
  refs: AssetRefs,
  findContact: (email: string) => Promise<NamedRef | null>,
  { today = latestToday(), ...days }: DraftOptions = {},
): Promise<DraftResult> {
  const errors: FieldErrors = {};
  const text = (field: AssetField, max: number = ASSET_LIMITS.text) => {
    const value = clean(draft[field]);
    if ([...value].length > max) errors[field] = e.textTooLong;
    return orNull(value);
  };

  const name = clean(draft.name);
  if (!name) errors.name = e.nameRequired;
  else if ([...name].length > ASSET_LIMITS.name) errors.name = e.nameTooLong;

  const tagText = clean(draft.tag).toUpperCase();
  if (tagText && [...tagText].length > ASSET_LIMITS.tag) errors.tag = e.tagTooLong;
  else if (tagText && !TAG.test(tagText)) errors.tag = e.tagInvalid;

  const type = findRef(refs.types, clean(draft.type));
  if (!type) errors.type = e.typeUnknown;

  const statusText = clean(draft.status) || "in_stock";
  const status = isAssetStatus(statusText) ? statusText : statusByLabel(statusText);
  if (!status) errors.status = e.statusUnknown;

  const locationText = clean(draft.location);
  const location = locationText ? findRef(refs.locations, locationText) : undefined;
  if (locationText && !location) errors.location = e.locationUnknown;

  const assignee: AssigneeValue = { userId: null, contactId: null, name: null };
  const assigneeText = clean(draft.assignee);
  if (assigneeText) {
    const member = findMember(refs.members, assigneeText);
    const contact = member || !EMAIL.test(assigneeText) ? null : await findContact(assigneeText);
    if (member) Object.assign(assignee, { userId: member.id, name: member.name });
    else if (contact) Object.assign(assignee, { contactId: contact.id, name: contact.name });
    else errors.assignee = e.assigneeUnknown;
  }

  const day = (field: "purchaseDate" | "warrantyEnd") => {
    const value = clean(draft[field]);
    if (!value) return null;
    const parsed = parseDay(value, days);
    if (!parsed) errors[field] = e.dateInvalid;
    return parsed;
  };
  const purchaseDate = day("purchaseDate");
  const warrantyEnd = day("warrantyEnd");
  // Issue 31, point 4: a purchase in the future, a warranty ending before the purchase.
  if (purchaseDate && purchaseDate > today) errors.purchaseDate = e.purchaseInFuture;
  if (purchaseDate && warrantyEnd && warrantyEnd < purchaseDate) {
    errors.warrantyEnd = e.warrantyBeforePurchase;
  }

  const priceText = clean(draft.purchasePrice);
  const purchasePrice = priceText ? parseAmount(priceText) : null;
  if (priceText && purchasePrice === null) errors.purchasePrice = e.priceInvalid;
  const currencyText = clean(draft.currency).toUpperCase() || (/€/.test(priceText) ? "EUR" : "");
  const currency = isCurrency(currencyText) ? currencyText : null;
  if (purchasePrice !== null && !currency) errors.currency = e.currencyRequired;

  const notes = clean(draft.notes);
  if (notes.length > ASSET_LIMITS.notes) errors.notes = e.notesTooLong;

  const custom: Record<string, string> = {};
  for (const field of type?.fields ?? []) {
    const value = clean(draft.custom?.[field.id]);
    if (!value) continue;
    if (field.kind === "number") {
      const parsed = parseAmount(value, { allowNegative: true });
      if (parsed === null) errors[`custom.${field.id}`] = e.customNumberInvalid(field.label);
      else custom[field.id] = parsed;
    } else if (field.kind === "date") {
      const parsed = parseDay(value, days);
      if (parsed === null) errors[`custom.${field.id}`] = e.customDateInvalid(field.label);
      else custom[field.id] = parsed;
    } else if ([...value].length > ASSET_LIMITS.text) {
      errors[`custom.${field.id}`] = e.textTooLong;
    } else custom[field.id] = value;
  }

  const values = {
    tag: orNull(tagText),
    name,
    typeId: type?.id ?? "",
    manufacturer: text("manufacturer"),
    model: text("model"),
    serial: text("serial"),
    status: status ?? "in_stock",
    locationId: location?.id ?? null,
    assignee,
    purchaseDate,
    purchasePrice,
    currency: purchasePrice === null ? null : currency,
    warrantyEnd,
    notes: notes.slice(0, ASSET_LIMITS.notes),
    custom,
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** 'En service', 'en service', 'EN SERVICE' → 'in_service'. */
export function statusByLabel(label: string): AssetStatus | null {
  const folded = label
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
  const labels: Record<string, AssetStatus> = {
    "en stock": "in_stock",
    stock: "in_stock",
    "en service": "in_service",
    "en reparation": "in_repair",
    retire: "retired",
    perdu: "lost",
  };
  return labels[folded] ?? null;
}
