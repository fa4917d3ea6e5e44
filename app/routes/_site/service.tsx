import { data } from "react-router";
import type { Route } from "./+types/service";
import { findServicePage } from "~/content/service-pages";
import { serviceHref } from "~/content/services";
import { ServicePage } from "~/features/services";
import { notFoundMeta, pageMeta, rootMetaData } from "~/lib/seo";

export function loader({ params }: Route.LoaderArgs) {
  const service = findServicePage(params.slug);
  // An unknown slug is a 404, rendered in French by the _site layout's error boundary.
  if (!service) throw data(null, { status: 404 });
  return { slug: service.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootMetaData(matches);
  const service = findServicePage(loaderData?.slug);
  if (!service) return notFoundMeta(root, location.pathname); // the layout's meta runs instead
  return pageMeta(root, {
    title: `${service.title} | ${root.brandName}`,
    description: service.description,
    path: serviceHref(service.slug),
  });
};

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const service = findServicePage(loaderData.slug);
  if (!service) throw new Error(`Unknown service ${loaderData.slug}`);
  return <ServicePage service={service} />;
}
