import { membersTexts as t } from "~/content/members";
import { roleLabels } from "~/content/workspaces";
import type { InvitationLine } from "~/contracts/members-view";
import { formatDateTimeCompact } from "~/lib/date-time";
import { ActionForm } from "./member-forms";
import {
  cellClass,
  CellLabel,
  rowClass,
  StackedHead,
  tableClass,
  wideCellClass,
} from "~/components/ui/stacked-table";

const c = t.invitations;

/** The pending invitations, with 'Renvoyer' and 'Annuler'. */
export function InvitationTable({ invitations }: { invitations: InvitationLine[] }) {
  return (
    <table className={tableClass} data-testid="invitations-table">
      <StackedHead
        caption={c.caption}
        columns={[
          { label: c.email },
          { label: c.role, width: "w-32" },
          { label: c.sent, width: "w-44" },
          { label: c.expires, width: "w-44" },
          { label: c.actions, width: "w-56", actions: true },
        ]}
      />
      <tbody className="max-md:grid max-md:gap-3">
        {invitations.map((i) => (
          <tr key={i.id} className={rowClass} data-testid="invitation-row">
            <td className={wideCellClass}>
              <p dir="auto" className="font-medium break-all">
                {i.email}
              </p>
            </td>
            <td className={cellClass}>
              <CellLabel>{c.role}</CellLabel>
              {roleLabels[i.role]}
            </td>
            <td className={cellClass}>
              <CellLabel>{c.sent}</CellLabel>
              <time dateTime={i.sentAt.toISOString()} className="whitespace-nowrap tabular-nums">
                {formatDateTimeCompact(i.sentAt)}
              </time>
            </td>
            <td className={wideCellClass}>
              <CellLabel>{c.expires}</CellLabel>
              {i.expired ? (
                <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
                  {c.expired}
                </span>
              ) : (
                <time
                  dateTime={i.expiresAt.toISOString()}
                  className="whitespace-nowrap tabular-nums"
                >
                  {formatDateTimeCompact(i.expiresAt)}
                </time>
              )}
            </td>
            <td className={wideCellClass}>
              {i.canManage ? (
                <div className="flex flex-wrap gap-2 md:justify-end">
                  <ActionForm
                    intent="resend"
                    fields={{ invitationId: i.id }}
                    label={c.resend}
                    pendingLabel={c.resending}
                  />
                  <ActionForm
                    intent="revoke"
                    fields={{ invitationId: i.id }}
                    label={c.revoke}
                    pendingLabel={c.revoking}
                    variant="ghost"
                  />
                </div>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
