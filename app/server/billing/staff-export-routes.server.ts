import { data } from "react-router";
import { summaryTexts } from "~/content/billing-staff-exports";
import { paymentTexts } from "~/content/billing-staff-forms";
import { NO_STORE } from "~/lib/cache-control";
import { invoicesCsv, monthRange, monthSummary, paymentsCsv } from "./staff-exports.server";
import { staffRead } from "./staff-routes.server";
import { dayOf } from "./billing-calendar.server";

// Staff's exports for the accountant: /dashboard/facturation/export/factures?mois=2026-11 (and
// /paiements), and the monthly summary page /dashboard/facturation/synthese?mois=2026-11 (this
// month by default). Staff only, like every billing staff route; never cached.

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });

/** A resource route has no error page: its refusals become short French texts. */
function plainError(error: unknown): never {
  if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
  const status =
    error instanceof Response
      ? error.status
      : (error as { init?: { status?: number } })?.init?.status;
  if (status === 404) throw text(404, paymentTexts.errors.notFound);
  if (status === 400) throw text(400, summaryTexts.badMonth);
  if (status === 503) throw text(503, paymentTexts.errors.unavailable);
  throw error;
}

export async function billingExportLoader(request: Request, kind: string | undefined) {
  return staffRead(request, async (db) => {
    if (kind !== "factures" && kind !== "paiements") throw data(null, { status: 404 });
    const range = monthRange(new URL(request.url).searchParams.get("mois"));
    if (!range) throw data(null, { status: 400 });
    return kind === "factures" ? invoicesCsv(db, range) : paymentsCsv(db, range);
  }).catch(plainError);
}

export async function billingSummaryLoader(request: Request, now: Date = new Date()) {
  return staffRead(request, async (db) => {
    const asked = new URL(request.url).searchParams.get("mois");
    const range = monthRange(asked ?? dayOf(now).slice(0, 7));
    if (!range) throw data({ message: summaryTexts.badMonth }, { status: 400, headers: NO_STORE });
    return data({ view: await monthSummary(db, range) }, { headers: NO_STORE });
  });
}
