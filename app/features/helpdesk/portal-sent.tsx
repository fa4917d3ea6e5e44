import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { portalTexts } from "~/content/helpdesk-portal";

// The portal's confirmation: the ticket's number, and where the private link went (by e-mail
// only: it is never shown here, whoever looks at the screen).

export function PortalSent({ number, slug }: { number: string | null; slug: string }) {
  const t = portalTexts.sent;
  const heading = useRef<HTMLHeadingElement>(null);
  // With JavaScript the page changes in place: the confirmation takes the focus and is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      data-testid="portal-sent"
      className="rounded-xl border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-10"
    >
      <CircleCheck aria-hidden className="mx-auto size-12 text-success" />
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold tracking-tight outline-none"
      >
        {t.title}
      </h1>
      {number ? (
        <p className="mt-3 text-base">
          {t.numberLead}{" "}
          <strong className="font-semibold whitespace-nowrap" data-testid="portal-number">
            {number}
          </strong>
          .
        </p>
      ) : null}
      <p className="mx-auto mt-3 max-w-prose text-sm text-pretty text-muted-foreground">{t.mail}</p>
      <Link to={`/portail/${slug}`} className={`${buttonClass("outline", "md")} mt-8`}>
        {t.another}
      </Link>
    </div>
  );
}
