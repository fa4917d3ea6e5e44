import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_PATH } from "~/content/billing";
import { cancelTexts, WORKSPACE_EXPORT_PATH } from "~/content/billing-cancel";
import type { BillingPageView } from "~/content/billing-page";
import type { Viewer } from "~/server/auth/viewer.server";
import { authOrganization, authUser, mailOutbox } from "~/server/db/schema.server";
import { openTestDb } from "~/server/db/test-db.server";
import { auditLog } from "~/server/db/workspace-schema.server";
import { type Env } from "~/server/env.server";
import * as testRequests from "~/server/helpdesk/queue/queue-test-data.server";
import { viewerIn } from "~/server/helpdesk/queue/queue-test-data.server";
import { type SmtpSink } from "~/server/mail/test-smtp.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { answer } from "~/server/platform/test-kit.server";
import { isReadOnly } from "~/server/workspaces/active.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { addMember, addOwner, addUser } from "~/server/workspaces/workspace-test-data.server";
import { runBillingDay } from "./billing-day.server";
import { billingAction, billingLoader } from "./billing-page.server";
import { billingAccount, billingInvoice } from "./schema.server";
import { billingCustomerAction } from "./staff-routes.server";
import {
  addStaff,
  billingMail,
  insertAccount,
  insertInvoice,
  workspaceRow,
} from "./staff-test-fixtures.server";

// vitest-isolate: its e-mails go to its own SMTP sink (billingMail), sent by the process's one
// mail outbox, which must not serve another file's database meanwhile (decision 0091).
// 'Résilier' and 'Réactiver' as people use them (decision 0117, both engines): staff cancel at
// the paid period's end (usable until then, read-only after, the next period's unpaid invoice
// credited, journal, e-mail), reactivate before the deletion; staff cancel now (read-only at
// once); the owner cancels during the trial from the confirmation page and sees the deletion's
// day and the export; an Administrateur may not.

let t: Awaited<ReturnType<typeof openTestDb>>;
let smtp: SmtpSink;
let config: Env;
const requests = tenantRequests(() => t.db, { get: testRequests.get, post: testRequests.post });
let staff: Viewer;

beforeAll(async () => {
  t = await openTestDb();
  ({ smtp, config } = await billingMail());
  staff = await addStaff(t.db);
}, 120_000);
afterAll(async () => {
  // A kicked outbox pass may still be sending the last e-mails: let it mark them before the
  // database closes under it.
  for (let tries = 0; tries < 150; tries++) {
    const sending = await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), gt(mailOutbox.lockedUntil, new Date())));
    if (sending.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await closeParsePool();
  smtp.close();
  await t.cleanup();
});

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const accountOf = async (org: string) =>
  (await inTenant(t.db, org, (tx) => tx.select().from(billingAccount)))[0]!;
const journal = (org: string, action: string) =>
  inTenant(t.db, org, (tx) => tx.select().from(auditLog).where(eq(auditLog.action, action)));
const mails = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, kind)));
const staffPost = (org: string, fields: Record<string, string>, now: Date) => {
  requests.as(staff);
  const path = `/dashboard/facturation/clients/${org}`;
  return billingCustomerAction(requests.post(path, fields), org, config, now).then(answer);
};

type Loaded = { data: { view: BillingPageView; notice: string | null; confirmCancel: boolean } };

async function paying(name: string, periodEnd: string) {
  const owner = await addOwner(t.db, name);
  const org = owner.organizationId;
  await t.db
    .update(authOrganization)
    .set({ trialEndsAt: null })
    .where(eq(authOrganization.id, org));
  await insertAccount(t.db, org, { status: "active", periodStart: "2032-01-01", periodEnd });
  return { owner, org };
}

