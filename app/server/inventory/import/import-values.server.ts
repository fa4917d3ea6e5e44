import { ASSET_STATUSES, isAssetStatus, isCurrency, type Currency } from "~/content/inventory";
import {
  CURRENCY_KEY,
  DATE_ORDER_KEY,
  DATE_ORDERS,
  STATUS_SYNONYMS,
  TYPE_SYNONYMS,
  VALUE_CHOICES as C,
  valueKey,
  type ImportDateOrder,
  type ValueField,
} from "~/content/inventory-import-values";
import { INVENTORY_SETTINGS_LIMITS as L } from "~/content/inventory-settings";
import { statusByLabel } from "../assets/asset-draft.server";
import {
  findMember,
  findRef,
  foldName,
  type AssetRefs,
  type NamedRef,
} from "../assets/asset-refs.server";

// The value mapping of the CSV import (issue 31, section 3; decision 0066). A cell of a type,
// status, location or person column that names nothing of the workspace is an unknown value:
// each one (folded: case and accents ignored) gets a choice, the one the user made (the preview's
// form, kept on the upload as the column mapping is) or the proposal: a built-in type or status
// that other tools' names match, else "create" (types, locations, a person's e-mail), the notes
// (a person's name) or 'En stock'. Until the import, a value to create is a placeholder of the
// refs (`nouveau:…`), so that every row is checked as it will be written.

export interface ImportChoices {
  /** `valeur:<field>:<folded value>` → an id, a status, or one of VALUE_CHOICES. */
  values: Record<string, string>;
  dateOrder: ImportDateOrder | null;
  currency: Currency | null;
}

export interface UnknownValue {
  field: ValueField;
  /** The value as first spelt in the file. */
  value: string;
  folded: string;
  rows: number;
  choice: string;
}

export interface Resolved {
  /** The cell the draft gets (an id, a status, the value, or ""). */
  cell: string;
  /** A line for the asset's notes ('Attribué à : Gage McCrackem'). */
  note?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PLACEHOLDER = "nouveau:";

export const isPlaceholder = (id: string) => id.startsWith(PLACEHOLDER);

/** The choices kept on the upload (its `mapping` record) or sent by the preview's form. */
export function choicesOf(entries: Iterable<[string, unknown]>): ImportChoices {
  const choices: ImportChoices = { values: {}, dateOrder: null, currency: null };
  for (const [key, value] of entries) {
    if (typeof value !== "string") continue;
    if (key.startsWith("valeur:") && value) choices.values[key] = value;
    else if (key === DATE_ORDER_KEY && (DATE_ORDERS as readonly string[]).includes(value)) {
      choices.dateOrder = value as ImportDateOrder;
    } else if (key === CURRENCY_KEY && isCurrency(value)) choices.currency = value;
  }
  return choices;
}

/** The choices sent win over those kept (the form shows at most 100 values per column). */
export const mergeChoices = (kept: ImportChoices, sent: ImportChoices): ImportChoices => ({
  values: { ...kept.values, ...sent.values },
  dateOrder: sent.dateOrder ?? kept.dateOrder,
  currency: sent.currency ?? kept.currency,
});

/** The choices as the upload keeps them, beside the columns' targets. */
export function choicesRecord(choices: ImportChoices): Record<string, string> {
  const record: Record<string, string> = { ...choices.values };
  if (choices.dateOrder) record[DATE_ORDER_KEY] = choices.dateOrder;
  if (choices.currency) record[CURRENCY_KEY] = choices.currency;
  return record;
}

/** 'Laptops' → 'laptop': other tools name categories in the plural. */
const singular = (folded: string) =>
  folded
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/s$/, "");

function proposedType(folded: string, refs: AssetRefs): string {
  const word = singular(folded);
  for (const [key, names] of Object.entries(TYPE_SYNONYMS)) {
    if (!names.some((name) => name === word || singular(name) === word)) continue;
    const type = refs.types.find((t) => t.key === key);
    if (type) return type.id;
  }
  return C.create;
}

/**
 * Snipe-IT's export writes 'Ready to Deploy (deployable)': the label, then its meta, which is
 * 'deployed' whatever the label when the asset is checked out (then 'En service').
 */
