import { data } from "react-router";
import type { Route } from "./+types/marketing-service";
import { findMarketingServicePage } from "~/content/marketing-service-pages";
import { marketingServiceHref } from "~/content/marketing-services";
import { MarketingServicePage } from "~/features/marketing-services";
import { notFoundMeta, pageMeta, rootMetaData } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const service = findMarketingServicePage(params.slug);
  // An unknown slug is a 404, rendered in French by the _site layout's error boundary.
  if (!service) throw data(null, { status: 404 });
  return { slug: service.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootMetaData(matches);
  const service = findMarketingServicePage(loaderData?.slug);
  if (!service) return notFoundMeta(root, location.pathname); // the layout's meta runs instead
  return pageMeta(root, {
    title: `${service.title} | ${root.brandName}`,
    description: service.description,
    path: marketingServiceHref(service.slug),
  });
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const service = findMarketingServicePage(loaderData.slug);
  if (!service) throw new Error(`Unknown service ${loaderData.slug}`);
  return <MarketingServicePage service={service} />;
}
