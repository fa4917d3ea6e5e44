import type { Route } from "./+types/contact";
import { CONTACT_TOPIC_PARAM, subjectForTopic } from "~/content/contact-topics";
import { ContactPage } from "~/features/company";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { contactAction } from "~/server/contact/contact-action.server";

export function loader({ request }: Route.LoaderArgs) {
  const topic = new URL(request.url).searchParams.get(CONTACT_TOPIC_PARAM);
  return { subject: subjectForTopic(topic) };
}

/** The contact form's post: the same action as the landing page's (SPEC section 5). */
export async function action(args: Route.ActionArgs) {
  return contactAction(args);
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
