import type { MemberOption } from "~/content/project-pages";
import { workspacePeople } from "~/server/workspaces/members.server";
import { refuseField } from "~/server/platform/refusal.server";
import { projectPageTexts } from "~/content/project-pages";
import type { ProjectContext } from "./project-scope.server";

// The workspace's members as the project forms offer them (owner, members), by name.

export async function workspaceMembers(ctx: ProjectContext): Promise<MemberOption[]> {
  const people = await workspacePeople(ctx.tx, null);
  return people.map(({ id, name }) => ({ id, label: name }));
}

/** Refuses (400 on the field) an owner or a member who is not one of the workspace's. */
export function checkMembers(
  members: readonly MemberOption[],
  ownerId: string | null,
  memberIds: readonly string[],
) {
  const known = new Set(members.map((m) => m.id));
  const e = projectPageTexts.errors;
  if (ownerId && !known.has(ownerId)) throw refuseField(400, "ownerId", e.memberUnknown);
  if (memberIds.some((id) => !known.has(id))) throw refuseField(400, "memberIds", e.memberUnknown);
}
