import { and, eq } from "drizzle-orm";
import { assetStatusLabels } from "~/content/inventory";
import type { LinkedAssetRow } from "~/content/project-pages";
import {
  assetsByIds,
  requireTicketAsset,
  searchAssets,
  type LinkedAsset,
} from "~/server/inventory/index.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import type { ProjectContext } from "./project-scope.server";
import { projectAsset, type ProjectRow } from "./schema.server";

// 'Équipements concernés': the inventory's assets a project is about, read and searched through
// the inventory's public face. Another workspace's asset (hidden by row-level security) or an id
// that is not one answers the inventory's 404.

const rowOf = (a: LinkedAsset): LinkedAssetRow => ({
  id: a.id,
  tag: a.tag,
  name: a.name,
  statusLabel: assetStatusLabels[a.status],
  href: a.href,
});

export async function linkedAssets(ctx: ProjectContext, projectId: string) {
  const links = await ctx.tx
    .select({ id: projectAsset.assetId })
    .from(projectAsset)
    .where(eq(projectAsset.projectId, projectId));
  return (
    await assetsByIds(
      ctx.tx,
      links.map((l) => l.id),
    )
  ).map(rowOf);
}

/** Up to 10 assets matching `q`, those already linked left out. */
export async function assetChoices(
  ctx: ProjectContext,
  q: string,
  linked: readonly LinkedAssetRow[],
) {
  const taken = new Set(linked.map((a) => a.id));
  return (await searchAssets(ctx.tx, q, 10)).filter((a) => !taken.has(a.id)).map(rowOf);
}

export async function linkAsset(ctx: ProjectContext, row: ProjectRow, assetId: string) {
  const found = await requireTicketAsset(ctx.tx, assetId);
  await ctx.tx
    .insert(projectAsset)
    .values({ projectId: row.id, assetId: found.id, linkedAt: ctx.now })
    .onConflictDoNothing();
  await moduleJournal(ctx.tx, ctx.actor, "project.assets", `${row.code} ${row.name}`, {
    linked: `${found.tag} ${found.name}`,
  });
}

export async function unlinkAsset(ctx: ProjectContext, row: ProjectRow, assetId: string) {
  const found = await requireTicketAsset(ctx.tx, assetId);
  await ctx.tx
    .delete(projectAsset)
    .where(and(eq(projectAsset.projectId, row.id), eq(projectAsset.assetId, found.id)));
  await moduleJournal(ctx.tx, ctx.actor, "project.assets", `${row.code} ${row.name}`, {
    unlinked: `${found.tag} ${found.name}`,
  });
}
