import type { Route } from "./+types/home";
import {
  ContactSection,
  HeroVideo,
  keepServerHtml,
  LandingEnhancements,
  serverHtml,
  StaticHtml,
} from "~/features/landing";
import { renderLandingHtml, renderProjectFallback } from "~/features/landing/index.server";
import { ProjectDialogController } from "~/features/projects/project-dialog-controller";
import { OrganizationLd } from "~/features/seo";
import { landingTitle, pageMeta, rootMetaData } from "~/lib/seo";
import { env } from "~/server/env.server";
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

/**
 * The static parts of the page, rendered once on the server (see static-html.tsx), and the
 * no-JavaScript details of the product named by ?projet. A document request gets them in its
 * HTML only, not a second time in the loader data; client-side navigations (`/_root.data`) get
 * them as data.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const html = renderLandingHtml(env().site);
  keepServerHtml(html);
  const projectId = new URL(request.url).searchParams.get("projet");
  // server.ts says which requests are documents; the development server has only the header.
  const isDocument =
    context?.documentRequest ?? request.headers.get("Sec-Fetch-Dest") === "document";
  return {
    html: isDocument ? null : html,
    projectFallback: renderProjectFallback(projectId),
  };
}

/** The static parts never change: ?projet and the contact post do not reload them. */
export function shouldRevalidate() {
  return false;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const html = loaderData.html ?? serverHtml();
  return (
    <>
      <OrganizationLd />
      <StaticHtml html={html?.sections ?? null} />
      <StaticHtml html={loaderData.projectFallback} />
      <ContactSection
        headingHtml={html?.contactHeading ?? null}
        infoHtml={html?.contactInfo ?? null}
      />
      <HeroVideo />
      <LandingEnhancements />
      <ProjectDialogController />
    </>
  );
}

/** The contact form's post (SPEC section 5), handled in app/server/contact. */
export async function action(args: Route.ActionArgs) {
  return contactAction(args);
}
