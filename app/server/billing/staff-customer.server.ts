import { and, asc, desc, eq, sql } from "drizzle-orm";
import { formatMoney } from "~/contracts/money";
import type { CustomerView, StaffInvoiceRow, StaffPaymentRow } from "~/content/billing-staff";
import { findPlan } from "~/content/plans";
import type { Db } from "~/server/db/client.server";
import { authMember, authOrganization, authUser } from "~/server/db/schema.server";
import { creditableViews } from "./credit-note-command.server";
import { customerStatusOf } from "./staff-customers.server";
import { inBillingStaff } from "./staff-scope.server";
import { staffCancelView } from "./cancel-view.server";
import { billingAccount, billingInvoice, billingPayment } from "./schema.server";

// A customer's page for staff (/dashboard/facturation/clients/:id): the subscription, its
// invoices and payments, read through the staff role. Null: no such workspace (a 404).

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function invoiceRow(i: typeof billingInvoice.$inferSelect): StaffInvoiceRow {
  const open = i.kind === "invoice" && (i.status === "issued" || i.status === "partially_paid");
  return {
    id: i.id,
    number: i.number,
    kind: i.kind,
    issuedOn: i.issuedOn,
    dueOn: i.dueOn,
    status: i.status,
    total: formatMoney(i.totalCents, "EUR"),
    totalGnf: formatMoney(i.totalGnf, "GNF"),
    rest: formatMoney(open ? i.totalCents - i.paidCents : 0, "EUR"),
    open,
  };
}

export async function loadCustomer(
  db: Db,
  organizationId: string,
  now: Date = new Date(),
): Promise<CustomerView | null> {
  return inBillingStaff(db, async (tx) => {
    const [workspace] = await tx
      .select({
        id: authOrganization.id,
        name: authOrganization.name,
        plan: authOrganization.plan,
        trialEndsAt: authOrganization.trialEndsAt,
      })
      .from(authOrganization)
      .where(eq(authOrganization.id, organizationId));
    if (!workspace) return null;
    const [account] = await tx
      .select()
      .from(billingAccount)
      .where(eq(billingAccount.organizationId, organizationId));
    const members = await tx
      .select({ role: authMember.role, name: authUser.name, email: authUser.email })
      .from(authMember)
      .innerJoin(authUser, eq(authUser.id, authMember.userId))
      .where(eq(authMember.organizationId, organizationId))
      .orderBy(asc(authMember.createdAt));
    const invoices = await tx
      .select()
      .from(billingInvoice)
      .where(eq(billingInvoice.organizationId, organizationId))
      .orderBy(desc(billingInvoice.issuedOn), desc(billingInvoice.number));
    const payments = await tx
      .select({
        id: billingPayment.id,
        receiptNumber: billingPayment.receiptNumber,
        invoiceNumber: billingInvoice.number,
        method: billingPayment.method,
        reference: billingPayment.reference,
        amountMinor: billingPayment.amountMinor,
        currency: billingPayment.currency,
        receivedOn: billingPayment.receivedOn,
        recordedBy: billingPayment.recordedByName,
        hasScan: sql<boolean>`${billingPayment.scan} is not null`,
      })
      .from(billingPayment)
      .innerJoin(
        billingInvoice,
        and(
          eq(billingInvoice.id, billingPayment.invoiceId),
          eq(billingInvoice.organizationId, organizationId),
        ),
      )
      .where(eq(billingPayment.organizationId, organizationId))
      .orderBy(desc(billingPayment.receivedOn), desc(billingPayment.createdAt));
    const credits = creditableViews(invoices);
    const status = customerStatusOf(account?.status ?? null, workspace.trialEndsAt, now);
    const owner = members.find((m) => m.role === "owner");
    const planId = account?.plan ?? workspace.plan;
    return {
      id: workspace.id,
      workspace: workspace.name,
      owner: owner ? { name: owner.name, email: owner.email } : null,
      plan: findPlan(planId)?.name ?? planId,
      status,
      until:
        status === "trial" || status === "trial_over"
          ? workspace.trialEndsAt && isoDay(workspace.trialEndsAt)
          : (account?.periodEnd ?? null),
      members: members.length,
      paidSeats: account?.seats ?? null,
      credit: account && account.creditCents > 0 ? formatMoney(account.creditCents, "EUR") : null,
      invoices: invoices.map((i) => ({ ...invoiceRow(i), credit: credits.get(i.id) ?? null })),
      payments: payments.map((p): StaffPaymentRow => ({
        id: p.id,
        receiptNumber: p.receiptNumber,
        invoiceNumber: p.invoiceNumber,
        method: p.method,
        reference: p.reference,
        amount: formatMoney(p.amountMinor, p.currency),
        receivedOn: p.receivedOn,
        recordedBy: p.recordedBy,
        hasScan: Boolean(p.hasScan),
      })),
      today: isoDay(now),
      cancel: staffCancelView(account ?? null, isoDay(now)),
    };
  });
}

/** A payment's receipt scan (staff's download), or null. */
export async function paymentScan(db: Db, organizationId: string, paymentId: string) {
  return inBillingStaff(db, async (tx) => {
    const [row] = await tx
      .select({
        scan: billingPayment.scan,
        type: billingPayment.scanType,
        name: billingPayment.scanName,
      })
      .from(billingPayment)
      .where(
        and(eq(billingPayment.organizationId, organizationId), eq(billingPayment.id, paymentId)),
      );
    if (!row?.scan || !row.type) return null;
    return {
      filename: row.name ?? "justificatif",
      contentType: row.type,
      content: Buffer.from(row.scan),
    };
  });
}
