import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "~/components/ui/submit-button";
import { cn } from "~/lib/cn";

/**
 * The foot of a create or edit form: 'Annuler' (a link back) and the submit button, stacked on a
 * phone with the submit on top, side by side at the right from `sm`.
 */
export function FormActions({
  cancel,
  submit,
  className,
}: {
  cancel: { to: string; label: string };
  submit: { intent: string; label: string; pendingLabel: string };
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse gap-2 border-t pt-5 sm:flex-row sm:justify-end",
        className,
      )}
    >
      <Link to={cancel.to} className={buttonClass("outline")}>
        {cancel.label}
      </Link>
      <SubmitButton {...submit} className="sm:w-auto" />
    </div>
  );
}
