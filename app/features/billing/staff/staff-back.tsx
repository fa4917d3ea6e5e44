import { BILLING_STAFF_PATH, billingStaffTexts } from "~/content/billing-staff";
import { BackLink } from "~/components/ui/back-link";

/** A staff billing page's way back to the customers, and its title and lead. */
export function StaffHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <BackLink to={BILLING_STAFF_PATH}>{billingStaffTexts.title}</BackLink>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted-foreground">{lead}</p>
    </div>
  );
}
