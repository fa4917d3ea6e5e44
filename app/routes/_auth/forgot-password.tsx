import { Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard, ForgotPasswordForm } from "~/features/auth";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { forgotPasswordAction } from "~/server/auth/account-actions.server";

const t = authTexts.forgot;

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `${t.title} | ${root.brandName}`,
    description: "Recevez un lien pour choisir un nouveau mot de passe.",
    path: AUTH_PATHS.forgot,
    noindex: true,
  });
};

export default function ForgotPasswordRoute() {
  return (
    <AuthCard
      heading={t.heading}
      lead={t.lead}
      footer={
        <Link
          to={AUTH_PATHS.signIn}
          className="font-medium text-brand underline-offset-4 hover:underline"
        >
          {t.back}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
