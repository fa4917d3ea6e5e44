import { data, redirect } from "react-router";
import {
  teamCan,
  teamErrors,
  teamFormTexts,
  teamPath,
  teamTexts,
  TEAMS_PATH,
  WEEKDAY_LABELS,
  type Rotation,
  type TeamFormResult,
  type TeamFormValues,
  type TeamFormView,
  type TeamListView,
} from "~/content/team-management";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { NO_STORE } from "~/lib/cache-control";
import { getViewer } from "~/server/auth/viewer.server";
import { policyOf } from "~/server/helpdesk/index.server";
import { readForm, textField } from "~/server/platform/form.server";
import { WorkspaceError, workspaceErrorResponse } from "~/server/workspaces/tenant.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { checkTeam, EMPTY_TEAM, hoursOf, teamValuesOf } from "./team-draft.server";
import { membersOf } from "./availability.server";
import { runTeams } from "./team-scope.server";
import {
  createTeam,
  deleteTeam,
  handlersOf,
  listTeams,
  memberIdsOf,
  setMemberHours,
  teamById,
  updateTeam,
} from "./team-store.server";

// The team list and the team form (new and edit, with its deletion). Anonymous visitors keep the
// catalogue's placeholder; another workspace's team, or an id that is not one, is the French 404.

const NOTICES: Record<string, string> = {
  cree: teamTexts.created,
  enregistre: teamTexts.saved,
  supprime: teamTexts.deleted,
  horaires: teamFormTexts.memberHoursSaved,
};
export const noticeOf = (request: Request, notices: Record<string, string> = NOTICES) =>
  notices[new URL(request.url).searchParams.get("avis") ?? ""] ?? null;

export async function teamListLoader(request: Request) {
  const viewer = await getViewer(request);
  if (!viewer) return null;
  if (!viewer.workspace) return data({ view: null, notice: null }, { headers: NO_STORE });
  const view = await runTeams(request, "team.read", async (ctx): Promise<TeamListView> => ({
    items: (await listTeams(ctx.tx)).map((r) => ({
      id: r.id,
      name: r.name,
      leadName: r.leadName,
      members: r.members,
      rotation: r.rotation as Rotation,
      backlog: r.backlog,
      href: teamPath(r.id),
    })),
    canManage: ctx.canManage,
    handles: teamCan(ctx.role, "workload.read"),
  })).catch(workspaceErrorResponse);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

const daysText = (days: readonly number[]) =>
  days.map((d) => WEEKDAY_LABELS[d]!.toLowerCase()).join(", ");

async function formView(
  tx: TenantTx,
  { canManage, role }: { canManage: boolean; role: WorkspaceRole },
  team: TeamFormView["team"],
  values: TeamFormValues,
): Promise<TeamFormView> {
  const calendar = (await policyOf(tx)).calendar;
  const members = team ? await membersOf(tx, team.id) : [];
  return {
    team,
    memberHours: members.map((m) => ({
      id: m.id,
      name: m.name,
      hours: m.hours ? { own: true, ...m.hours } : { ...values.hours, own: false },
      summary: m.hours
        ? teamFormTexts.hoursSummary(daysText(m.hours.workDays), m.hours.start, m.hours.end)
        : teamFormTexts.teamHours,
    })),
    values,
    handlers: await handlersOf(tx),
    defaultHours: {
      days: daysText(calendar.workDays),
      start: calendar.start,
      end: calendar.end,
    },
    canManage,
    handles: teamCan(role, "workload.read"),
  };
}

/** The form: a new team (`id` undefined, Administrateur and up) or a team's page (every role reads). */
export async function teamFormLoader(request: Request, id?: string) {
  const action = id === undefined ? "team.manage" : "team.read";
  const view = await runTeams(request, action, async (ctx) => {
    const calendar = (await policyOf(ctx.tx)).calendar;
    const helpdeskHours = {
      own: false,
      workDays: calendar.workDays,
      start: calendar.start,
      end: calendar.end,
    };
    if (id === undefined) {
      return formView(ctx.tx, ctx, null, { ...EMPTY_TEAM, hours: helpdeskHours });
    }
    const row = await teamById(ctx.tx, id);
    const values: TeamFormValues = {
      name: row.name,
      leadId: row.leadId ?? "",
      memberIds: await memberIdsOf(ctx.tx, row.id),
      rotation: row.rotation as Rotation,
      reassign: row.escalationReassign,
      hours: row.hours ? { own: true, ...row.hours } : helpdeskHours,
    };
    return formView(ctx.tx, ctx, { id: row.id, version: row.version }, values);
  }).catch(workspaceErrorResponse);
  return data({ view, notice: noticeOf(request) }, { headers: NO_STORE });
}

function refuse(status: number, formError: string, extra: Partial<TeamFormResult> = {}) {
  return data<TeamFormResult>({ ok: false, status, formError, ...extra } as TeamFormResult, {
    status,
    headers: NO_STORE,
  });
}

/** Saves the form (new or edit), or deletes the team (`intent=delete`); refusals keep the input. */
export async function teamFormAction(request: Request, id?: string) {
  let values: TeamFormValues = EMPTY_TEAM;
  try {
    const form = await readForm(request);
    if (id !== undefined && textField(form, "intent") === "delete") {
      await runTeams(request, "team.manage", (ctx) => deleteTeam(ctx, id));
      return redirect(`${TEAMS_PATH}?avis=supprime`, { status: 303, headers: NO_STORE });
    }
    if (id !== undefined && textField(form, "intent") === "member-hours") {
      const hours = hoursOf(teamValuesOf(form).hours);
      if (hours === "invalid") {
        return refuse(400, teamErrors.form, { fieldErrors: { memberHours: teamErrors.hours } });
      }
      const userId = textField(form, "userId");
      await runTeams(request, "team.manage", (ctx) => setMemberHours(ctx, id, userId, hours));
      return redirect(`${teamPath(id)}?avis=horaires`, { status: 303, headers: NO_STORE });
    }
    values = teamValuesOf(form);
    const errors = checkTeam(values);
    if (Object.keys(errors).length)
      return refuse(400, teamErrors.form, { fieldErrors: errors, values });
    const version = Number(textField(form, "version"));
    const saved = await runTeams(request, "team.manage", (ctx) =>
      id === undefined ? createTeam(ctx, values) : updateTeam(ctx, id, version, values),
    );
    if (saved === "stale") return refuse(409, teamErrors.stale, { values });
    if (!saved.ok) return refuse(400, teamErrors.form, { fieldErrors: saved.fieldErrors, values });
    const notice = id === undefined ? "cree" : "enregistre";
    return redirect(`${teamPath(saved.id)}?avis=${notice}`, { status: 303, headers: NO_STORE });
  } catch (error) {
    if (error instanceof WorkspaceError) return refuse(error.status, error.message, { values });
    throw error;
  }
}
