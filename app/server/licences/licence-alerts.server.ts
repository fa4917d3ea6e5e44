import {
  licencePath,
  licenceAlertTexts as t,
  LICENCE_EXPIRY_NOTICE_DAYS,
} from "~/content/licences";
import type { DashboardAlert } from "~/contracts/dashboard-figures";
import { formatDateCompact } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { and, desc, gte, lt, sql, type SQL } from "drizzle-orm";
import {
  expiringWithin,
  expiryBounds,
  installs,
  overAllocated,
  used as seatsUsed,
} from "./licence-list.server";
import { licence } from "./schema.server";

// The licences' items of 'Alertes récentes' (decision 0104), with the list's own predicates:
// over-allocated ones (critical: an audit finds them), since their last change; those expiring
// within the notice, since the notice began; those expired within as many days (critical: the
// software runs without a valid licence), since their expiry. An older expiry is no longer
// recent: the licence list still counts it among its 'expirées'.

const DAY_MS = 86_400_000;
const SHOWN = 6;

/**
 * Midnight UTC of an ISO day, and its noon (written as the same day in Conakry and Paris). The
 * expiry filters keep only licences with a day: `null` is never given.
 */
const startOf = (iso: string | null) => Date.parse(`${iso}T00:00:00Z`);
const noonOf = (iso: string | null) => new Date(startOf(iso) + DAY_MS / 2);

/** Expired before today, within the notice's number of days. */
function expiredWithin(now: Date): SQL {
  const { today, limit: since } = expiryBounds(now, -LICENCE_EXPIRY_NOTICE_DAYS);
  return and(lt(licence.expiresOn, today), gte(licence.expiresOn, since))!;
}

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
  const expired = await tx
    .select({ id: licence.id, name: licence.name, expiresOn: licence.expiresOn })
    .from(licence)
    .where(expiredWithin(now))
    .orderBy(desc(licence.expiresOn))
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
    ...expiring.map((row): DashboardAlert => ({
      id: `licence-expiring:${row.id}`,
      severity: "warning",
      title: t.expiring(row.name),
      detail: t.expiringDetail(formatDateCompact(noonOf(row.expiresOn))),
      href: licencePath(row.id),
      at: new Date(startOf(row.expiresOn) - LICENCE_EXPIRY_NOTICE_DAYS * DAY_MS).toISOString(),
    })),
    ...expired.map((row): DashboardAlert => ({
      id: `licence-expired:${row.id}`,
      severity: "critical",
      title: t.expired(row.name),
      detail: t.expiredDetail(formatDateCompact(noonOf(row.expiresOn))),
      href: licencePath(row.id),
      at: new Date(startOf(row.expiresOn)).toISOString(),
    })),
  ];
}
