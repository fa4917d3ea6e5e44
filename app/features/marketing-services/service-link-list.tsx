import { SiteLink } from "~/components/layout/site-link";
import { marketingServiceHref, type MarketingService } from "~/content/marketing-services";

/**
 * Marketing services as a list of links, each with its icon: /a-propos's expertises, a service
 * page's other services.
 */
export function ServiceLinkList({
  services,
  className,
  linkClassName,
}: {
  services: readonly MarketingService[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {services.map((s) => (
        <li key={s.slug}>
          <SiteLink href={marketingServiceHref(s.slug)} className={linkClassName}>
            <s.icon aria-hidden className="size-4 shrink-0 text-brand" />
            {s.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
