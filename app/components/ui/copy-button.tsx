import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button, type ButtonSize } from "./button";

export interface CopyTexts {
  copy: string;
  copied: string;
}

/**
 * Copies `value` to the clipboard: shown once hydrated (without JavaScript the value is there to
 * select), 'Copié' said to screen readers once done.
 */
export function CopyButton({
  value,
  texts,
  size,
  describedBy,
}: {
  value: string;
  texts: CopyTexts;
  size?: ButtonSize;
  /** The id of what is copied, read as the button's description. */
  describedBy?: string;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      aria-describedby={describedBy}
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => setCopied(true));
      }}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
    </Button>
  );
}
