import { FormRefusal as KitRefusal } from "~/components/module/form-refusal";
import { ticketPageTexts as t } from "~/content/helpdesk-ticket";
import type { TicketFormResult, TicketWhen } from "~/contracts/ticket-page-view";

// The pieces every form of the ticket page shares: field styles, a field's French error, the
// form's refusal (with 'Recharger' when the ticket changed meanwhile) and a titled card.

export const controlClass =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

export const labelClass = "text-sm font-medium";

/** The `aria-*` of a field and the id of its error. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-erreur` : undefined,
  } as const;
}

export function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-erreur`} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

/** The refusal of this form, if the last post was this form's. */
export function FormRefusal({ result, href }: { result?: TicketFormResult; href: string }) {
  return <KitRefusal result={result} reloadHref={href} reloadLabel={t.reload} />;
}

export { PanelCard } from "~/components/ui/panel-card";

/** `result` when it belongs to the form of `intent`. */
export const resultFor = (result: TicketFormResult | undefined, intent: string) =>
  result?.intent === intent ? result : undefined;

export const When = ({ at }: { at: TicketWhen }) => <time dateTime={at.iso}>{at.label}</time>;
