import type { Route } from "./+types/forgot-password";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard, ForgotPasswordForm, SwitchLine } from "~/features/auth";
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
      footer={<SwitchLine to={AUTH_PATHS.signIn} label={t.back} />}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
