import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";
import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/** The submit button of a form, busy while that form (or its intent) is being sent. */
export function SubmitButton({
  label,
  pendingLabel,
  intent,
  variant = "primary",
  className,
}: {
  label: string;
  pendingLabel: string;
  intent?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  return (
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      className={cn(buttonClass(variant, "md"), "w-full", className)}
    >
      {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {busy ? pendingLabel : label}
    </button>
  );
}
