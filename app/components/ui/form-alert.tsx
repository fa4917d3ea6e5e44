import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** The message of a whole form: an error (role alert) or a confirmation (role status). */
export function FormAlert({
  tone,
  children,
  testId,
}: {
  tone: "error" | "success";
  children: string;
  testId?: string;
}) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId ?? `form-${tone}`}
      className={cn(
        "flex items-start gap-3 rounded-lg border p-3 text-sm",
        tone === "error"
          ? "border-destructive/60 bg-destructive/10"
          : "border-success/50 bg-success/10",
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          "mt-0.5 size-4 shrink-0",
          tone === "error" ? "text-destructive" : "text-success",
        )}
      />
      <p className="min-w-0 wrap-anywhere">{children}</p>
    </div>
  );
}
