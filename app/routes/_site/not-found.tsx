import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/layout/error-page";
import { notFoundMeta, rootMetaData } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundMeta(rootMetaData(matches), location.pathname);

export default function NotFound() {
  return <ErrorPage status={404} />;
}
