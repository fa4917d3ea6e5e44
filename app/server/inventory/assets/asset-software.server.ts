import { asc, count, eq, sql } from "drizzle-orm";
import { ASSET_SOFTWARE_MAX } from "~/content/inventory-asset";
import { licencePath } from "~/content/licences";
import type { AssetSoftwareView } from "~/contracts/asset-page-view";
import { formatDateTimeFull } from "~/lib/date-time";
import { installedSoftware, type AssetRow } from "~/server/db/inventory-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { covers } from "./licence-match.server";
import { inTurn } from "~/server/platform/in-turn.server";

// The asset page's 'Logiciels installés': what the discovery agent last reported on this asset,
// the first 100 by (folded) name, each with the licence that covers it (same rule as the licences'
// counts, ./licence-match.server.ts; the first by name when several do), and the total. Two
// statements on the (workspace, asset, name) index; the licence look-ups run for the 100 rows
// shown only (the planner evaluates such sub-queries after the sort and the limit).

const coveringLicence = (column: "id" | "name") =>
  sql<
    string | null
  >`(select l.${sql.raw(column)} from licence l where ${covers("l", '"installed_software"')} order by l.name, l.id limit 1)`;

export async function assetSoftware(
  tx: TenantTx,
  row: Pick<AssetRow, "id" | "lastInventoryAt">,
): Promise<AssetSoftwareView> {
  const [rows, [total]] = await inTurn(
    () =>
      tx
        .select({
          id: installedSoftware.id,
          name: installedSoftware.name,
          version: installedSoftware.version,
          publisher: installedSoftware.publisher,
          licenceId: coveringLicence("id"),
          licenceName: coveringLicence("name"),
        })
        .from(installedSoftware)
        .where(eq(installedSoftware.assetId, row.id))
        .orderBy(
          asc(installedSoftware.matchName),
          asc(installedSoftware.name),
          sql`${installedSoftware.version} nulls first`,
          asc(installedSoftware.id),
        )
        .limit(ASSET_SOFTWARE_MAX),
    () =>
      tx
        .select({ n: count() })
        .from(installedSoftware)
        .where(eq(installedSoftware.assetId, row.id)),
  );
  return {
    total: total?.n ?? 0,
    inventoriedAt: row.lastInventoryAt ? formatDateTimeFull(row.lastInventoryAt) : null,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      version: r.version,
      publisher: r.publisher,
      licence:
        r.licenceId && r.licenceName
          ? { name: r.licenceName, href: licencePath(r.licenceId) }
          : null,
    })),
  };
}
