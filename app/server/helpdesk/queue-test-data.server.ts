import type { Viewer } from "~/server/auth/viewer.server";
import type { Db } from "~/server/db/client.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { viewerOf } from "~/server/workspaces/workspace-test-data.server";
import { helpdeskContext } from "./helpdesk-context.server";
import { createTicket, type NewTicket } from "./ticket-create.server";

// Requests and tickets for the queue's route tests: the viewer is given (no session), the rest
// is the application's own code on a test database.

const SITE = "http://localhost:3000";

export const get = (path: string) => new Request(`${SITE}${path}`);

export const post = (path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  }
  return new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body.toString(),
  });
};

interface Answer {
  status: number;
  ok?: boolean;
  notice?: string;
  formError?: string;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
}

/** The body and status of an action's `data()` answer. */
export function answer(result: unknown): Answer {
  const d = result as { data: Omit<Answer, "status">; init: { status?: number } | null };
  return { status: d.init?.status ?? 200, ...d.data };
}

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

export type Person = { id: string; name: string; email: string };

export const viewerIn = (db: Db, person: Person, organizationId: string): Promise<Viewer> =>
  viewerOf(db, person, organizationId);
