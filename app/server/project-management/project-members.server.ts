import { eq, sql } from "drizzle-orm";
import type { MemberOption } from "~/content/project-pages";
import { authMember, authUser } from "~/server/db/auth-schema.server";
import { refuseField } from "~/server/platform/refusal.server";
import { projectPageTexts } from "~/content/project-pages";
import type { ProjectContext } from "./project-scope.server";

// The workspace's members as the project forms offer them (owner, members): one statement, by
// name. The tenant transaction's row-level security keeps it to this workspace's members.

export async function workspaceMembers(ctx: ProjectContext): Promise<MemberOption[]> {
  const rows = await ctx.tx
    .select({ id: authUser.id, label: authUser.name })
    .from(authMember)
    .innerJoin(authUser, eq(authUser.id, authMember.userId))
    .orderBy(sql`lower(${authUser.name})`);
  return rows;
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
