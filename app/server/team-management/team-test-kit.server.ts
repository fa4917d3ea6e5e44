import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { ticket, ticketCategory } from "~/server/db/helpdesk-schema.server";
import { createTicket, helpdeskContext } from "~/server/helpdesk/index.server";
import type { Viewer } from "~/server/auth/viewer.server";
import { post } from "~/server/platform/test-kit.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { tenantRequests } from "~/server/workspaces/tenant-test-kit.server";
import { teamFormAction } from "./team-pages.server";

// The teams' tests: requests as a given person on the test database, teams made through the
// form's action, categories, tickets opened from the portal at a fixed instant.

export const PATH = "/dashboard/team-management";

export function teamKit(db: () => Db) {
  const requests = tenantRequests(db, { post });
  const idOf = (response: unknown) =>
    (response as Response).headers.get("Location")!.split("/").at(-1)!.split("?")[0]!;
  return {
    ...requests,
    idOf,
    /** Creates a team through the form as `viewer`; its id. */
    async makeTeam(viewer: Viewer, fields: Record<string, string | string[]>) {
      requests.as(viewer);
      const response = await teamFormAction(requests.post(`${PATH}/nouvelle`, fields));
      if (!(response instanceof Response)) throw new Error(JSON.stringify(response));
      return idOf(response);
    },
    async category(organizationId: string, name: string) {
      const [row] = await inTenant(db(), organizationId, (tx) =>
        tx.insert(ticketCategory).values({ name }).returning({ id: ticketCategory.id }),
      );
      return row!.id;
    },
    /** A ticket sent from the portal at `now`; its id and assignee. */
    portalTicket(
      organizationId: string,
      now: Date,
      extra: { categoryId?: string; priority?: "urgent" | "normal"; subject?: string } = {},
    ) {
      return inTenant(db(), organizationId, async (tx) => {
        const ctx = await helpdeskContext(
          tx,
          { id: null, name: "Portail", type: "requester" },
          now,
        );
        const created = await createTicket(ctx, {
          subject: extra.subject ?? "Imprimante en panne",
          description: "Elle ne répond plus.",
          requester: { email: "fatou@exemple.gn", name: "Fatou" },
          source: "portal",
          categoryId: extra.categoryId ?? null,
          priority: extra.priority,
        });
        const [row] = await tx.select().from(ticket).where(eq(ticket.id, created.id));
        // The e-mails the creation asked for, to check that a routed ticket asks each once.
        return { ...row!, notices: [...ctx.notices] };
      });
    },
  };
}
