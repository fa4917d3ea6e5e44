import { data } from "react-router";
import { billingSettingsTexts, paymentTexts, ratesTexts } from "~/content/billing-staff-forms";
import { parseCustomersPage } from "~/content/billing-staff-list";
import { cancelTexts } from "~/content/billing-cancel";
import { formatDay } from "~/content/billing-documents";
import { NO_STORE } from "~/lib/cache-control";
import { requireAdmin, type Viewer } from "~/server/auth/viewer.server";
import { describeDbError, type Db } from "~/server/db/client.server";
import { env, type Env } from "~/server/env.server";
import { isUuid, WorkspaceError, workspaceErrorResponse } from "~/server/platform/refusal.server";
import { settingsAction } from "~/server/platform/settings-action.server";
import { attachmentResponse } from "~/server/platform/uploaded-files.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { staffCreditNote } from "./credit-note-command.server";
import { cancelSubscription, reactivateSubscription, readCancel } from "./cancel.server";
import { readPayment } from "./payment-form.server";
import { recordPayment } from "./payments.server";
import { loadCustomer, paymentScan } from "./staff-customer.server";
import { listCustomers, parseCustomerFilter } from "./staff-customers.server";
import {
  listRates,
  loadBillingSettings,
  saveBillingSettings,
  saveRate,
} from "./staff-settings.server";

// What staff's billing routes do (/dashboard/facturation): `requireAdmin` first (404 to anyone
// else, a redirect to sign in for a visitor, nothing read nor written before), then the page's
// reads through the staff role or its command. Never cached.

/** `requireAdmin`'s refusals are not cached either. */
function noStore(error: unknown): never {
  if (error instanceof Response) error.headers.set("Cache-Control", NO_STORE["Cache-Control"]);
  throw error;
}

const staffOnly = (request: Request) => requireAdmin(request).catch(noStore);

/** A staff page's data: 404 for a refusal of a missing row, 503 for a failing database. */
export async function staffRead<T>(request: Request, read: (db: Db) => Promise<T>): Promise<T> {
  await staffOnly(request);
  try {
    return await read(dbOf(request));
  } catch (error) {
    if (error instanceof WorkspaceError) workspaceErrorResponse(error);
    if (error instanceof Response || isDataResponse(error)) throw error;
    console.error(`Billing (staff): database unavailable: ${describeDbError(error)}`);
    throw data(null, { status: 503, headers: { ...NO_STORE, "Retry-After": "60" } });
  }
}

const isDataResponse = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  "type" in error &&
  error.type === "DataWithResponseInit";

const notFound = () => new WorkspaceError(404, paymentTexts.errors.notFound);

/** /dashboard/facturation: the customers of the address's filter and search. */
export const billingCustomersLoader = (request: Request, now?: Date) =>
  staffRead(request, async (db) => {
    const url = new URL(request.url);
    const view = await listCustomers(
      db,
      {
        filter: parseCustomerFilter(url.searchParams.get("statut")),
        q: url.searchParams.get("q") ?? "",
        page: parseCustomersPage(url.searchParams.get("page")),
      },
      now,
    );
    return data({ view }, { headers: NO_STORE });
  });

/** /dashboard/facturation/clients/:id: one customer's subscription, invoices and payments. */
export const billingCustomerLoader = (request: Request, id: string | undefined, now?: Date) =>
  staffRead(request, async (db) => {
    const view = id ? await loadCustomer(db, id, now) : null;
    if (!view) throw notFound();
    return data({ view }, { headers: NO_STORE });
  });

/** Runs a staff command with the database and the signed-in staff member. */
const staffRun =
  (viewer: Viewer) =>
  <T>(request: Request, fn: (ctx: { db: Db; viewer: Viewer }) => Promise<T>) =>
    fn({ db: dbOf(request), viewer });

const actorOf = (viewer: Viewer) => ({ id: viewer.id, name: viewer.name, email: viewer.email });

/** The customer page's 'Enregistrer un paiement' (multipart: the receipt scan). */
export async function billingCustomerAction(
  request: Request,
  id: string | undefined,
  config: Env = env(),
  now: Date = new Date(),
) {
  const viewer = await staffOnly(request);
  if (!id || !(await loadCustomer(dbOf(request), id, now))) throw notFound();
  return settingsAction(request, {
    logName: "Billing payment",
    run: staffRun(viewer),
    errors: paymentTexts.errors,
    repeatable: ["line"],
    commands: {
      payment: async ({ db }, form) => {
        const input = await readPayment(form, id, now.toISOString().slice(0, 10));
        const done = await recordPayment(db, config, input, actorOf(viewer));
        return paymentTexts.recorded(done.receiptNumber);
      },
      "credit-note": ({ db }, form) => staffCreditNote(db, config, id, form, actorOf(viewer), now),
      cancel: async ({ db }, form) => {
        const input = readCancel(form);
        const done = await cancelSubscription({ db, config }, id, actorOf(viewer), input, now);
        return cancelTexts.staffDone(formatDay(done.deleteAfter));
      },
      reactivate: async ({ db }) => {
        await reactivateSubscription({ db, config }, id, actorOf(viewer), now);
        return cancelTexts.reactivated;
      },
    },
  });
}

/** A payment's receipt scan, as a download (never rendered by the browser). */
export async function billingScanLoader(request: Request, id?: string, paymentId?: string) {
  return staffRead(request, async (db) => {
    const scan = id && paymentId && isUuid(paymentId) ? await paymentScan(db, id, paymentId) : null;
    if (!scan) throw notFound();
    return attachmentResponse(scan);
  });
}

/** /dashboard/facturation/taux: the last days' rates. */
export const billingRatesLoader = (request: Request, now: Date = new Date()) =>
  staffRead(request, async (db) => {
    const rates = await listRates(db);
    const today = now.toISOString().slice(0, 10);
    return data(
      { rates, today, missingToday: !rates.some((r) => r.day === today) },
      { headers: NO_STORE },
    );
  });

export async function billingRatesAction(request: Request, now: Date = new Date()) {
  const viewer = await staffOnly(request);
  return settingsAction(request, {
    logName: "Billing rates",
    run: staffRun(viewer),
    errors: {
      unknownIntent: paymentTexts.errors.unknownIntent,
      unavailable: paymentTexts.errors.unavailable,
    },
    commands: {
      rate: async ({ db }, form) => {
        const day = await saveRate(db, form, actorOf(viewer), now);
        return ratesTexts.saved(day);
      },
    },
  });
}

/** /dashboard/facturation/parametres: the payment instructions, VAT and terms. */
export const billingSettingsLoader = (request: Request) =>
  staffRead(request, async (db) =>
    data({ settings: await loadBillingSettings(db) }, { headers: NO_STORE }),
  );

export async function billingSettingsAction(request: Request) {
  const viewer = await staffOnly(request);
  return settingsAction(request, {
    logName: "Billing settings",
    run: staffRun(viewer),
    errors: {
      unknownIntent: paymentTexts.errors.unknownIntent,
      unavailable: paymentTexts.errors.unavailable,
    },
    commands: {
      settings: async ({ db }, form) => {
        await saveBillingSettings(db, form);
        return billingSettingsTexts.saved;
      },
    },
  });
}