describe("cancelling a subscription", { timeout: 90_000 }, () => {
  it("at the paid period's end: usable until then, then read-only; staff reactivate", async () => {
    const { owner, org } = await paying("Aminata Touré", "2032-01-31");
    const renewal = await insertInvoice(t.db, org, {
      issuedOn: "2032-01-17",
      dueOn: "2032-02-01",
      periodStart: "2032-02-01",
      periodEnd: "2032-02-29",
    });
    const done = await staffPost(
      org,
      { intent: "cancel", when: "period_end", reason: "Budget" },
      at("2032-01-20"),
    );
    expect(done).toMatchObject({ ok: true, notice: cancelTexts.staffDone("30 avril 2032") });
    expect(await accountOf(org)).toMatchObject({
      status: "cancelled",
      periodEnd: "2032-01-31",
      deleteAfter: "2032-04-30",
    });
    const invoices = await inTenant(t.db, org, (tx) => tx.select().from(billingInvoice));
    expect(invoices.find((i) => i.id === renewal.id)?.status).toBe("cancelled");
    expect(invoices.filter((i) => i.kind === "credit_note")).toHaveLength(1);
    expect(await journal(org, "billing.cancelled")).toMatchObject([
      { details: { motif: "Budget", suppression: "30 avril 2032" } },
    ]);
    expect(await mails(owner.email, "billing_cancelled")).toHaveLength(1);
    expect((await workspaceRow(t.db, org)).trialEndsAt).toBeNull();
    requests.as(await viewerIn(t.db, owner, org));
    const seen = ((await billingLoader(requests.get(BILLING_PATH))) as Loaded).data.view;
    expect(seen.status.detail).toContain(cancelTexts.usableUntil("31 janvier 2032"));
    expect(seen.plan).toEqual({ name: "Standard", cycle: null });
    // Twice: refused, nothing changed.
    const again = await staffPost(
      org,
      { intent: "cancel", when: "now", reason: "" },
      at("2032-01-21"),
    );
    expect(again).toMatchObject({ ok: false, status: 409, formError: cancelTexts.errors.already });

    await runBillingDay(t.db, config, at("2032-01-31"));
    expect((await workspaceRow(t.db, org)).trialEndsAt).toBeNull();
    await runBillingDay(t.db, config, at("2032-02-01"));
    const closed = (await workspaceRow(t.db, org)).trialEndsAt;
    expect(isReadOnly(closed, at("2032-02-01").getTime() + 1)).toBe(true);

    const back = await staffPost(org, { intent: "reactivate" }, at("2032-02-05"));
    expect(back).toMatchObject({ ok: true, notice: cancelTexts.reactivated });
    expect(await accountOf(org)).toMatchObject({ status: "active", deleteAfter: null });
    expect((await workspaceRow(t.db, org)).trialEndsAt).toBeNull();
    expect(await journal(org, "billing.reactivated")).toHaveLength(1);
    expect(await mails(owner.email, "billing_reactivated")).toHaveLength(1);
  });

  it("now: read-only at once; too late to reactivate after the deletion's day", async () => {
    const { org } = await paying("Sékou Condé", "2032-03-31");
    await staffPost(org, { intent: "cancel", when: "now", reason: "" }, at("2032-03-10"));
    expect(await accountOf(org)).toMatchObject({
      periodEnd: "2032-03-10",
      deleteAfter: "2032-06-08",
    });
    const row = await workspaceRow(t.db, org);
    expect(isReadOnly(row.trialEndsAt, at("2032-03-10").getTime() + 1)).toBe(true);
    const bad = await staffPost(
      org,
      { intent: "cancel", when: "hier", reason: "" },
      at("2032-03-10"),
    );
    expect(bad).toMatchObject({ ok: false, status: 400 });
    const late = await staffPost(org, { intent: "reactivate" }, at("2032-06-09"));
    expect(late).toMatchObject({ ok: false, status: 409, formError: cancelTexts.errors.tooLate });
  });

  it("by the owner during the trial, from the confirmation page; not by an Administrateur", async () => {
    const owner = await addOwner(t.db, "Fanta Keïta");
    const org = owner.organizationId;
    const admin = await addUser(t.db, "Moussa Sylla");
    await addMember(t.db, org, admin.id, "admin");
    requests.as(await viewerIn(t.db, admin, org));
    const refused = answer(await billingAction(requests.post(BILLING_PATH, { intent: "cancel" })));
    expect(refused.status).toBe(403);

    requests.as(await viewerIn(t.db, owner, org));
    type Loaded = {
      data: { view: BillingPageView; notice: string | null; confirmCancel: boolean };
    };
    const page = ((await billingLoader(requests.get(`${BILLING_PATH}?resilier`))) as Loaded).data;
    expect(page.confirmCancel).toBe(true);
    expect(page.view.cancel).toMatchObject({ canCancel: true, effectiveOn: null });
    const sent = (await billingAction(
      requests.post(`${BILLING_PATH}?resilier`, { intent: "cancel", reason: "Essai suffisant" }),
    )) as Response;
    expect(sent.headers.get("Location")).toBe(`${BILLING_PATH}?avis=resilie`);
    const after = ((await billingLoader(requests.get(`${BILLING_PATH}?avis=resilie`))) as Loaded)
      .data;
    expect(after.view.status.label).toBe("Résilié");
    expect(after.view.cancel).toMatchObject({
      canCancel: false,
      exportHref: WORKSPACE_EXPORT_PATH,
    });
    expect(after.notice).toBe(cancelTexts.done(after.view.cancel.deleteOn!));
    expect(after.confirmCancel).toBe(false);
    const row = await workspaceRow(t.db, org);
    expect(isReadOnly(row.trialEndsAt, Date.now() + 1)).toBe(true);

    // Staff reactivate: the trial resumes until the owner's own trial ends, writable again.
    const back = await staffPost(org, { intent: "reactivate" }, new Date());
    expect(back).toMatchObject({ ok: true, notice: cancelTexts.reactivated });
    expect(await accountOf(org)).toMatchObject({ status: "trial", deleteAfter: null });
    const [person] = await t.db
      .select({ trialEndsAt: authUser.trialEndsAt })
      .from(authUser)
      .where(eq(authUser.id, owner.id));
    const resumed = (await workspaceRow(t.db, org)).trialEndsAt;
    expect(resumed?.getTime()).toBe(person!.trialEndsAt!.getTime());
    expect(isReadOnly(resumed, Date.now() + 1)).toBe(false);
  });

  it("a reactivated trial whose owner's trial is over stays read-only", async () => {
    const owner = await addOwner(t.db, "Ibrahima Bah");
    const org = owner.organizationId;
    requests.as(await viewerIn(t.db, owner, org));
    await billingAction(
      requests.post(`${BILLING_PATH}?resilier`, { intent: "cancel", reason: "" }),
    );
    const over = new Date(Date.now() - 86_400_000);
    await t.db.update(authUser).set({ trialEndsAt: over }).where(eq(authUser.id, owner.id));
    const back = await staffPost(org, { intent: "reactivate" }, new Date());
    expect(back).toMatchObject({ ok: true });
    const row = await workspaceRow(t.db, org);
    expect(row.trialEndsAt?.getTime()).toBe(over.getTime());
    expect(isReadOnly(row.trialEndsAt, Date.now())).toBe(true);

    // No owner's end known: the trial stays over, never open without end.
    const now = new Date();
    await staffPost(org, { intent: "cancel", when: "now", reason: "" }, now);
    await t.db.update(authUser).set({ trialEndsAt: null }).where(eq(authUser.id, owner.id));
    expect(await staffPost(org, { intent: "reactivate" }, now)).toMatchObject({ ok: true });
    const again = await workspaceRow(t.db, org);
    expect(again.trialEndsAt).not.toBeNull();
    expect(isReadOnly(again.trialEndsAt, now.getTime() + 1)).toBe(true);
  });
});
