import { and, count, eq, gt } from "drizzle-orm";
import { data, redirect } from "react-router";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { settingsTexts } from "~/content/settings";
import {
  changePasswordSchema,
  deleteAccountSchema,
  fieldErrorsOf,
  profileSchema,
} from "~/contracts/auth-schemas";
import type { AuthResult } from "~/contracts/auth-result";
import { describeDbError, getDb } from "~/server/db/client.server";
import { dbOf } from "~/server/workspaces/tenant-context.server";
import { authSession } from "~/server/db/schema.server";
import {
  accountDeletionPlan,
  deleteAbandonedWorkspaces,
} from "~/server/workspaces/delete-workspace.server";
import { callAuth, errorCode, withCookies } from "./auth-api.server";
import { authFailure, fail, readForm } from "./auth-form.server";
import type { ActionArgs } from "./account-actions.server";
import { passwordProblem } from "./password.server";
import { requireViewer, type Viewer } from "./viewer.server";
import { NO_STORE } from "~/lib/cache-control";

// /dashboard/parametres: change the name, change the password (with the current one; the other
// sessions are closed), sign out of the other sessions, delete the account.

/** The names of the workspaces that deleting the account would block, or delete with it. */
export async function accountDeletionNames(viewer: Viewer) {
  const plan = await accountDeletionPlan(getDb(), viewer.id);
  return {
    blocking: plan.blocking.map((w) => w.name),
    abandoned: plan.abandoned.map((w) => w.name),
  };
}

/** Open sessions of this account (this one included). */
export async function openSessionCount(viewer: Viewer): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(authSession)
    .where(and(eq(authSession.userId, viewer.id), gt(authSession.expiresAt, new Date())));
  return row?.n ?? 1;
}

const ok = (intent: string, notice: string, headers?: Headers) =>
  data<AuthResult>({ ok: true, intent, notice }, { headers });

export async function settingsAction({ request, context }: ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request);
  if (!form.ok) return form.response;
  const intent = form.fields.get("intent") ?? "";
  const call = (path: string, body: Record<string, unknown>) =>
    callAuth(request, context.clientIp, path, body);
  const e = authTexts.errors;

  switch (intent) {
    case "profile": {
      const values = { fullName: form.fields.get("fullName") ?? "" };
      const parsed = profileSchema.safeParse(values);
      if (!parsed.success) {
        return fail({ intent, status: 400, fieldErrors: fieldErrorsOf(parsed.error), values });
      }
      const answer = await call("/update-user", { name: parsed.data.fullName });
      if (answer.status === 200)
        return ok(intent, settingsTexts.profile.saved, withCookies(answer));
      return authFailure(answer, { intent, values });
    }
    case "password": {
      const parsed = changePasswordSchema.safeParse({
        currentPassword: form.fields.get("currentPassword") ?? "",
        password: form.fields.get("password") ?? "",
      });
      const problem = parsed.success ? passwordProblem(parsed.data.password, viewer.email) : null;
      if (!parsed.success || problem) {
        const fieldErrors = parsed.success
          ? { password: problem ?? "" }
          : fieldErrorsOf(parsed.error);
        return fail({ intent, status: 400, fieldErrors });
      }
      const answer = await call("/change-password", {
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.password,
        revokeOtherSessions: true,
      });
      if (answer.status === 200) {
        // All sessions were replaced by a new one: its cookie must reach the browser before the
        // page is read again, else a post without JavaScript re-reads the page with the old
        // (deleted) session and lands signed out. So: 303 back to the page (decision 0085).
        const back = `${DASHBOARD_PATH}/parametres?etat=${settingsTexts.password.savedState}#mot-de-passe`;
        return redirect(back, {
          status: 303,
          headers: withCookies(answer, NO_STORE),
        });
      }
      if (errorCode(answer) === "INVALID_PASSWORD") {
        return fail({
          intent,
          status: 400,
          fieldErrors: { currentPassword: e.currentPasswordWrong },
        });
      }
      return authFailure(answer, { intent });
    }
    case "sessions": {
      const answer = await call("/revoke-other-sessions", {});
      if (answer.status === 200)
        return ok(intent, settingsTexts.sessions.done, withCookies(answer));
      return authFailure(answer, { intent });
    }
    case "delete": {
      const parsed = deleteAccountSchema.safeParse({
        currentPassword: form.fields.get("currentPassword") ?? "",
      });
      if (!parsed.success) {
        return fail({ intent, status: 400, fieldErrors: fieldErrorsOf(parsed.error) });
      }
      // The last owner of a workspace with other members transfers or deletes it first; the
      // workspaces the account is alone in go with it (after better-auth checked the password).
      const plan = await accountDeletionPlan(dbOf(request), viewer.id);
      if (plan.blocking.length > 0) {
        const names = plan.blocking.map((w) => w.name);
        return fail({ intent, status: 409, formError: settingsTexts.danger.lastOwner(names) });
      }
      const answer = await call("/delete-user", { password: parsed.data.currentPassword });
      if (answer.status === 200) {
        await deleteAbandonedWorkspaces(
          dbOf(request),
          plan.abandoned.map((w) => w.id),
        ).catch((error: unknown) => {
          console.error(`Account deleted, its workspaces not: ${describeDbError(error)}`);
        });
        return redirect(`${AUTH_PATHS.signIn}?etat=supprime`, { headers: withCookies(answer) });
      }
      if (errorCode(answer) === "INVALID_PASSWORD") {
        return fail({
          intent,
          status: 400,
          fieldErrors: { currentPassword: e.currentPasswordWrong },
        });
      }
      return authFailure(answer, { intent });
    }
    default:
      return fail({ intent, status: 400, formError: settingsTexts.unknownIntent });
  }
}
