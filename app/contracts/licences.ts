import type { Currency } from "~/content/inventory";
import type { LicenceFilter, LicenceKind } from "~/content/licences";
import type { WorkspaceResult } from "./workspace-result";

// What the licences' loaders hand to their pages (features never import the server).

export interface LicenceQueryView {
  filter: LicenceFilter;
  q: string;
  page: number;
}

export interface LicenceRowView {
  id: string;
  name: string;
  publisher: string | null;
  kind: LicenceKind;
  /** null: a site licence (unlimited). */
  seats: number | null;
  used: number;
  installs: number;
  over: boolean;
  expiresOn: string | null;
  /** Days to the expiry (negative: expired); null without a date. */
  daysLeft: number | null;
}

export interface UnlicensedView {
  /** One row per folded name and publisher. */
  rows: {
    matchName: string;
    matchPublisher: string | null;
    name: string;
    publisher: string | null;
    assets: number;
  }[];
  total: number;
}

export interface LicenceListView {
  canManage: boolean;
  readOnly: boolean;
  rows: LicenceRowView[];
  hasNext: boolean;
  query: LicenceQueryView;
  anyLicence: boolean;
  counts: { overAllocated: number; expiring: number; expired: number };
  unlicensed: UnlicensedView;
}

interface LicenceSeatView {
  id: string;
  name: string;
  kind: "asset" | "person";
  assignedAt: string;
}

export interface LicencePageView extends LicenceRowView {
  version: number;
  keyHint: string | null;
  cost: string | null;
  currency: Currency | null;
  notes: string;
  seatList: LicenceSeatView[];
  canManage: boolean;
  readOnly: boolean;
}

/** The licence page's answers: the key revealed comes only in this response. */
export type LicenceActionResult =
  WorkspaceResult | { ok: true; intent: "reveal"; notice: string; revealedKey: string };

/** The list's URL for a query (`filtre`, `q`, `page`; defaults left out). */
export function licencesHref(base: string, query: LicenceQueryView): string {
  const params = new URLSearchParams();
  if (query.filter !== "all") params.set("filtre", query.filter);
  if (query.q) params.set("q", query.q);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `${base}?${search}` : base;
}

/** '2026-12-31' → '31/12/2026' (the form's format). */
export const frenchDay = (iso: string | null) => (iso ? iso.split("-").reverse().join("/") : "");

/** A stored amount ('1250000.00') as the form shows it: '1 250 000' (GNF), '899,90' (EUR). */
export function amountForInput(amount: string | null, currency: string | null): string {
  if (!amount) return "";
  const digits = currency === "GNF" && /\.0+$/.test(amount) ? 0 : 2;
  return new Intl.NumberFormat("fr-FR", {
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  }).format(Number(amount));
}
