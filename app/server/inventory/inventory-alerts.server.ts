import { assetPath } from "~/content/inventory";
import { inventoryAlertTexts as t } from "~/content/inventory-list";
import type { DashboardAlert } from "~/contracts/dashboard-figures";
import { EMPTY_ASSET_QUERY } from "~/contracts/inventory-list";
import { formatDateCompact } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { listAssets } from "./assets/asset-list.server";

// The inventory's items of 'Alertes récentes' (decision 0104): the first assets of the list
// behind the 'Garanties à échéance' card (warranty ending within 30 days, soonest first), each
// dated from when it entered those 30 days.

const NOTICE_DAYS = 30;
const SHOWN = 6;
const DAY_MS = 86_400_000;

export async function inventoryAlerts(tx: TenantTx, now: Date): Promise<DashboardAlert[]> {
  const { rows } = await listAssets(
    tx,
    { ...EMPTY_ASSET_QUERY, warranty: "30", sort: "warranty" },
    now,
  );
  return rows.slice(0, SHOWN).flatMap((row): DashboardAlert[] => {
    if (!row.warrantyEnd) return [];
    const ends = Date.parse(`${row.warrantyEnd}T00:00:00Z`);
    return [
      {
        id: `warranty:${row.id}`,
        severity: "warning",
        title: t.warranty(row.name),
        detail: t.warrantyDetail(row.tag, formatDateCompact(new Date(ends + DAY_MS / 2))),
        href: assetPath(row.id),
        at: new Date(ends - NOTICE_DAYS * DAY_MS).toISOString(),
      },
    ];
  });
}
