import { CheckCheck, RotateCcw } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { inboxTexts } from "~/content/inbox";
import type { InboxStatus } from "~/content/inbox";

/**
 * 'Marquer comme traité' or 'Rouvrir': a POST form to the page's own action, which works without
 * JavaScript; with it, the button says it is saving.
 */
export function MessageStatusForm({ status }: { status: InboxStatus }) {
  const navigation = useNavigation();
  const handled = status === "handled";
  const intent = handled ? "reopen" : "handle";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post">
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={handled ? "outline" : "primary"}
        disabled={busy}
      >
        {handled ? <RotateCcw aria-hidden /> : <CheckCheck aria-hidden />}
        {busy ? inboxTexts.pending : handled ? inboxTexts.reopen : inboxTexts.markHandled}
      </Button>
    </Form>
  );
}
