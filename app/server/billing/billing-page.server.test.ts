import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_PATH, billingErrors } from "~/content/billing";
import type { BillingPageView } from "~/content/billing-page";
import { workspaceErrors } from "~/content/workspaces";
import { centsToGnf, formatMoney } from "~/contracts/money";
import { openTestDb } from "~/server/db/test-db.server";
import * as testRequests from "~/server/helpdesk/queue/queue-test-data.server";
import { answer, viewerIn, type Person } from "~/server/helpdesk/queue/queue-test-data.server";
import { closeParsePool } from "~/server/platform/parse-pool.server";
import { rejection } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import {
  addMember,
  addOwner,
  addUser,
  endTrial,
} from "~/server/workspaces/workspace-test-data.server";
import { dayOf } from "./billing-calendar.server";
import { enterRate } from "./billing-test-data.server";
import { billingAction, billingLoader, billingPdf } from "./billing-page.server";
import { issueCreditNote } from "./index.server";

// The subscription page as people reach it (decision 0113): the Propriétaire chooses Standard,
// gets a quote, accepts it and downloads the invoice's PDF; an Administrateur reads and cannot
// buy; a Membre gets a 403; another workspace's documents are a 404.

let t0: Awaited<ReturnType<typeof openTestDb>>;
const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});
type Owner = Awaited<ReturnType<typeof addOwner>>;
let owner: Owner;
let other: Owner;
let admin: Person;
let member: Person;
let rate: number;

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  admin = await addUser(t0.db, "Ibrahima Sow");
  member = await addUser(t0.db, "Kadiatou Bah");
  await addMember(t0.db, owner.organizationId, admin.id, "admin");
  await addMember(t0.db, owner.organizationId, member.id, "member");
  rate = await enterRate(t0.db, dayOf(new Date()), 94_000_000);
}, 120_000);
afterAll(async () => {
  await closeParsePool();
  await t0.cleanup();
});

const viewOf = (result: unknown) =>
  (result as { data: { view: BillingPageView; notice: string | null } }).data;
const locationOf = (result: unknown) => (result as Response).headers.get("Location") ?? "";

