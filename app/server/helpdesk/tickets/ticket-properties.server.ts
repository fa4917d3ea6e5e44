import { checkVersion, lockTicket, type HelpdeskContext } from "./ticket-core.server";
import { updateDetails } from "./ticket-details.server";
import type { PropertiesChange } from "./ticket-page-input.server";
import { assignTicket, changeStatus, setPriority } from "./ticket-update.server";

// 'Propriétés' saved at once (decision 0068): the version the form showed is checked once, then
// each change goes through its own command, with its rules, thread event and journal entry, in
// the caller's one transaction: a refusal of any of them (a forbidden transition, a technician
// who is not one) leaves the ticket as it was. The classification, the priority and the assignee
// come before the status, so that resolving or closing in the same post does not refuse them.

/** Applies `change`; true when anything changed. */
export async function updateProperties(
  ctx: HelpdeskContext,
  number: number,
  change: PropertiesChange,
): Promise<boolean> {
  const before = await lockTicket(ctx.tx, number);
  checkVersion(before, change.version);
  let row = before;
  if (change.details) row = await updateDetails(ctx, number, undefined, change.details);
  if (change.priority) row = await setPriority(ctx, number, undefined, change.priority);
  if (change.assigneeId !== undefined) {
    row = await assignTicket(ctx, number, undefined, change.assigneeId);
  }
  const status = change.status?.(ctx.policy, ctx.now);
  if (status && status.to !== row.status) {
    row = await changeStatus(ctx, number, undefined, status);
  }
  return row.version !== before.version;
}
