import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetPath } from "~/content/inventory";
import type { AssetPageView } from "~/contracts/asset-page-view";
import type { NewTicketView } from "~/contracts/helpdesk-queue";
import type { TicketPageView } from "~/contracts/ticket-page-view";
import { openTestDb } from "~/server/db/test-db.server";
import { ticket } from "~/server/db/helpdesk-schema.server";
import { ticketAsset } from "~/server/db/inventory-schema.server";
import { newTicketAction, newTicketLoader } from "../queue/queue-new.server";
import * as testRequests from "~/server/platform/test-kit.server";
import { answer } from "~/server/platform/test-kit.server";
import { loadTicketPage } from "./ticket-page.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { addOwner, viewerOf as viewerIn } from "~/server/workspaces/workspace-test-data.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { assetPageAction, loadAssetPage } from "~/server/inventory/index.server";
import { addAsset } from "~/server/inventory/inventory-test-kit.server";

// 'Créer un ticket' from an asset: the helpdesk's form pre-filled, the ticket linked to the asset
// in the same transaction, listed on both pages; another workspace's asset is a 404 and opens
// nothing.

let t0: Awaited<ReturnType<typeof openTestDb>>;

const { as, get, post } = tenantRequests(() => t0.db, {
  get: testRequests.get,
  post: testRequests.post,
});

const NEW = "/dashboard/helpdesk/nouveau";
let owner: Awaited<ReturnType<typeof addOwner>>;
let other: Awaited<ReturnType<typeof addOwner>>;
let mine: string;
let theirs: string;

async function thrownStatus(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return (error as { init: { status: number } | null }).init?.status;
  }
  throw new Error("expected a thrown answer");
}

const FORM = {
  description: "L'écran reste noir au démarrage.",
  requesterEmail: "fatou@exemple.gn",
  requesterName: "Fatou Camara",
  type: "incident",
  priority: "normal",
  source: "phone",
};

const ticketCount = (organizationId: string) =>
  inTenant(t0.db, organizationId, async (tx) => (await tx.select().from(ticket)).length);

beforeAll(async () => {
  t0 = await openTestDb();
  owner = await addOwner(t0.db, "Aïssatou Diallo");
  other = await addOwner(t0.db, "Mamadou Barry");
  const person = await testPerson(t0.db, "Ibrahima Sow");
  mine = (await addAsset(t0.db, owner.organizationId, person, { name: "Portable de Fatou" })).id;
  theirs = (await addAsset(t0.db, other.organizationId, person, { name: "Secret de B" })).id;
  as(await viewerIn(t0.db, owner, owner.organizationId));
}, 120_000);
afterAll(() => t0.cleanup());

describe("a ticket about an asset", { timeout: 30_000 }, () => {
  it("starts the form with the asset's tag and name, its id kept", async () => {
    const view = (await newTicketLoader(get(`${NEW}?equipement=${mine}`))) as NewTicketView;
    expect(view.subject).toBe("ACT-00001 · Portable de Fatou\u00a0: ");
    expect(view.asset).toMatchObject({ id: mine, tag: "ACT-00001", href: assetPath(mine) });
    const plain = (await newTicketLoader(get(NEW))) as NewTicketView;
    expect(plain).toMatchObject({ asset: null, subject: "" });
  });

  it("is the 404 page for another workspace's asset or a malformed id", async () => {
    expect(await thrownStatus(newTicketLoader(get(`${NEW}?equipement=${theirs}`)))).toBe(404);
    expect(await thrownStatus(newTicketLoader(get(`${NEW}?equipement=abc`)))).toBe(404);
  });

  it("links the new ticket to the asset; both pages list the other", async () => {
    const response = (await newTicketAction(
      post(NEW, {
        ...FORM,
        subject: "ACT-00001 · Portable de Fatou : écran noir",
        equipement: mine,
      }),
    )) as Response;
    expect(response.status).toBe(303);
    const number = Number(response.headers.get("Location")!.split("/").at(-1));
    const asset = (await loadAssetPage(get(assetPath(mine)), mine)) as unknown as {
      data: { view: AssetPageView };
    };
    expect(asset.data.view.tickets).toEqual([
      expect.objectContaining({ number, status: "new", href: `/dashboard/helpdesk/${number}` }),
    ]);
    const page = (await loadTicketPage(
      get(`/dashboard/helpdesk/${number}`),
      String(number),
    )) as unknown as {
      data: { view: TicketPageView };
    };
    expect(page.data.view.assets).toEqual([
      { id: mine, tag: "ACT-00001", name: "Portable de Fatou", href: assetPath(mine) },
    ]);
  });

  it("refuses another workspace's asset with a 404, no ticket opened, input kept", async () => {
    const before = await ticketCount(owner.organizationId);
    const refused = answer(
      await newTicketAction(post(NEW, { ...FORM, subject: "Vol", equipement: theirs })),
    );
    expect(refused.status).toBe(404);
    expect(refused.values?.subject).toBe("Vol");
    expect(await ticketCount(owner.organizationId)).toBe(before);
    const links = await inTenant(t0.db, other.organizationId, (tx) =>
      tx.select().from(ticketAsset),
    );
    expect(links).toEqual([]);
  });

  it("checks an asset out to a helpdesk contact by e-mail; the edit form shows that e-mail", async () => {
    const page = async (query = "") =>
      (
        (await loadAssetPage(get(`${assetPath(mine)}${query}`), mine)) as unknown as {
          data: { view: AssetPageView };
        }
      ).data.view;
    const out = (await assetPageAction(
      post(assetPath(mine), {
        intent: "check-out",
        version: String((await page()).version),
        assignee: "Fatou@Exemple.gn",
      }),
      mine,
    )) as Response;
    expect(out.status).toBe(303);
    const view = await page("?modifier=1");
    expect(view).toMatchObject({ status: "in_service", assignee: "Fatou Camara" });
    expect(view.manage?.editValues?.assignee).toBe("fatou@exemple.gn");
  });
});