describe("the subscription page", { timeout: 60_000 }, () => {
  it("takes the Propriétaire from Standard to a quote, then to an invoice and its PDF", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    const first = viewOf(await billingLoader(get(BILLING_PATH)));
    expect(first.view.status.label).toBe("Essai");
    expect(first.view.users).toBe(3);
    const standard = first.view.plans.find((p) => p.id === "standard")!;
    expect(standard).toMatchObject({ monthly: "300,00\u00a0€", yearly: "3\u202f600,00\u00a0€" });
    expect(first.view.plans.find((p) => p.id === "entreprise")?.perUserMonth).toBeNull();
    const quoted = await billingAction(
      post(BILLING_PATH, { intent: "quote", plan: "standard", cycle: "monthly" }),
    );
    expect(locationOf(quoted)).toMatch(/\?avis=devis&n=DEV-/);
    const withQuote = viewOf(await billingLoader(get(locationOf(quoted))));
    expect(withQuote.notice).toMatch(/^Devis DEV-/);
    const quote = withQuote.view.pendingQuote!;
    expect(quote.total).toBe("354,00\u00a0€");
    const accepted = await billingAction(post(BILLING_PATH, { intent: "accept", quote: quote.id }));
    expect(locationOf(accepted)).toMatch(/\?avis=facture&n=FAC-/);
    const after = viewOf(await billingLoader(get(BILLING_PATH)));
    expect(after.view.status.label).toBe("En attente de paiement");
    expect(after.view.pendingQuote).toBeNull();
    const [invoice] = after.view.invoices;
    expect(invoice).toMatchObject({
      status: "À payer",
      totalGnf: formatMoney(centsToGnf(35_400, rate), "GNF"),
    });
    const pdf = await billingPdf(get(invoice!.pdfHref), "factures", invoice!.id);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toContain(`facture-${invoice!.number}.pdf`);
    // Staff's credit note cancels it: listed beside it, its PDF names the invoice it credits.
    await inTenant(t0.db, owner.organizationId, (tx) =>
      issueCreditNote(tx, owner, invoice!.id, new Date()),
    );
    const credited = viewOf(await billingLoader(get(BILLING_PATH))).view;
    const note = credited.invoices.find((i) => i.kind === "Avoir")!;
    expect(credited.invoices.find((i) => i.id === invoice!.id)?.status).toBe("Annulée");
    const notePdf = await billingPdf(get(note.pdfHref), "factures", note.id);
    const doc = await getDocumentProxy(new Uint8Array(await notePdf.arrayBuffer()));
    const text = (await extractText(doc, { mergePages: true })).text;
    expect(text).toContain(`Avoir sur la facture ${invoice!.number}`);
    const again = answer(
      await billingAction(post(BILLING_PATH, { intent: "accept", quote: quote.id })),
    );
    expect(again).toMatchObject({ status: 409, formError: billingErrors.quoteGone });
  });

  it("lets an Administrateur read but not buy, and refuses a Membre", async () => {
    as(await viewerIn(t0.db, admin, owner.organizationId));
    const view = viewOf(await billingLoader(get(BILLING_PATH))).view;
    expect(view.canBuy).toBe(false);
    expect(view.invoices).toHaveLength(2); // the invoice and its credit note
    const refused = answer(
      await billingAction(
        post(BILLING_PATH, { intent: "quote", plan: "premium", cycle: "yearly" }),
      ),
    );
    expect(refused).toMatchObject({ status: 403, formError: billingErrors.forbidden });
    as(await viewerIn(t0.db, member, owner.organizationId));
    const denied = await rejection(billingLoader(get(BILLING_PATH)));
    expect(denied.init?.status).toBe(403);
    expect(denied.data?.message).toBe(workspaceErrors.forbidden);
  });

  it("refuses Entreprise and unknown choices in French", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    const onQuote = answer(
      await billingAction(
        post(BILLING_PATH, { intent: "quote", plan: "entreprise", cycle: "monthly" }),
      ),
    );
    expect(onQuote).toMatchObject({ status: 400, formError: billingErrors.onQuote });
    const bad = answer(
      await billingAction(
        post(BILLING_PATH, { intent: "quote", plan: "gratuit", cycle: "monthly" }),
      ),
    );
    expect(bad).toMatchObject({ status: 400, formError: billingErrors.badChoice });
  });

  it("lets the owner of a read-only workspace (trial over) buy: paying is the way out", async () => {
    const late = await addOwner(t0.db, "Fatoumata Camara");
    await endTrial(t0.db, late.organizationId);
    as(await viewerIn(t0.db, late, late.organizationId));
    const view = viewOf(await billingLoader(get(BILLING_PATH))).view;
    expect(view.status.detail).toMatch(/^L'essai est terminé depuis le /);
    const quoted = await billingAction(
      post(BILLING_PATH, { intent: "quote", plan: "standard", cycle: "yearly" }),
    );
    expect(locationOf(quoted)).toMatch(/\?avis=devis&n=DEV-/);
  });

  it("gives another workspace's quote and invoice a 404", async () => {
    as(await viewerIn(t0.db, owner, owner.organizationId));
    const view = viewOf(await billingLoader(get(BILLING_PATH))).view;
    const invoice = view.invoices[0]!;
    const quote = view.quotes[0]!;
    as(await viewerIn(t0.db, other, other.organizationId));
    for (const [kind, id] of [
      ["factures", invoice.id],
      ["devis", quote.id],
      ["factures", "pas-un-id"],
    ] as const) {
      const refused = await rejection(
        billingPdf(get(`${BILLING_PATH}/${kind}/${id}/pdf`), kind, id),
      );
      expect(refused.status).toBe(404);
    }
    const accept = answer(
      await billingAction(post(BILLING_PATH, { intent: "accept", quote: quote.id })),
    );
    expect(accept.status).toBe(404);
  });
});
