import { grouped } from "./french";
import { type invoiceStatusLabels } from "./billing";
import { type paymentMethodLabels } from "./billing-documents";
import { DASHBOARD_PATH } from "./dashboard-links";
import type { CreditableView } from "./billing-credit";

// Staff's billing pages (/dashboard/facturation, issue 36): paths, the views' data and the French
// texts of the customers list and a customer's page. The forms' texts: billing-staff-forms.ts.
// Typography: U+00A0 before ":", U+202F before ";", "!", "?" and inside « ».

export const BILLING_STAFF_PATH = `${DASHBOARD_PATH}/facturation`;
export const billingCustomerPath = (organizationId: string) =>
  `${BILLING_STAFF_PATH}/clients/${encodeURIComponent(organizationId)}`;
export const BILLING_RATES_PATH = `${BILLING_STAFF_PATH}/taux`;
export const BILLING_SETTINGS_PATH = `${BILLING_STAFF_PATH}/parametres`;
export const BILLING_SUMMARY_PATH = `${BILLING_STAFF_PATH}/synthese`;
export const billingExportPath = (kind: "factures" | "paiements", month: string) =>
  `${BILLING_STAFF_PATH}/export/${kind}?mois=${month}`;
/** A payment's receipt scan, as staff uploaded it. */
export const billingScanPath = (organizationId: string, paymentId: string) =>
  `${billingCustomerPath(organizationId)}/paiements/${encodeURIComponent(paymentId)}/justificatif`;

/** The statuses shown for a customer: the account's, or the trial's when it has none. */
export const CUSTOMER_STATUSES = [
  "trial",
  "trial_over",
  "pending_payment",
  "active",
  "overdue",
  "suspended",
  "cancelled",
] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

export const customerStatusLabels: Record<CustomerStatus, string> = {
  trial: "Essai",
  trial_over: "Essai terminé",
  pending_payment: "En attente de paiement",
  active: "Actif",
  overdue: "En retard",
  suspended: "Suspendu",
  cancelled: "Résilié",
};

/** The list's filter (`?statut=`), in French in the address. */
export const customerFilterSlugs: Record<CustomerStatus, string> = {
  trial: "essai",
  trial_over: "essai-termine",
  pending_payment: "en-attente",
  active: "actif",
  overdue: "en-retard",
  suspended: "suspendu",
  cancelled: "resilie",
};

/** One customer (a workspace) in staff's list. */
export interface CustomerRow {
  id: string;
  workspace: string;
  owner: { name: string; email: string } | null;
  plan: string;
  /** Members now, and the seats paid (null before a plan was chosen). */
  members: number;
  paidSeats: number | null;
  status: CustomerStatus;
  /** Trial: its last day; active: the paid period's last day (ISO days). */
  until: string | null;
  nextInvoice: { number: string; dueOn: string } | null;
  /** Unpaid invoices' rest, as shown ('354,00 €'). */
  amountDue: string | null;
  lastPayment: { on: string; amount: string } | null;
}

export interface CustomersView {
  rows: CustomerRow[];
  filter: CustomerStatus | null;
  q: string;
  counts: Record<CustomerStatus, number> & { all: number };
  /** The page shown (from 1), the pages and the customers of the filter and search. */
  page: number;
  pages: number;
  total: number;
}

export const billingStaffTexts = {
  navLabel: "Facturation",
  title: "Facturation",
  description: "Les clients, leurs factures et leurs paiements.",
  lead: "Chaque espace de travail, sa formule, ce qu'il doit et son dernier paiement.",
  links: {
    rates: "Taux de change",
    settings: "Paramètres de facturation",
    summary: "Synthèse mensuelle",
  },
  filtersLabel: "Filtrer par statut",
  all: "Tous",
  searchLabel: "Rechercher un espace ou un propriétaire",
  searchPlaceholder: "Espace, nom ou e-mail",
  searchSubmit: "Rechercher",
  listLabel: "Clients",
  columns: {
    workspace: "Espace",
    owner: "Propriétaire",
    plan: "Formule",
    seats: "Utilisateurs",
    status: "Statut",
    nextInvoice: "Prochaine échéance",
    due: "Reste dû",
    lastPayment: "Dernier paiement",
  },
  seats: (members: number, paid: number | null) =>
    paid === null ? `${members}` : `${grouped(members)}\u00a0/\u00a0${grouped(paid)} payés`,
  until: (day: string) => `jusqu'au ${day}`,
  none: "—",
  emptyTitle: "Aucun client",
  emptyText:
    "Les espaces de travail apparaissent ici dès leur création\u202f; ceux qui choisissent une formule reçoivent un devis puis une facture.",
  noMatch:
    "Aucun client ne correspond à ce filtre. Effacez la recherche ou choisissez «\u202fTous\u202f».",
  noOwner: "Sans propriétaire",
} as const;

/** One invoice on a customer's page. */
export interface StaffInvoiceRow {
  id: string;
  number: string;
  kind: "invoice" | "credit_note";
  issuedOn: string;
  dueOn: string;
  status: keyof typeof invoiceStatusLabels;
  total: string;
  totalGnf: string;
  /** What is left to pay ('0,00 €' when settled). */
  rest: string;
  open: boolean;
  /** What 'Émettre un avoir' may still credit (null: nothing, or a credit note). */
  credit?: CreditableView | null;
}

export interface StaffPaymentRow {
  id: string;
  receiptNumber: string;
  invoiceNumber: string;
  method: keyof typeof paymentMethodLabels;
  reference: string;
  amount: string;
  receivedOn: string;
  recordedBy: string;
  hasScan: boolean;
}

export interface CustomerView {
  id: string;
  workspace: string;
  owner: { name: string; email: string } | null;
  plan: string;
  status: CustomerStatus;
  until: string | null;
  members: number;
  paidSeats: number | null;
  credit: string | null;
  invoices: StaffInvoiceRow[];
  payments: StaffPaymentRow[];
  today: string;
  /** 'Résilier' / 'Réactiver' (decision 0117): ISO days. */
  cancel: {
    canCancel: boolean;
    paidUntil: string | null;
    deleteAfter: string | null;
    canReactivate: boolean;
  };
}

export const customerPageTexts = {
  back: "Retour aux clients",
  summary: "Abonnement",
  plan: "Formule",
  status: "Statut",
  seats: "Utilisateurs",
  credit: "Avoir disponible",
  owner: "Propriétaire",
  invoices: "Factures",
  invoicesEmpty:
    "Aucune facture. Le client en reçoit une quand il accepte un devis depuis son abonnement.",
  payments: "Paiements",
  paymentsEmpty: "Aucun paiement enregistré.",
  creditNote: "Avoir",
  columns: {
    number: "Numéro",
    issuedOn: "Émise le",
    dueOn: "Échéance",
    status: "Statut",
    total: "Total TTC",
    rest: "Reste dû",
    receipt: "Reçu",
    invoice: "Facture",
    method: "Moyen",
    reference: "Référence",
    amount: "Montant",
    receivedOn: "Reçu le",
    scan: "Justificatif",
    actions: "Correction",
  },
  scanLink: "Voir",
} as const;
