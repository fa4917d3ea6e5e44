import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useNavigation } from "react-router";
import { WorkspaceForm } from "~/components/module/workspace-form";
import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { roleLabels } from "~/content/workspaces";
import type { WorkspaceRole } from "~/contracts/workspace-roles";
import { cn } from "~/lib/cn";

// The small forms of the members page: each is a POST with its intent, so that it works without
// JavaScript; with JavaScript the page updates in place.

export const selectClass =
  "min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

export function RoleOptions({ roles }: { roles: readonly WorkspaceRole[] }) {
  return roles.map((role) => (
    <option key={role} value={role}>
      {roleLabels[role]}
    </option>
  ));
}

/**
 * A compact submit button, busy while its own form (same intent and fields) is being sent;
 * `ariaLabel` names its row when the visible label alone would be ambiguous.
 */
export function RowButton({
  intent,
  fields,
  label,
  pendingLabel,
  ariaLabel,
  variant = "outline",
}: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  ariaLabel?: string;
  variant?: ButtonVariant;
}) {
  const navigation = useNavigation();
  const sent = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy =
    sent?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => sent.get(name) === value);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-label={ariaLabel}
      className={buttonClass(variant, "sm")}
    >
      {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {busy ? pendingLabel : label}
    </button>
  );
}

/** A one-button form: `fields` are hidden inputs, the button carries the intent. */
export function ActionForm(props: {
  intent: string;
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  ariaLabel?: string;
  variant?: ButtonVariant;
}) {
  return (
    <WorkspaceForm method="post">
      {Object.entries(props.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RowButton {...props} />
    </WorkspaceForm>
  );
}

/**
 * A destructive action behind a disclosure (works without JavaScript): the first button opens
 * the question and the confirming button.
 */
function ConfirmAction({
  open,
  question,
  children,
  align = "end",
}: {
  open: string;
  question: string;
  children: ReactNode;
  align?: "start" | "end";
}) {
  return (
    <details className="group min-w-0">
      <summary
        className={cn(
          buttonClass("outline", "sm"),
          "cursor-pointer list-none text-destructive hover:text-destructive [&::-webkit-details-marker]:hidden",
        )}
      >
        {open}
      </summary>
      <div
        className={cn(
          "mt-2 grid gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm",
          align === "end" ? "md:justify-items-end md:text-right" : "justify-items-start",
        )}
      >
        <p className="break-words">{question}</p>
        {children}
      </div>
    </details>
  );
}

/**
 * A one-button form behind ConfirmAction's question: `fields` are sent hidden with `intent`;
 * destructive unless `variant` says otherwise.
 */
export function ConfirmedAction({
  open,
  question,
  align,
  fields = {},
  variant = "destructive",
  ...form
}: {
  open: string;
  question: string;
  align?: "start" | "end";
  intent: string;
  fields?: Record<string, string>;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
}) {
  return (
    <ConfirmAction open={open} question={question} align={align}>
      <ActionForm {...form} fields={fields} variant={variant} />
    </ConfirmAction>
  );
}
