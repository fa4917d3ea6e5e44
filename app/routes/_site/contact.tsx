import type { Route } from "./+types/contact";
import { CONTACT_TOPIC_PARAM, subjectForTopic } from "~/content/contact-topics";
import { ContactPage } from "~/features/company";
import { handleContactAction } from "~/features/contact/contact-action.server";
import { pageMeta, rootMetaData } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const topic = new URL(request.url).searchParams.get(CONTACT_TOPIC_PARAM);
  return { subject: subjectForTopic(topic) };
}

/** The contact form's post: the same action as the landing page's (SPEC section 5). */
export function action({ request }: Route.ActionArgs) {
  return handleContactAction(request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `Contact | ${root.brandName}`,
    description:
      "Un projet, un devis ou une démonstration de la plateforme\u202f? Écrivez-nous ou appelez-nous en Guinée comme en France.",
    path: "/contact",
  });
};

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage subject={loaderData.subject} />;
}
