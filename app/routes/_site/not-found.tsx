import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "~/components/layout/error-page";
import { pageMeta, rootMetaData } from "~/lib/seo";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(rootMetaData(matches), {
    title: "Page introuvable",
    description: "Cette page n'existe pas.",
    path: location.pathname,
    noindex: true,
  });

export default function NotFound() {
  return <ErrorPage status={404} />;
}
