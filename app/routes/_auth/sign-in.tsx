import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard, SignInForm, SwitchLine } from "~/features/auth";
import { safeReturnPath } from "~/lib/safe-return-path";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { signInAction } from "~/server/auth/account-actions.server";
import { getViewer } from "~/server/auth/viewer.server";
import { env } from "~/server/env.server";

const t = authTexts.signIn;
const NOTICES: Record<string, string> = {
  reinitialise: t.resetDone,
  deconnecte: t.signedOut,
  supprime: t.deleted,
};

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const redirectTo = safeReturnPath(params.get("redirectTo"), AUTH_PATHS.afterSignIn);
  if (await getViewer(request)) throw redirect(redirectTo);
  const state = params.get("etat");
  const notice = state ? NOTICES[state] : params.has("redirectTo") ? t.needSignIn : undefined;
  return { redirectTo, notice, googleEnabled: env().google !== undefined };
}

export const action = (args: Route.ActionArgs) => signInAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `${t.title} | ${root.brandName}`,
    description: "Connectez-vous à votre plateforme de gestion informatique.",
    path: AUTH_PATHS.signIn,
  });
};

export default function SignInRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard
      heading={t.heading}
      lead={t.lead}
      footer={<SwitchLine prompt={t.noAccount} to={AUTH_PATHS.signUp} label={t.signUpLink} />}
    >
      <SignInForm {...loaderData} />
    </AuthCard>
  );
}
