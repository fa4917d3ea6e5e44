import type { MouseEvent, ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { isAvailableHref } from "~/content/pages";
import { notImplementedToast } from "~/content/toasts";

interface SiteLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Called on click; `event.preventDefault()` cancels the navigation. */
  onNavigate?: (event: MouseEvent<HTMLElement>) => void;
  "data-nav-id"?: string;
}

/**
 * A link inside the site. Pages that exist get a client-side link with a view transition;
 * external addresses open normally; a page that does not exist yet gets a button that explains it
 * in a toast (SPEC section 8) instead of a dead link.
 */
export function SiteLink({ href, className, children, onNavigate, ...rest }: SiteLinkProps) {
  if (!isAvailableHref(href)) {
    return (
      <button
        type="button"
        className={className}
        {...rest}
        onClick={(event) => {
          toast(notImplementedToast);
          onNavigate?.(event);
        }}
      >
        {children}
      </button>
    );
  }
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} rel="noopener noreferrer" target="_blank" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      viewTransition
      prefetch="intent"
      onClick={onNavigate}
      {...rest}
    >
      {children}
    </Link>
  );
}