function proposedStatus(value: string): string {
  const meta = /\(([^)]*)\)\s*$/.exec(value)?.[1]?.trim() ?? "";
  const label = value.replace(/\([^)]*\)\s*$/, "");
  const candidates = (meta === "deployed" ? [meta] : [label, meta]).map((v) =>
    foldName(v)
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim(),
  );
  for (const candidate of candidates) {
    const found = ASSET_STATUSES.find((status) => STATUS_SYNONYMS[status].includes(candidate));
    if (found) return found;
  }
  return "in_stock";
}

/** Whether the value may be created: a type or a location within its name's limit, an e-mail. */
export function creatable(field: ValueField, value: string): boolean {
  const length = [...value].length;
  if (field === "type") return length <= L.typeName;
  if (field === "location") return length <= L.locationName;
  return field === "assignee" && EMAIL.test(value) && length <= 254;
}

function proposal(field: ValueField, value: string, folded: string, refs: AssetRefs): string {
  const create = creatable(field, value) ? C.create : null;
  if (field === "type") {
    const type = proposedType(folded, refs);
    return type !== C.create ? type : (create ?? refs.types.find((t) => t.key === "other")!.id);
  }
  if (field === "status") return proposedStatus(value);
  if (field === "location") return create ?? C.note;
  return create ?? C.note;
}

function validChoice(field: ValueField, choice: string, value: string, refs: AssetRefs) {
  if (choice === C.create) return creatable(field, value);
  if (field === "type") return refs.types.some((t) => t.id === choice);
  if (field === "status") return isAssetStatus(choice);
  if (choice === C.empty || choice === C.note) return true;
  if (field === "location") return refs.locations.some((l) => l.id === choice);
  return refs.members.some((m) => m.id === choice);
}

/**
 * Resolves the cells of the value columns against the refs (a copy the placeholders are added
 * to) and the choices, and keeps every unknown value met, with its row count and its choice.
 */
export class ValueResolver {
  readonly refs: AssetRefs;
  readonly unknown = new Map<string, UnknownValue>();
  /** The contacts to create, by e-mail (placeholders until the import). */
  readonly newContacts = new Map<string, NamedRef>();

  constructor(
    refs: AssetRefs,
    private readonly choices: ImportChoices,
    private readonly contactOf: (email: string) => Promise<NamedRef | null>,
    private readonly labels: Record<ValueField, string>,
  ) {
    this.refs = { ...refs, types: [...refs.types], locations: [...refs.locations] };
  }

  /** The contact lookup of the check: the placeholders first. */
  readonly findContact = async (email: string) =>
    this.newContacts.get(email.trim().toLowerCase()) ?? this.contactOf(email);

  private async known(field: ValueField, value: string): Promise<boolean> {
    if (field === "type") return findRef(this.refs.types, value) !== undefined;
    if (field === "status") return isAssetStatus(value) || statusByLabel(value) !== null;
    if (field === "location") return findRef(this.refs.locations, value) !== undefined;
    if (findMember(this.refs.members, value)) return true;
    return EMAIL.test(value) && (await this.findContact(value)) !== null;
  }

  async resolve(field: ValueField, raw: string): Promise<Resolved> {
    const value = raw.trim();
    if (!value || (await this.known(field, value))) return { cell: value };
    const folded = foldName(value);
    const key = valueKey(field, folded);
    let entry = this.unknown.get(key);
    if (!entry) {
      const chosen = this.choices.values[key];
      const choice =
        chosen && validChoice(field, chosen, value, this.refs)
          ? chosen
          : proposal(field, value, folded, this.refs);
      entry = { field, value, folded, rows: 0, choice };
      this.unknown.set(key, entry);
      this.placeholder(entry);
    }
    entry.rows++;
    return this.apply(entry);
  }

  private placeholder({ field, value, folded, choice }: UnknownValue) {
    if (choice !== C.create) return;
    const id = `${PLACEHOLDER}${field}:${folded}`;
    if (field === "type") this.refs.types.push({ id, key: null, name: value, fields: [] });
    if (field === "location") this.refs.locations.push({ id, name: value });
    if (field === "assignee") this.newContacts.set(value.toLowerCase(), { id, name: value });
  }

  private apply({ field, value, choice }: UnknownValue): Resolved {
    if (choice === C.empty) return { cell: "" };
    if (choice === C.note) return { cell: "", note: `${this.labels[field]}\u00a0: ${value}` };
    if (choice === C.create) {
      return { cell: field === "assignee" ? value : `${PLACEHOLDER}${field}:${foldName(value)}` };
    }
    return { cell: choice };
  }
}
