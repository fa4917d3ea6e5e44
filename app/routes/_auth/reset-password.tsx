import type { Route } from "./+types/reset-password";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard, ResetPasswordForm } from "~/features/auth";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { resetPasswordAction } from "~/server/auth/account-actions.server";

const t = authTexts.reset;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);

// The token is in the URL: no referrer leaves this page (and the layout's no-store stays).
export const headers: Route.HeadersFunction = ({ parentHeaders }) => {
  parentHeaders.set("Referrer-Policy", "no-referrer");
  return parentHeaders;
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `${t.title} | ${root.brandName}`,
    description: "Choisissez un nouveau mot de passe pour votre compte.",
    path: AUTH_PATHS.reset,
    noindex: true,
  });
};

export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard heading={t.heading} lead={t.lead}>
      <ResetPasswordForm token={loaderData.token} />
    </AuthCard>
  );
}
