import { Monitor, UserRound } from "lucide-react";
import { useNavigation } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { licencePageTexts as t } from "~/content/licences";
import type { LicenceActionResult, LicencePageView } from "~/contracts/licences";
import { cn } from "~/lib/cn";
import { TextField } from "~/components/module/field";

/** The seats assigned (release each), and the form that assigns one (an asset tag or an e-mail). */
export function LicenceSeats({
  view,
  manage,
  result,
}: {
  view: LicencePageView;
  manage: boolean;
  result: LicenceActionResult | undefined;
}) {
  const mine =
    result && (result.intent === "assign" || result.intent === "release") ? result : null;
  const refused = mine && !mine.ok ? mine : null;
  return (
    <section
      aria-labelledby="licence-postes"
      className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      data-testid="licence-seats"
    >
      <div>
        <h2 id="licence-postes" className="text-base font-semibold">
          {t.seatsTitle}
        </h2>
        <p
          className="mt-1 text-sm text-muted-foreground tabular-nums"
          data-testid="licence-seat-count"
        >
          {t.seatsLead(view.used, view.seats)}
        </p>
        {view.installs > 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{t.installsLead(view.installs)}</p>
        ) : null}
      </div>
      {view.over && view.seats !== null ? (
        <FormAlert tone="error" testId="licence-over">
          {t.overWarning(Math.max(view.used, view.installs), view.seats)}
        </FormAlert>
      ) : null}
      {mine?.ok ? <FormAlert tone="success">{mine.notice}</FormAlert> : null}
      {refused?.formError && refused.intent === "release" ? (
        <FormAlert tone="error">{refused.formError}</FormAlert>
      ) : null}
      {view.seatList.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">
          {t.noSeat}
        </p>
      ) : (
        <ul className="divide-y rounded-lg border" data-testid="seat-list">
          {view.seatList.map((seat) => {
            const Icon = seat.kind === "asset" ? Monitor : UserRound;
            return (
              <li
                key={seat.id}
                className="flex min-w-0 items-center gap-3 px-3 py-2.5"
                data-testid="seat"
              >
                <Icon
                  aria-label={seat.kind === "asset" ? t.assetKind : t.personKind}
                  className="size-4 shrink-0 text-muted-foreground"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words">{seat.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t.assignedOn} {seat.assignedAt}
                  </p>
                </div>
                {manage ? <ReleaseButton seatId={seat.id} name={seat.name} /> : null}
              </li>
            );
          })}
        </ul>
      )}
      {manage ? (
        <WorkspaceForm
          method="post"
          className="grid gap-3 border-t pt-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
        >
          <TextField
            spellCheck={false}
            name="target"
            label={t.assign}
            hint={t.assignHint}
            defaultValue={refused?.intent === "assign" ? (refused.values?.target ?? "") : ""}
            maxLength={254}
            required
            error={refused?.intent === "assign" ? refused.formError : undefined}
          />
          <SubmitButton
            intent="assign"
            label={t.assignSubmit}
            pendingLabel={t.assignPending}
            className="sm:mt-7 sm:w-auto"
          />
        </WorkspaceForm>
      ) : null}
    </section>
  );
}

function ReleaseButton({ seatId, name }: { seatId: string; name: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("seat") === seatId;
  return (
    <WorkspaceForm method="post">
      <input type="hidden" name="seat" value={seatId} />
      <button
        type="submit"
        name="intent"
        value="release"
        disabled={busy}
        aria-label={busy ? undefined : t.releaseLabel(name)}
        className={cn(buttonClass("outline", "sm"))}
      >
        {busy ? t.releasePending : t.release}
      </button>
    </WorkspaceForm>
  );
}
