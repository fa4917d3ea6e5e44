import { and, eq } from "drizzle-orm";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { workspaceErrors } from "~/content/workspaces";
import {
  WORKSPACE_CREATE_LIMIT,
  WORKSPACE_NAME_MAX,
  type WorkspaceNoticeCode,
} from "~/content/workspace-switcher";
import { requireViewer } from "~/server/auth/viewer.server";
import { describeDbError, type Db } from "~/server/db/client.server";
import { authMember } from "~/server/db/schema.server";
import { env } from "~/server/env.server";
import { setActiveWorkspace } from "./active.server";
import { createWorkspace } from "./first-workspace.server";
import { backTo, dashboardBack, plainRefusal, plainWorkspaceRefusal } from "./form-redirect.server";
import { hitWindows } from "~/server/platform/fixed-window.server";
import { dbOf } from "./tenant-context.server";
import { WorkspaceError } from "./tenant.server";

// POST /dashboard/espace: the switcher. `intent=switch` makes one of the person's workspaces the
// session's active one; `intent=create` creates a workspace (its owner, a trial of Standard) and
// makes it active. Membership is read from the database at each switch: an id of a workspace the
// person is not (or no longer) a member of answers 404 and changes nothing.

interface Person {
  id: string;
  name: string;
  email: string;
  sessionId: string;
}

/** Makes `organizationId` the session's active workspace; WorkspaceError 404 unless a member. */
export async function switchWorkspace(db: Db, person: Person, organizationId: unknown) {
  if (typeof organizationId !== "string" || organizationId === "" || organizationId.length > 100) {
    throw new WorkspaceError(404, workspaceErrors.notFound);
  }
  const [membership] = await db
    .select({ id: authMember.id })
    .from(authMember)
    .where(and(eq(authMember.userId, person.id), eq(authMember.organizationId, organizationId)));
  if (!membership) throw new WorkspaceError(404, workspaceErrors.notFound);
  await setActiveWorkspace(db, person.sessionId, organizationId);
}

/** A workspace name as typed: trimmed, one line, 1 to WORKSPACE_NAME_MAX characters; else null. */
export function workspaceNameOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const name = value.trim().replace(/\s+/gu, " ");
  if (/\p{Cc}/u.test(value.trim()) || name === "" || [...name].length > WORKSPACE_NAME_MAX) {
    return null;
  }
  return name;
}

export type CreateOutcome =
  | { ok: true; id: string }
  | { ok: false; notice: Extract<WorkspaceNoticeCode, "nom-invalide" | "trop-d-espaces"> };

/** A new workspace of `person` (owner, trial of Standard), made the session's active one. */
export async function createWorkspaceFor(
  db: Db,
  person: Person,
  rawName: unknown,
  trialDays: number,
  now: Date = new Date(),
): Promise<CreateOutcome> {
  const name = workspaceNameOf(rawName);
  if (!name) return { ok: false, notice: "nom-invalide" };
  const hit = await hitWindows(
    db,
    [{ key: `workspace-create:${person.id}`, limit: WORKSPACE_CREATE_LIMIT }],
    now,
  );
  if (!hit.allowed) {
    return { ok: false, notice: "trop-d-espaces" };
  }
  const id = await createWorkspace(db, person, { name, plan: "standard", trialDays }, now);
  await setActiveWorkspace(db, person.sessionId, id);
  return { ok: true, id };
}

/** The route's action: the person's session, the form, then a redirect back (see above). */
export async function workspaceSwitchAction(request: Request) {
  if (request.method !== "POST") {
    return plainRefusal(405, "Cette adresse accepte uniquement la méthode POST.", {
      Allow: "POST",
    });
  }
  const viewer = await requireViewer(request).catch(plainWorkspaceRefusal);
  if (viewer instanceof Response) return viewer;
  const form = await request.formData().catch(() => null);
  if (!form) return plainRefusal(400, "Le formulaire envoyé est mal formé.");
  const intent = form.get("intent");
  const back = dashboardBack(form.get("returnTo"));
  const database = dbOf(request);
  try {
    if (intent === "switch") {
      await switchWorkspace(database, viewer, form.get("organizationId"));
      return backTo(back, null);
    }
    if (intent === "create") {
      const outcome = await createWorkspaceFor(database, viewer, form.get("name"), env().trialDays);
      return outcome.ok ? backTo(DASHBOARD_PATH, "espace-cree") : backTo(back, outcome.notice);
    }
    return plainRefusal(400, "Action inconnue\u00a0: rechargez la page, puis réessayez.");
  } catch (error) {
    if (error instanceof WorkspaceError) return plainRefusal(error.status, error.message);
    console.error(`Workspace switch failed: ${describeDbError(error)}`);
    return backTo(back, "indisponible");
  }
}
