import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { centsToGnf, vatOf } from "~/contracts/money";
import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import { parseEnv } from "~/server/env.server";
import { startSmtpSink } from "~/server/mail/test-smtp.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addUser } from "~/server/workspaces/workspace-test-data.server";
import { billingAccount, billingInvoice, type BillingStatus } from "./schema.server";

// Invoices and accounts for staff's tests, written straight into a workspace with the schema (the
// customer side's commands, helper "bill"'s, are not needed to test staff's).

const RATE_E4 = 94_000_000; // 9 400 GNF per euro

/** A billing test file's SMTP sink and configuration: its e-mails go to the sink. */
export async function billingMail(contactTo = "equipe@exemple.gn", onMail = (_raw: string) => {}) {
  const smtp = await startSmtpSink(onMail);
  const config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: contactTo,
    MAIL_FROM: "plateforme@exemple.gn",
  });
  return { smtp, config };
}

/** A member of the company's staff (platform admin, in no workspace), signed in. */
export async function addStaff(db: Db): Promise<Viewer> {
  const person = await addUser(db, "Équipe facturation");
  return {
    ...person,
    emailVerified: true,
    role: "admin",
    sessionId: "staff-session",
    workspaces: [],
    workspace: null,
  };
}

export async function insertAccount(
  db: Db,
  organizationId: string,
  values: Partial<typeof billingAccount.$inferInsert> & { status: BillingStatus },
) {
  await inTenant(db, organizationId, (tx) =>
    tx.insert(billingAccount).values({ plan: "standard", seats: 3, ...values }),
  );
}

/** An issued invoice of `subtotalCents` + 18 % VAT, due on `dueOn`. */
export async function insertInvoice(
  db: Db,
  organizationId: string,
  {
    subtotalCents = 30_000,
    issuedOn = "2026-11-02",
    dueOn = "2026-11-17",
    periodStart = "2026-11-02",
    periodEnd = "2026-12-01",
    plan = "standard",
    seats = 3,
  } = {},
) {
  const vatCents = vatOf(subtotalCents, 1800);
  const totalCents = subtotalCents + vatCents;
  const token = randomUUID().slice(0, 8).toUpperCase();
  const [row] = await inTenant(db, organizationId, (tx) =>
    tx
      .insert(billingInvoice)
      .values({
        number: `FAC-T-${token}`,
        issuedOn,
        dueOn,
        plan,
        cycle: "monthly",
        seats,
        periodStart,
        periodEnd,
        lines: [
          {
            description: "Standard",
            quantity: seats,
            unitCents: 10_000,
            amountCents: subtotalCents,
          },
        ],
        subtotalCents,
        vatRateBp: 1800,
        vatCents,
        totalCents,
        rateE4: RATE_E4,
        rateOn: issuedOn,
        totalGnf: centsToGnf(totalCents, RATE_E4),
        paymentReference: `REF-${token}`,
        seller: {
          name: "Conakry Digital",
          address: "Conakry",
          rccm: "RCCM",
          nif: "NIF",
          email: "facturation@exemple.gn",
          phone: "",
          bank: null,
          orangeMoney: null,
          mtnMomo: null,
        },
        customer: { workspace: "Test", name: "Test", email: "test@exemple.gn" },
      })
      .returning(),
  );
  return row!;
}

export async function workspaceRow(db: Db, organizationId: string) {
  const [row] = await db
    .select({ plan: authOrganization.plan, trialEndsAt: authOrganization.trialEndsAt })
    .from(authOrganization)
    .where(eq(authOrganization.id, organizationId));
  return row!;
}
