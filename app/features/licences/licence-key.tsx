import { KeyRound } from "lucide-react";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { FormAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { licencePageTexts as t, maskedKey } from "~/content/licences";
import type { LicenceActionResult } from "~/contracts/licences";

/**
 * The key, masked ('••••-••••-ABCD'); 'Afficher la clé' posts (journaled) and the answer of that
 * post alone carries the key: reloading the page masks it again.
 */
export function LicenceKey({
  hint,
  canReveal,
  result,
}: {
  hint: string | null;
  canReveal: boolean;
  result: LicenceActionResult | undefined;
}) {
  const revealed = result?.ok && "revealedKey" in result ? result.revealedKey : null;
  const refused = result && !result.ok && result.intent === "reveal" ? result : null;
  return (
    <section
      aria-labelledby="licence-cle"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <h2 id="licence-cle" className="flex items-center gap-2 text-base font-semibold">
        <KeyRound aria-hidden className="size-4 text-muted-foreground" />
        {t.keyTitle}
      </h2>
      {hint === null ? (
        <p className="mt-3 text-sm text-muted-foreground">{t.keyNone}</p>
      ) : (
        <div className="mt-3 grid gap-3">
          <p
            className="rounded-md border bg-muted/50 px-3 py-2 font-mono text-sm break-all select-all"
            data-testid="licence-key"
          >
            {revealed ?? maskedKey(hint)}
          </p>
          {revealed ? (
            <div aria-live="polite" className="grid gap-1">
              <FormAlert tone="success">{t.keyRevealed}</FormAlert>
              <p className="text-xs text-muted-foreground">{t.keyCopyHint}</p>
            </div>
          ) : canReveal ? (
            <WorkspaceForm method="post" replace>
              <SubmitButton
                intent="reveal"
                variant="outline"
                label={t.keyReveal}
                pendingLabel={t.keyRevealPending}
              />
            </WorkspaceForm>
          ) : null}
          {refused?.formError ? <FormAlert tone="error">{refused.formError}</FormAlert> : null}
        </div>
      )}
    </section>
  );
}
