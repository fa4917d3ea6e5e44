import { WORKSPACE_EXPORT_PATH, type CancelView } from "~/content/billing-cancel";
import type { CustomerView } from "~/content/billing-staff";
import { formatDay } from "~/content/billing-documents";
import type { AccountRow } from "./account.server";
import { dayOf } from "./billing-calendar.server";
import { paidUntil } from "./cancel.server";

// What the subscription page shows of a cancellation (decision 0117): before, the day it would
// take effect (the paid period's end; during a trial, at once); after, the day the data is
// deleted and the workspace's export.

export function cancelView(account: AccountRow | null, now: Date): CancelView {
  const today = dayOf(now);
  if (account?.status === "cancelled") {
    return {
      canCancel: false,
      effectiveOn: null,
      deleteOn: account.deleteAfter ? formatDay(account.deleteAfter) : null,
      exportHref: WORKSPACE_EXPORT_PATH,
    };
  }
  const until = paidUntil(account, today);
  return {
    canCancel: true,
    effectiveOn: until ? formatDay(until) : null,
    deleteOn: null,
    exportHref: null,
  };
}

/** Staff's side: 'Résilier' before, 'Réactiver' until the deletion's day. */
export function staffCancelView(account: AccountRow | null, today: string): CustomerView["cancel"] {
  const cancelled = account?.status === "cancelled";
  return {
    canCancel: !cancelled,
    paidUntil: cancelled ? null : paidUntil(account, today),
    deleteAfter: cancelled ? account.deleteAfter : null,
    canReactivate: cancelled && (!account.deleteAfter || account.deleteAfter >= today),
  };
}
