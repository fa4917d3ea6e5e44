import { buttonClass } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { cn } from "~/lib/cn";

// A record page's form refused (docs/decisions/0082-module-ui-kit.md): the French message, and a
// 'Recharger' link when the record changed meanwhile (`stale`: the form's version is old).
//
//   <FormRefusal result={resultOf(result, "edit")} reloadHref={pagePath} reloadLabel={t.reload} />

export function FormRefusal({
  result,
  reloadHref,
  reloadLabel,
}: {
  result?: { formError?: string; stale?: boolean };
  reloadHref: string;
  reloadLabel: string;
}) {
  if (!result?.formError) return null;
  return (
    <div className="grid gap-2" aria-live="polite">
      <FormAlert tone="error">{result.formError}</FormAlert>
      {result.stale ? (
        <a href={reloadHref} className={cn(buttonClass("outline", "sm"), "w-fit")}>
          {reloadLabel}
        </a>
      ) : null}
    </div>
  );
}
