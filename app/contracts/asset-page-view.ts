import type { AssetEventKind, AssetStatus } from "~/content/inventory";
import type { TicketStatus } from "~/content/helpdesk";

// What the asset form (/dashboard/inventory-management/nouveau, and the edit form of an asset) and
// the asset page (/dashboard/inventory-management/:id) show: built by
// app/server/inventory/asset-page*.server.ts, rendered by app/features/inventory/asset-*.tsx.
// Dates come formatted in French (Africa/Conakry), so that the server and hydration agree.

interface AssetOption {
  id: string;
  label: string;
}

interface AssetCustomFieldView {
  id: string;
  label: string;
  kind: "text" | "number" | "date";
}

/** The choices of the asset form. */
export interface AssetFormOptions {
  types: (AssetOption & { fields: AssetCustomFieldView[] })[];
  locations: AssetOption[];
  /** Members for the assignee's <datalist> (name and e-mail). */
  members: { name: string; email: string }[];
  /** The tag the next asset gets when the field is left empty. */
  nextTag: string;
}

/** The form's values by input name (custom fields as `custom.<fieldId>`). */
export type AssetFormValues = Record<string, string>;

export interface AssetFormView {
  options: AssetFormOptions;
  values: AssetFormValues;
  readOnly: boolean;
}

/** A refusal of an asset form: French message, each field's error, what was typed. */
export interface AssetFormResult {
  intent: string;
  status: number;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  stale?: boolean;
}

interface AssetWhen {
  iso: string;
  label: string;
}

export interface AssetDetailRow {
  label: string;
  value: string;
  /** A long value (serial, notes): the whole width of the panel. */
  wide?: boolean;
  /** An identifier, shown in a monospace font and broken anywhere. */
  code?: boolean;
}

export type WarrantyState =
  { kind: "none" } | { kind: "expired"; label: string } | { kind: "soon" | "ok"; label: string };

export interface AssetHistoryItem {
  id: string;
  kind: AssetEventKind;
  author: string;
  at: AssetWhen;
  changes: { field: string; from: string | null; to: string | null }[];
  note: string | null;
}

export interface AssetTicketItem {
  number: number;
  label: string;
  subject: string;
  status: TicketStatus;
  href: string;
}

export interface AssetSoftwareItem {
  id: string;
  name: string;
  version: string | null;
  publisher: string | null;
  /** The licence that covers it (name and publisher), or null. */
  licence: { name: string; href: string } | null;
}

/** What the discovery agent last reported on the asset: the first rows by name, and the total. */
export interface AssetSoftwareView {
  rows: AssetSoftwareItem[];
  total: number;
  /** The agent's last inventory, in French; null: never inventoried by an agent. */
  inventoriedAt: string | null;
}

export interface AssetPageView {
  id: string;
  tag: string;
  name: string;
  status: AssetStatus;
  typeName: string;
  version: number;
  assignee: string | null;
  warranty: WarrantyState;
  details: AssetDetailRow[];
  history: AssetHistoryItem[];
  /** More events exist than shown: the 'Voir plus' link's address. */
  moreHistoryHref: string | null;
  historyCapped: boolean;
  tickets: AssetTicketItem[];
  software: AssetSoftwareView;
  /** The viewer may set up the discovery agent (asset.configure): the empty state links there. */
  canSetUpAgent: boolean;
  /** The viewer may open a ticket (the helpdesk's ticket.create). */
  canOpenTicket: boolean;
  /** The trial is over: reads only. */
  readOnly: boolean;
  /** null: the viewer may only read (asset.read without asset.manage, or a read-only trial). */
  manage: {
    canCheckOut: boolean;
    canCheckIn: boolean;
    options: AssetFormOptions;
    /** The edit form's values when it is open (?modifier=1); null: closed. */
    editValues: AssetFormValues | null;
  } | null;
}
