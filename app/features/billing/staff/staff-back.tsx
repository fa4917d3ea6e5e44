import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { BILLING_STAFF_PATH, billingStaffTexts } from "~/content/billing-staff";

/** A staff billing page's way back to the customers, and its title and lead. */
export function StaffHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <Link
        to={BILLING_STAFF_PATH}
        className="inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        {billingStaffTexts.title}
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{lead}</p>
    </div>
  );
}
