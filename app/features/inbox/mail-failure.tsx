import { Clock, MailWarning, RotateCw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import { cn } from "~/lib/cn";
import type { MessageView } from "~/contracts/inbox-views";

// A message whose staff e-mail could not be sent: a badge in the list, a notice with the last
// error and 'Réessayer l'envoi' on its page.

const { mailFailure } = inboxTexts;

/** 'Échec de l'envoi', in words and with an icon (never by colour alone). */
export function MailFailedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full border border-destructive/40 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-destructive",
        className,
      )}
    >
      <MailWarning aria-hidden className="size-3" />
      {mailFailure.badge}
    </span>
  );
}

function LastError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      {mailFailure.lastError}{" "}
      <span className="font-mono text-xs break-words text-foreground">{error}</span>
    </p>
  );
}

/** A POST to the page's own action, which works without JavaScript. */
function RetryForm() {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "retry-mail";
  return (
    <Form method="post" className="mt-4">
      <Button type="submit" name="intent" value="retry-mail" variant="outline" disabled={busy}>
        <RotateCw aria-hidden />
        {busy ? mailFailure.retrying : mailFailure.retry}
      </Button>
    </Form>
  );
}

type MailState = Pick<MessageView, "mailStatus" | "mailAttempts" | "mailLastError">;

/**
 * On the message page: the failure and what to do (failed), or that a new attempt is under way
 * after an error (pending); nothing otherwise.
 */
export function MailDeliveryNotice({ message }: { message: MailState }) {
  if (message.mailStatus === "failed") {
    return (
      <section
        aria-labelledby="mail-failure-title"
        className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
        data-testid="mail-failure"
      >
        <h2
          id="mail-failure-title"
          className="flex items-center gap-2 font-semibold text-destructive"
        >
          <MailWarning aria-hidden className="size-4 shrink-0" />
          {mailFailure.title}
        </h2>
        <p className="mt-1 text-sm">{mailFailure.text(message.mailAttempts)}</p>
        <LastError error={message.mailLastError} />
        <RetryForm />
      </section>
    );
  }
  if (message.mailStatus === "pending" && message.mailLastError) {
    return (
      <section className="rounded-xl border bg-muted/40 p-4 sm:p-5" data-testid="mail-retrying">
        <p className="flex items-start gap-2 text-sm font-medium">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {mailFailure.queued}
        </p>
        <LastError error={message.mailLastError} />
      </section>
    );
  }
  return null;
}
