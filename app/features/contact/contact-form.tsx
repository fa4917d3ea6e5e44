import { useEffect, useId, useRef } from "react";
import { useActionData, useFetcher } from "react-router";
import { ContactField } from "./contact-field";
import type { ContactActionData } from "./contact-types";
import { toast } from "~/components/ui/toast-store";
import { buttonClass } from "~/components/ui/button";
import { CONTACT_LIMITS, type ContactField as Field } from "~/content/contact";
import { contactSentToast } from "~/content/toasts";
import { cn } from "~/lib/cn";

const FIELDS = Object.keys(CONTACT_LIMITS) as Field[];

/**
 * The contact form (SPEC section 5), posted to the current route's action. With JavaScript a
 * fetcher posts it, then the toast shows and the form resets; without, the returned page shows the
 * same confirmation here. Errors come back next to their fields with the visitor's input.
 */
export function ContactForm({
  action,
  defaultSubject,
}: {
  action?: string;
  /** The subject the form starts with, e.g. from /contact?sujet=entreprise. */
  defaultSubject?: string;
}) {
  const fetcher = useFetcher<ContactActionData>({ key: "contact" });
  const pageData = useActionData<ContactActionData>();
  const result = fetcher.data ?? pageData;
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<ContactActionData | undefined>(undefined);
  const idPrefix = useId();

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      form.current?.reset();
      toast(contactSentToast);
    } else {
      const first = FIELDS.find((f) => data.errors[f]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [fetcher.state, fetcher.data]);

  const errors = result && !result.ok ? result.errors : {};
  const values = pageData && !pageData.ok ? pageData.values : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={action}
      aria-label="Formulaire de contact"
      data-testid="contact-form"
      className="grid gap-5 sm:grid-cols-2"
    >
      {pageData?.ok && !fetcher.data ? (
        <div
          role="status"
          data-testid="contact-confirmation"
          className="rounded-lg border border-success/50 bg-success/10 p-4 sm:col-span-2"
        >
          <p className="grid gap-1 text-sm">
            <strong className="font-semibold">{contactSentToast.title}</strong>
            <span>{contactSentToast.description}</span>
          </p>
        </div>
      ) : null}
      {FIELDS.map((name) => (
        <ContactField
          key={name}
          name={name}
          idPrefix={idPrefix}
          error={errors[name]}
          defaultValue={values?.[name] ?? (name === "subject" ? defaultSubject : undefined)}
        />
      ))}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className={cn(buttonClass("primary", "lg"), "w-full sm:w-auto")}
        >
          {busy ? "Envoi en cours…" : "Envoyer le message"}
        </button>
      </div>
    </fetcher.Form>
  );
}
