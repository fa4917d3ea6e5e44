import { ASSET_STATUSES, isAssetStatus, isCurrency, type Currency } from "~/content/inventory";
import {
  CURRENCY_KEY,
  DATE_ORDER_KEY,
  DATE_ORDERS,
  STATUS_SYNONYMS,
  TYPE_SYNONYMS,
  type ImportDateOrder,
  type ValueField,
} from "~/content/inventory-import-values";
import { VALUE_CHOICES as C } from "~/content/import";
import { INVENTORY_SETTINGS_LIMITS as L } from "~/content/inventory-settings";
import {
  valueChoicesOf,
  ValueMapping,
  type Resolved,
  type UnknownValue as PlatformUnknownValue,
} from "~/server/platform/import/import-values.server";
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

/** An unknown value of a type, status, location or person column, and its choice. */
export type UnknownValue = PlatformUnknownValue<ValueField>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The stand-in id of a value to create until the import's final step creates it. */
export const placeholderOf = ({ field, folded }: Pick<UnknownValue, "field" | "folded">) =>
  `nouveau:${field}:${folded}`;

/** The choices kept on the upload (its `mapping` record) or sent by the preview's form. */
export function choicesOf(entries: Iterable<[string, unknown]>): ImportChoices {
  const all = [...entries];
  const choices: ImportChoices = { values: valueChoicesOf(all), dateOrder: null, currency: null };
  for (const [key, value] of all) {
    if (typeof value !== "string") continue;
    if (key === DATE_ORDER_KEY && (DATE_ORDERS as readonly string[]).includes(value)) {
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
 * to) and the choices, through the platform's value mapping (which keeps every unknown value met,
 * with its row count and its choice).
 */
export class ValueResolver {
  readonly refs: AssetRefs;
  /** The contacts to create, by e-mail (placeholders until the import). */
  readonly newContacts = new Map<string, NamedRef>();
  readonly #mapping: ValueMapping<ValueField>;

  constructor(
    refs: AssetRefs,
    choices: ImportChoices,
    private readonly contactOf: (email: string) => Promise<NamedRef | null>,
    labels: Record<ValueField, string>,
  ) {
    this.refs = { ...refs, types: [...refs.types], locations: [...refs.locations] };
    this.#mapping = new ValueMapping(choices.values, {
      fold: foldName,
      known: (field, value) => this.known(field, value),
      valid: (field, choice, value) => validChoice(field, choice, value, this.refs),
      propose: (field, value, folded) => proposal(field, value, folded, this.refs),
      created: (entry) => this.placeholder(entry),
      placeholder: ({ field, value }) =>
        field === "assignee" ? value : placeholderOf({ field, folded: foldName(value) }),
      label: (field) => labels[field],
    });
  }

  /** Every unknown value met, by key, with its rows and its choice. */
  get unknown(): ReadonlyMap<string, UnknownValue> {
    return this.#mapping.unknown;
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

  resolve(field: ValueField, raw: string): Promise<Resolved> {
    return this.#mapping.resolve(field, raw);
  }

  private placeholder(entry: UnknownValue) {
    const { field, value } = entry;
    const id = placeholderOf(entry);
    if (field === "type") this.refs.types.push({ id, key: null, name: value, fields: [] });
    if (field === "location") this.refs.locations.push({ id, name: value });
    if (field === "assignee") this.newContacts.set(value.toLowerCase(), { id, name: value });
  }
}
