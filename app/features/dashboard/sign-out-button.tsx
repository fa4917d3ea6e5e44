import { LogOut } from "lucide-react";
import type { ComponentPropsWithoutRef, Ref } from "react";
import { accountMenuItems } from "~/content/dashboard";

const signOut = accountMenuItems.find((item) => item.id === "sign-out")!;
const FORM_ID = "deconnexion";

/**
 * Déconnexion is a POST to /deconnexion, which ends the session on the server (a link would let
 * any page sign the visitor out; a GET changes nothing). The form is empty and rendered once; the
 * menu's button (in a portal) submits it through its `form` attribute, with or without JavaScript.
 */
export function SignOutForm() {
  return <form id={FORM_ID} method="post" action={signOut.href} className="hidden" />;
}

/**
 * Submits the sign-out form (a full page POST). The dropdown uses it on select: its item is
 * removed as the menu closes, too early for the button's own submission to happen.
 */
export function submitSignOut() {
  (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit();
}

export function SignOutButton({
  ref,
  ...props
}: ComponentPropsWithoutRef<"button"> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="submit" form={FORM_ID} {...props}>
      <LogOut aria-hidden className="size-4 text-muted-foreground" />
      {signOut.label}
    </button>
  );
}

/** The menu's links: every item but Déconnexion. */
export const accountLinks = accountMenuItems.filter((item) => item.id !== "sign-out");
