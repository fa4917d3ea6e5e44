import { FormAlert } from "~/components/ui/form-alert";
import { licencePageTexts } from "~/content/licences";
import type { LicenceActionResult, LicencePageView } from "~/contracts/licences";
import { ConfirmedAction } from "~/features/members";

const t = licencePageTexts.delete;

/**
 * 'Supprimer la licence': a disclosure, then the confirming button (works without JavaScript);
 * the action deletes the licence and its seats, then answers with the list (303). A refusal (a
 * read-only trial, a role without asset.manage) shows here.
 */
export function LicenceDelete({
  view,
  result,
}: {
  view: LicencePageView;
  result: LicenceActionResult | undefined;
}) {
  const refused = result?.intent === "delete" && !result.ok ? result : undefined;
  return (
    <section
      aria-labelledby="licence-suppression"
      className="grid min-w-0 gap-3 rounded-xl border border-destructive/40 bg-card p-5 text-card-foreground shadow-sm"
      data-testid="licence-delete"
    >
      <h2 id="licence-suppression" className="text-base font-semibold">
        {t.heading}
      </h2>
      <p className="text-sm text-pretty text-muted-foreground">{t.lead(view.used)}</p>
      {refused?.formError ? <FormAlert tone="error">{refused.formError}</FormAlert> : null}
      <div className="justify-self-start">
        <ConfirmedAction
          open={t.open}
          question={t.question(view.name)}
          align="start"
          intent="delete"
          label={t.submit}
          pendingLabel={t.pending}
        />
      </div>
    </section>
  );
}
