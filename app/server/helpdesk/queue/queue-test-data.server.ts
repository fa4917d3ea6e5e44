import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import type { Person } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { helpdeskContext } from "../helpdesk-context.server";
import { createTicket, type NewTicket } from "../tickets/ticket-create.server";

// Requests and tickets for the queue's route tests: the viewer is given (no session), the rest
// is the application's own code on a test database.

export { answer, get, post, type Person } from "~/server/platform/test-kit.server";

/** A ticket opened as if by the portal (requester: `email`). */
export async function openTicket(
  db: Db,
  organizationId: string,
  subject: string,
  email = "fatou@exemple.gn",
  extra: Partial<NewTicket> = {},
) {
  return inTenant(db, organizationId, async (tx) => {
    const ctx = await helpdeskContext(
      tx,
      { id: null, name: "Portail", type: "requester" },
      new Date(),
    );
    return createTicket(ctx, {
      subject,
      description: `Description de ${subject}`,
      requester: { email, name: email.split("@")[0]! },
      source: "portal",
      ...extra,
    });
  });
}

export const viewerIn = (db: Db, person: Person, organizationId: string): Promise<Viewer> =>
  viewerOf(db, person, organizationId);
