import { Eye, EyeOff } from "lucide-react";
import { useState, type ReactNode } from "react";
import { authTexts } from "~/content/auth";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

const inputClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-sm transition-colors placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-[invalid=true]:border-destructive sm:text-sm";

interface FieldProps {
  id: string;
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  error?: string;
  /** Shown under the field (the password rules); linked with aria-describedby. */
  hint?: string;
  defaultValue?: string;
  maxLength?: number;
  minLength?: number;
  /** Beside the label (e.g. the forgot-password link). */
  aside?: ReactNode;
  autoFocus?: boolean;
}

/** A labelled field of an account form, its hint and its French error next to it. */
export function AuthField({
  id,
  name,
  label,
  type = "text",
  error,
  hint,
  aside,
  ...rest
}: FieldProps) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  const hintId = `${id}-aide`;
  const errorId = `${id}-erreur`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  const isPassword = type === "password";
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {aside}
      </div>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={isPassword && shown ? "text" : type}
          required
          spellCheck={false}
          autoCapitalize={type === "text" ? undefined : "none"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, isPassword && hydrated && "pr-11")}
          {...rest}
        />
        {isPassword && hydrated ? (
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? authTexts.password.hide : authTexts.password.show}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {shown ? (
              <EyeOff aria-hidden className="size-4" />
            ) : (
              <Eye aria-hidden className="size-4" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
