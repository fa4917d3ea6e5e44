import type { ReactNode } from "react";
import { hookAttrs, landingHooks } from "../hooks";
import { isAvailableHref } from "~/content/pages";

/**
 * SiteLink for server-only markup (see static-html.tsx): a plain link that the landing
 * enhancements turn into a client-side navigation, or, for a page that does not exist yet, a
 * button whose click shows the "not implemented" toast (SPEC section 8).
 */
export function StaticLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (!isAvailableHref(href)) {
    return (
      <button
        type="button"
        className={className}
        {...hookAttrs(landingHooks.unavailableHref, href)}
      >
        {children}
      </button>
    );
  }
  return (
    <a href={href} className={className} {...hookAttrs(landingHooks.siteLink)}>
      {children}
    </a>
  );
}
