import { dashboardTexts } from "~/content/dashboard";
import { cn } from "~/lib/cn";
import { useAccount } from "./account-context";

/** The trigger look of the user menu: initials in a circle, the name from lg. */
export const userMenuTriggerClass = cn(
  "inline-flex h-9 items-center gap-2 rounded-full p-0.5 text-sm font-medium transition-colors hover:bg-accent lg:pr-3",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
);

/** The initials in the avatar: the account's, or 'AD' (Admin) in the public demo. */
const DEMO_INITIALS = "AD";

/**
 * The accessible name of the user menu: the initials and the name the button shows, then the
 * full name ('MC Mariama Camara, Mon Compte'; 'AD Admin, Mon Compte' in the public demo).
 */
export function useUserLabel(): string {
  const account = useAccount();
  return dashboardTexts.userMenuLabel(
    account?.initials ?? DEMO_INITIALS,
    account?.name ?? dashboardTexts.userName,
  );
}

export function UserAvatar() {
  const account = useAccount();
  return (
    <>
      <span
        aria-hidden
        data-testid="user-initials"
        className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
      >
        {account?.initials ?? DEMO_INITIALS}
      </span>
      <span aria-hidden className="hidden max-w-40 truncate lg:inline">
        {account?.firstName ?? dashboardTexts.userName}
      </span>
    </>
  );
}

/** The menu's heading: 'Mon Compte', and who is signed in. */
export function UserMenuHeading() {
  const account = useAccount();
  return (
    <>
      <span className="block text-sm font-semibold">{dashboardTexts.accountLabel}</span>
      {account ? (
        <span className="block max-w-56 truncate text-xs font-normal text-muted-foreground">
          {account.email}
        </span>
      ) : null}
    </>
  );
}
