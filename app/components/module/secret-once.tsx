import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";
import { controlClass } from "./field";

// A new secret (a token, an inbound-mail secret), shown once in the answer to the post that made
// it (docs/decisions/0082-module-ui-kit.md): the notice, the value in a read-only field that
// selects itself on focus (copyable without JavaScript), a copy button once hydrated, and the
// sentence saying it will not be shown again.
//
//   {secret ? <SecretOnce id="agent-jeton" value={secret} texts={{ notice, label, once, copy, copied }} /> : null}

export interface SecretOnceTexts {
  notice: string;
  label: string;
  /** 'It will not be shown again': the field's description. */
  once: string;
  copy: string;
  copied: string;
}

export function SecretOnce({
  id,
  value,
  texts,
}: {
  id: string;
  value: string;
  texts: SecretOnceTexts;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-3 rounded-lg border border-success/50 bg-success/10 p-3">
      <FormAlert tone="success">{texts.notice}</FormAlert>
      <label htmlFor={id} className="text-sm font-medium">
        {texts.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={value}
          aria-describedby={`${id}-aide`}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className={cn(controlClass, "h-10 min-w-0 flex-1 basis-64 font-mono")}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(value).then(() => setCopied(true));
            }}
          >
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            <span aria-live="polite">{copied ? texts.copied : texts.copy}</span>
          </Button>
        ) : null}
      </div>
      <p id={`${id}-aide`} className="text-sm font-medium">
        {texts.once}
      </p>
    </div>
  );
}
