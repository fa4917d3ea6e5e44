import {
  licencePath,
  licenceAlertTexts as t,
  LICENCE_EXPIRY_NOTICE_DAYS,
} from "~/content/licences";
import type { DashboardAlert } from "~/contracts/dashboard-figures";
import { formatDateCompact } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { sql } from "drizzle-orm";
import { expiringWithin, installs, overAllocated, used as seatsUsed } from "./licence-list.server";
import { licence } from "./schema.server";

// The licences' items of 'Alertes récentes' (decision 0104), with the list's own predicates:
// over-allocated ones (critical: an audit finds them), since their last change; those expiring
// within the notice, since the notice began.

const DAY_MS = 86_400_000;
const SHOWN = 6;

export async function licenceAlerts(tx: TenantTx, now: Date): Promise<DashboardAlert[]> {
  const used = sql<number>`greatest(${seatsUsed}, ${installs})`;
  const over = await tx
    .select({
      id: licence.id,
      name: licence.name,
      seats: licence.seats,
      used,
      at: licence.updatedAt,
    })
    .from(licence)
    .where(overAllocated)
    .orderBy(licence.name)
    .limit(SHOWN);
  const expiring = await tx
    .select({ id: licence.id, name: licence.name, expiresOn: licence.expiresOn })
    .from(licence)
    .where(expiringWithin(now))
    .orderBy(licence.expiresOn)
    .limit(SHOWN);
  return [
    ...over.map((row): DashboardAlert => ({
      id: `licence-over:${row.id}`,
      severity: "critical",
      title: t.over(row.name),
      detail: t.overDetail(row.used, row.seats),
      href: licencePath(row.id),
      at: row.at.toISOString(),
    })),
    ...expiring.map((row): DashboardAlert => {
      const ends = Date.parse(`${row.expiresOn}T00:00:00Z`);
      return {
        id: `licence-expiring:${row.id}`,
        severity: "warning",
        title: t.expiring(row.name),
        detail: t.expiringDetail(formatDateCompact(new Date(ends + DAY_MS / 2))),
        href: licencePath(row.id),
        at: new Date(ends - LICENCE_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString(),
      };
    }),
  ];
}
