import { eq } from "drizzle-orm";
import type { Db } from "~/server/db/client.server";
import { ticket, ticketEntry } from "~/server/db/helpdesk-schema.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { helpdeskContext } from "../helpdesk-context.server";
import type { HelpdeskActor, HelpdeskContext } from "./ticket-core.server";
import { createTicket } from "./ticket-create.server";

// What the tests of the ticket page share: requests as a browser sends them, the answers of the
// loader and the action read back, tickets seeded through the helpdesk's own commands, and the
// stored rows to check that a refusal changed nothing.

const SITE = "http://localhost:3000";

export const get = (path: string) => new Request(`${SITE}${path}`);

export const post = (path: string, fields: Record<string, string>) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
    body: new URLSearchParams(fields).toString(),
  });

export function postFiles(
  path: string,
  fields: Record<string, string>,
  files: { name: string; content: Uint8Array; type?: string }[],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) {
    form.append(
      "pieces",
      new File([new Uint8Array(file.content)], file.name, {
        type: file.type ?? "application/octet-stream",
      }),
    );
  }
  return new Request(`${SITE}${path}`, { method: "POST", body: form });
}

interface Answer extends Record<string, unknown> {
  status: number;
  headers: Headers;
  location?: string | null;
}

/** The body and status of a `data()` answer (or a Response's status and Location). */
export function answer(result: unknown): Answer {
  if (result instanceof Response) {
    return {
      status: result.status,
      headers: result.headers,
      location: result.headers.get("Location"),
    };
  }
  const d = result as { data: Record<string, unknown>; init: ResponseInit | null };
  return { ...d.data, status: d.init?.status ?? 200, headers: new Headers(d.init?.headers) };
}

/** What a loader or action threw (a `data()` or a Response). */
export async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, data: null };
    const d = error as { data?: unknown; init?: { status?: number } };
    return { status: d.init?.status, data: d.data };
  }
  throw new Error("expected a rejection");
}

export const member = (p: { id: string; name: string }): HelpdeskActor => ({
  id: p.id,
  name: p.name,
  type: "member",
});

export function run<T>(
  db: Db,
  organizationId: string,
  actor: HelpdeskActor,
  fn: (ctx: HelpdeskContext) => Promise<T>,
) {
  return inTenant(db, organizationId, async (tx) => fn(await helpdeskContext(tx, actor)));
}

/** A ticket opened from the portal by `requester`. */
export const openTicket = (
  db: Db,
  organizationId: string,
  subject: string,
  requester: { email: string; name: string },
) =>
  run(db, organizationId, { id: null, name: requester.name, type: "requester" }, (ctx) =>
    createTicket(ctx, {
      subject,
      description: `Description de ${subject}`,
      requester,
      source: "portal",
    }),
  );

/** The stored ticket and its thread (as the application role of that workspace sees them). */
export const storedTicket = (db: Db, organizationId: string, number: number) =>
  inTenant(db, organizationId, async (tx) => {
    const [row] = await tx.select().from(ticket).where(eq(ticket.number, number));
    const entries = row
      ? await tx.select().from(ticketEntry).where(eq(ticketEntry.ticketId, row.id))
      : [];
    return { row: row!, entries };
  });

export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
/** A Windows program's first bytes: a type the helpdesk refuses. */
export const EXE = Buffer.concat([
  Buffer.from("4d5a90000300000004000000ffff0000", "hex"),
  Buffer.alloc(512),
]);
