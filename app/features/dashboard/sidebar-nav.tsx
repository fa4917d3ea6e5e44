import { ChevronDown, Inbox, LayoutDashboard, Receipt } from "lucide-react";
import { useRef, type FormEvent } from "react";
import { PrefetchPageLinks, useLocation, type Location } from "react-router";
import { BILLING_STAFF_PATH, billingStaffTexts } from "~/content/billing-staff";
import { dashboardTexts } from "~/content/dashboard";
import { INBOX_PATH, inboxTexts } from "~/content/inbox";
import { DASHBOARD_PATH, isAvailableModule } from "~/content/dashboard-links";
import { dashboardCategories, type DashboardCategory } from "~/content/dashboard-modules";
import { useAccount } from "./account-context";
import { useSidebarState } from "./sidebar-context";
import { LineIcon } from "~/components/ui/line-icon";
import { PlainLink, usePlainLinks, usePrefetchIntent } from "~/components/ui/plain-link";
import { UpcomingLabel, UpcomingMark } from "./upcoming-badge";

// The links' and the toggles' looks are the `sidebar-link` and `sidebar-toggle` rules of app.css
// (decision 0130): one short class on each of the page's 35 links and toggles. The links are
// plain links (decision 0147): the nav follows them within the app, marks the current one, and
// prefetches a module's page on hover or focus, as <NavLink prefetch="intent"> did.
const linkClass = "sidebar-link";

/** Whether `to` is the current page, or (unless `end`) one of its ancestors (as <NavLink>). */
export function isCurrentPath(pathname: string, to: string, end = false) {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  return current === target || (!end && current.startsWith(`${target}/`));
}

/** The `aria-current` of a link to `to` on `pathname`. */
const currentOf = (pathname: string, to: string, end = false) =>
  isCurrentPath(pathname, to, end) ? ("page" as const) : undefined;

/**
 * The dashboard navigation: the index, then the 8 categories (SPEC section 2), several open at
 * once. Each category toggle is a small form posting to /dashboard/sidebar, which stores the state
 * in a cookie and comes back, so it works without JavaScript; with JavaScript it toggles at once
 * and writes the same cookie. No inline style anywhere (CSP).
 */
export function SidebarNav({
  idPrefix,
  onNavigate,
}: {
  idPrefix: string;
  onNavigate?: () => void;
}) {
  const { closed } = useSidebarState();
  const account = useAccount();
  const location = useLocation();
  const { pathname } = location;
  const nav = useRef<HTMLElement>(null);
  usePlainLinks(nav, onNavigate);
  const intent = usePrefetchIntent(nav);
  return (
    <nav ref={nav} aria-label={dashboardTexts.navLabel} className="flex flex-col gap-1 p-3">
      <PlainLink
        to={DASHBOARD_PATH}
        className={linkClass}
        aria-current={currentOf(pathname, DASHBOARD_PATH, true)}
      >
        <LineIcon icon={LayoutDashboard} className="size-4 shrink-0" />
        {dashboardTexts.indexLabel}
      </PlainLink>
      {account?.isAdmin ? (
        <PlainLink
          to={INBOX_PATH}
          className={linkClass}
          aria-current={currentOf(pathname, INBOX_PATH)}
          data-testid="sidebar-messages"
        >
          <LineIcon icon={Inbox} className="size-4 shrink-0" />
          {inboxTexts.title}
        </PlainLink>
      ) : null}
      {account?.isAdmin ? (
        <PlainLink
          to={BILLING_STAFF_PATH}
          className={linkClass}
          aria-current={currentOf(pathname, BILLING_STAFF_PATH)}
          data-testid="sidebar-billing"
        >
          <LineIcon icon={Receipt} className="size-4 shrink-0" />
          {billingStaffTexts.navLabel}
        </PlainLink>
      ) : null}
      <ul className="mt-2 flex flex-col gap-1">
        {dashboardCategories.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            open={!closed.includes(category.id)}
            listId={`${idPrefix}-${category.id}`}
            location={location}
          />
        ))}
      </ul>
      {intent ? <PrefetchPageLinks page={intent} /> : null}
    </nav>
  );
}

function CategorySection({
  category,
  open,
  listId,
  location,
}: {
  category: DashboardCategory;
  open: boolean;
  listId: string;
  /** The page's location, read once by the nav: its links' current one, the toggle's return. */
  location: Location;
}) {
  const { setCategoryOpen } = useSidebarState();
  const { pathname } = location;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCategoryOpen(category.id, !open);
  };
  return (
    <li data-testid="sidebar-category" data-category={category.id}>
      <form method="post" action={`${DASHBOARD_PATH}/sidebar`} onSubmit={onSubmit}>
        <input type="hidden" name="category" value={category.id} />
        <input type="hidden" name="open" value={open ? "false" : "true"} />
        <input type="hidden" name="returnTo" value={location.pathname + location.search} />
        <button
          type="submit"
          aria-expanded={open}
          aria-controls={listId}
          className="group sidebar-toggle"
        >
          <LineIcon icon={category.icon} className="size-4 shrink-0 text-brand" />
          <span className="min-w-0 flex-1 leading-snug">{category.name}</span>
          <LineIcon
            icon={ChevronDown}
            className="size-4 shrink-0 text-muted-foreground transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      </form>
      <ul
        id={listId}
        hidden={!open}
        className="mt-0.5 mb-1 ml-4 flex flex-col gap-0.5 border-l pl-2"
      >
        {category.modules.map((service) => (
          <li key={service.id}>
            <PlainLink
              to={`${DASHBOARD_PATH}/${service.id}`}
              className={linkClass}
              aria-current={currentOf(pathname, `${DASHBOARD_PATH}/${service.id}`)}
              data-prefetch=""
            >
              {isAvailableModule(service.id) ? (
                <LineIcon icon={service.icon} className="size-4 shrink-0" />
              ) : (
                <UpcomingMark icon={service.icon} />
              )}
              <span className="min-w-0 flex-1 leading-snug">{service.title}</span>
              {isAvailableModule(service.id) ? null : <UpcomingLabel />}
            </PlainLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
