import type { ReactNode } from "react";
import { ContactForm } from "./contact-form";

/**
 * The contact form beside the company's contact data (`info`: the company's ContactDetails, or its server-only
 * markup on the landing page); reusable by the /contact page.
 */
export function ContactPanel({ info, action }: { info: ReactNode; action?: string }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-14">
      <div>{info}</div>
      <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
        <ContactForm action={action} />
      </div>
    </div>
  );
}
