import { KeyRound } from "lucide-react";
import { CopyButton } from "~/components/ui/copy-button";
import { FormAlert } from "~/components/ui/form-alert";
import { cn } from "~/lib/cn";
import { controlClass } from "./field";
import { FormOutcome, type FormAnswer } from "./form-outcome";

// A new secret (a token, an inbound-mail secret), shown once in the answer to the post that made
// it (docs/decisions/0082-module-ui-kit.md): the notice, the value in a read-only field that
// selects itself on focus (copyable without JavaScript), a copy button once hydrated, and the
// sentence saying it will not be shown again.
//
//   <SecretOrOutcome id="agent-jeton" result={result} texts={{ notice, label, once, copy, copied }} />

export interface SecretOnceTexts {
  notice: string;
  label: string;
  /** 'It will not be shown again': the field's description. */
  once: string;
  copy: string;
  copied: string;
}

function SecretOnce({ id, value, texts }: { id: string; value: string; texts: SecretOnceTexts }) {
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
        <CopyButton value={value} texts={texts} />
      </div>
      <p id={`${id}-aide`} className="text-sm font-medium">
        {texts.once}
      </p>
    </div>
  );
}

/**
 * Whether a secret is set ('Jeton actif…', 'Aucun secret'), with the key icon: green when set.
 * `testId` names it for the tests.
 */
export function SecretState({
  active,
  testId,
  children,
}: {
  active: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <p
      data-testid={testId}
      className={cn(
        "flex items-start gap-2 text-sm font-medium",
        active ? "text-success" : "text-muted-foreground",
      )}
    >
      <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The secret the last post made (shown once), or else that post's notice or refusal. */
export function SecretOrOutcome({
  id,
  result,
  texts,
}: {
  id: string;
  result: (FormAnswer & { secret?: string }) | undefined;
  texts: SecretOnceTexts;
}) {
  const secret = result?.ok ? result.secret : undefined;
  return secret ? (
    <SecretOnce id={id} value={secret} texts={texts} />
  ) : (
    <FormOutcome result={result} />
  );
}
