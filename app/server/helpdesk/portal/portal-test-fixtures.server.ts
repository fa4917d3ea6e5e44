import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import { createFirstWorkspace } from "~/server/workspaces/first-workspace.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { testPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { newInboundSecret, setInboundSecret } from "../inbound/inbound-secret.server";
import { openPortalTicket } from "./portal-ticket.server";

// Workspaces for the tests of the public channels (portal, follow page, inbound e-mail).

/** A real 1×1 PNG: attachments' types are sniffed from their bytes. */
export const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export interface ChannelWorkspace {
  id: string;
  slug: string;
  /** The inbound e-mail endpoint's secret. */
  secret: string;
}

/** A workspace (its owner named `ownerName`) with an inbound secret; `trialDays` 0: read-only. */
export async function channelWorkspace(
  db: Db,
  ownerName: string,
  trialDays?: number,
): Promise<ChannelWorkspace> {
  const owner = await testPerson(db, ownerName);
  const id = await createFirstWorkspace(db, owner, "standard", new Date(), trialDays);
  const [row] = await db
    .select({ slug: authOrganization.slug })
    .from(authOrganization)
    .where(eq(authOrganization.id, id));
  const { secret, hash } = newInboundSecret();
  await inTenant(db, id, (tx) => setInboundSecret(tx, hash));
  return { id, slug: row!.slug, secret };
}

/**
 * A portal post from a visitor, as the page makes it once checked (no files, e-mails not sent):
 * the ticket's number. For another module's tests (a team's channel rule, decision 0112).
 */
export async function portalPost(db: Db, organizationId: string, key: string): Promise<number> {
  const request = {
    name: "Fatou",
    email: "fatou@exemple.gn",
    subject: "Wi-Fi coupé",
    description: "Plus de réseau au deuxième étage.",
    idempotencyKey: key,
  };
  const workspace = { id: organizationId, name: "Espace", slug: "espace", readOnly: false };
  const opened = await openPortalTicket(
    db,
    workspace,
    { request, key, files: [], ipHash: `poste-${key}` },
    async () => () => {},
  );
  if (!("number" in opened)) throw new Error("portal post refused");
  return opened.number;
}
