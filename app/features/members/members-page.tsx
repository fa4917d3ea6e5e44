import type { ReactNode } from "react";
import { useActionData } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { membersTexts as t } from "~/content/members";
import { workspaceErrors } from "~/content/workspaces";
import type { MembersView } from "~/contracts/members-view";
import type { WorkspaceResult } from "~/contracts/workspace-result";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { cn } from "~/lib/cn";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField } from "./email-field";
import { InvitationTable } from "./invitation-table";
import { ConfirmedAction, RoleOptions, selectClass } from "./member-forms";
import { MemberTable } from "./member-table";
import { EXTRA_SEAT_FIELD, EXTRA_SEAT_MARKER, seatTexts } from "~/content/billing-seats";

const ROW_INTENTS = new Set(["resend", "revoke", "role", "remove"]);
const tableFrame = "md:overflow-hidden md:rounded-xl md:border md:bg-card md:shadow-sm";

/** /dashboard/user-management for a signed-in person (null view: no workspace). */
export function MembersPage({ view }: { view: MembersView | null }) {
  const result = useActionData<WorkspaceResult>();
  if (!view) {
    return (
      <Page>
        <Heading lead={null} />
        <FormAlert tone="error">{t.noWorkspace}</FormAlert>
      </Page>
    );
  }
  const rowResult = result && ROW_INTENTS.has(result.intent) ? result : undefined;
  return (
    <Page>
      <Heading lead={t.lead(view.workspaceName, view.members.length)} />

      {view.inviteRoles.length > 0 ? (
        <InviteCard view={view} result={result?.intent === "invite" ? result : undefined} />
      ) : null}

      <section aria-labelledby="membres-titre" className="grid gap-3">
        <h2 id="membres-titre" className="text-lg font-semibold">
          {t.members.heading}
        </h2>
        <div aria-live="polite">{rowResult ? <Outcome result={rowResult} /> : null}</div>
        <div className={tableFrame}>
          <MemberTable members={view.members} />
        </div>
      </section>

      {view.invitations ? (
        <section aria-labelledby="invitations-titre" className="grid gap-3">
          <h2 id="invitations-titre" className="text-lg font-semibold">
            {t.invitations.heading}
          </h2>
          {view.invitations.length > 0 ? (
            <div className={tableFrame}>
              <InvitationTable invitations={view.invitations} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t.invitations.none}</p>
          )}
        </section>
      ) : null}

      <LeaveCard view={view} result={result?.intent === "leave" ? result : undefined} />
    </Page>
  );
}

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl min-w-0 gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      {children}
    </div>
  );
}

function Heading({ lead }: { lead: string | null }) {
  return (
    <div className="min-w-0">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t.title}</h1>
      {lead ? <p className="mt-1 break-words text-muted-foreground">{lead}</p> : null}
    </div>
  );
}

function Outcome({ result }: { result: WorkspaceResult }) {
  if (result.ok) return <FormAlert tone="success">{result.notice}</FormAlert>;
  return result.formError ? <FormAlert tone="error">{result.formError}</FormAlert> : null;
}

function Card({
  id,
  heading,
  lead,
  children,
}: {
  id: string;
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-titre`}
      className="grid gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-titre`} className="text-lg font-semibold">
          {heading}
        </h2>
        <p id={`${id}-texte`} className="mt-1 text-sm text-muted-foreground">
          {lead}
        </p>
      </div>
      {children}
    </section>
  );
}

