import type { Route } from "./+types/home";
import { Hero } from "~/features/landing/hero";
import { landingTitle, pageMeta, rootMetaData } from "~/lib/seo";
import { contactAction } from "~/server/contact/contact-action.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: landingTitle(root.brandName),
    description:
      "Développement, réseaux, cloud, audit de sécurité, cybersécurité et intelligence artificielle pour les entreprises de Guinée et d'Afrique.",
    path: "/",
  });
};

/** The contact form's post (SPEC section 5), handled in app/server/contact. */
export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}

export default function Home() {
  return <Hero />;
}
