import { WorkspaceForm } from "~/components/module/workspace-form";
import { membersTexts as t } from "~/content/members";
import { roleLabels } from "~/content/workspaces";
import type { MemberLine } from "~/contracts/members-view";
import { formatDateCompact } from "~/lib/date-time";
import { ConfirmedAction, RoleOptions, RowButton, selectClass } from "./member-forms";
import {
  cellClass,
  CellLabel,
  rowClass,
  StackedHead,
  tableClass,
  wideCellClass,
} from "~/components/ui/stacked-table";

const c = t.members;

/** The members: a table from `md` up, one card per member below (the same rows, stacked). */
export function MemberTable({ members }: { members: MemberLine[] }) {
  return (
    <table className={tableClass} data-testid="members-table">
      <StackedHead
        caption={c.caption}
        columns={[
          { label: c.name },
          { label: c.role, width: "w-72" },
          { label: c.joined, width: "w-36" },
          { label: c.actions, width: "w-40", actions: true },
        ]}
      />
      <tbody className="max-md:grid max-md:gap-3">
        {members.map((m) => (
          <tr key={m.id} className={rowClass} data-testid="member-row">
            <td className={wideCellClass}>
              <p dir="auto" className="font-medium break-words">
                {m.name}
                {m.isSelf ? (
                  <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-normal text-muted-foreground">
                    {t.you}
                  </span>
                ) : null}
              </p>
              <p dir="auto" className="text-xs break-all text-muted-foreground">
                {m.email}
              </p>
            </td>
            <td className={m.roleChoices.length > 0 ? wideCellClass : cellClass}>
              <CellLabel>{c.role}</CellLabel>
              {m.roleChoices.length > 0 ? (
                <RoleForm member={m} />
              ) : (
                <span data-testid="member-role">{roleLabels[m.role]}</span>
              )}
            </td>
            <td className={cellClass}>
              <CellLabel>{c.joined}</CellLabel>
              <time dateTime={m.joinedAt.toISOString()} className="whitespace-nowrap tabular-nums">
                {formatDateCompact(m.joinedAt)}
              </time>
            </td>
            <td className={`${wideCellClass} max-md:empty:hidden md:text-right`}>
              {m.canRemove ? (
                <ConfirmedAction
                  open={t.remove.open}
                  question={t.remove.confirm(m.name)}
                  intent="remove"
                  fields={{ memberId: m.id }}
                  label={t.remove.submit}
                  pendingLabel={t.remove.pending}
                />
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RoleForm({ member }: { member: MemberLine }) {
  const id = `role-${member.id}`;
  return (
    <WorkspaceForm method="post" className="flex min-w-0 items-center gap-2">
      <input type="hidden" name="memberId" value={member.id} />
      <label htmlFor={id} className="sr-only">
        {t.changeRole.label(member.name)}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={member.role}
        className={`${selectClass} h-9 flex-1 md:max-w-44`}
      >
        <RoleOptions roles={member.roleChoices} />
      </select>
      <RowButton
        intent="role"
        fields={{ memberId: member.id }}
        label={t.changeRole.submit}
        pendingLabel={t.changeRole.pending}
      />
    </WorkspaceForm>
  );
}