function InviteCard({ view, result }: { view: MembersView; result: WorkspaceResult | undefined }) {
  const failure = result && !result.ok ? result : undefined;
  const roleError = failure?.fieldErrors?.role;
  return (
    <Card id="inviter" heading={t.invite.heading} lead={t.invite.lead}>
      {view.inviterUnverified ? (
        <FormAlert tone="error">{workspaceErrors.unverifiedInviter}</FormAlert>
      ) : (
        // A new form after each invitation sent: the fields start empty again.
        <WorkspaceForm
          key={result?.ok ? result.notice : "invite"}
          method="post"
          className="grid gap-4 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-start"
        >
          {result ? (
            <div className="md:col-span-3" aria-live="polite">
              <Outcome result={result} />
            </div>
          ) : null}
          <ExtraSeat view={view} failure={failure} />
          <EmailField
            id="invitation-email"
            name="email"
            type="email"
            label={t.invite.email}
            autoComplete="off"
            maxLength={254}
            defaultValue={failure?.values?.email}
            error={failure?.fieldErrors?.email}
          />
          <div className="grid gap-2">
            <label htmlFor="invitation-role" className="text-sm font-medium">
              {t.invite.role}
            </label>
            <select
              id="invitation-role"
              name="role"
              defaultValue={failure?.values?.role ?? "member"}
              aria-invalid={roleError ? true : undefined}
              aria-describedby={roleError ? "invitation-role-erreur" : undefined}
              className={`${selectClass} h-10 w-full`}
            >
              <RoleOptions roles={view.inviteRoles} />
            </select>
            {roleError ? (
              <p id="invitation-role-erreur" className="text-sm font-medium text-destructive">
                {roleError}
              </p>
            ) : null}
          </div>
          <SubmitButton
            intent="invite"
            label={t.invite.submit}
            pendingLabel={t.invite.pending}
            className="md:mt-7 md:w-auto"
          />
        </WorkspaceForm>
      )}
    </Card>
  );
}

/**
 * At the paid seats (decision 0118): said before the first submit, with the prorated amount and
 * the owner's confirmation box (the server still refuses without it, keeping what was typed);
 * another inviter reads that only the owner may add a seat.
 */
function ExtraSeat({
  view,
  failure,
}: {
  view: MembersView;
  failure: Extract<WorkspaceResult, { ok: false }> | undefined;
}) {
  const seat = view.extraSeat;
  const asked = failure?.formError?.startsWith(EXTRA_SEAT_MARKER) ?? false;
  if (!seat && !asked) return null;
  return (
    <div
      className="grid gap-2 rounded-md border border-amber-300/70 bg-amber-50 p-3 text-sm text-amber-950 md:col-span-3 dark:border-amber-500/40 dark:bg-amber-950/30 dark:text-amber-100"
      data-testid="extra-seat"
    >
      {seat ? (
        <p>
          {seat.isOwner
            ? seatTexts.upfront(seat.paid, seat.amount)
            : seatTexts.ownerOnly(seat.paid)}
        </p>
      ) : null}
      {asked || seat?.isOwner ? (
        <label className="flex items-start gap-2 font-medium">
          <input
            type="checkbox"
            name={EXTRA_SEAT_FIELD}
            value="oui"
            required
            defaultChecked={failure?.values?.[EXTRA_SEAT_FIELD] === "oui"}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          {seatTexts.confirm}
        </label>
      ) : null}
    </div>
  );
}

function LeaveCard({ view, result }: { view: MembersView; result: WorkspaceResult | undefined }) {
  return (
    <Card
      id="quitter"
      heading={t.leave.open}
      lead={view.lastOwner ? workspaceErrors.lastOwner : t.leave.lead}
    >
      {result ? <Outcome result={result} /> : null}
      {view.lastOwner ? (
        // The way out is shown, closed, with the reason read as its description.
        <button
          type="button"
          disabled
          aria-describedby="quitter-texte"
          className={cn(buttonClass("outline", "sm"), "w-fit text-destructive")}
        >
          {t.leave.open}
        </button>
      ) : (
        <ConfirmedAction
          open={t.leave.open}
          question={t.leave.confirm(view.workspaceName)}
          align="start"
          intent="leave"
          label={t.leave.submit}
          pendingLabel={t.leave.pending}
        />
      )}
    </Card>
  );
}
