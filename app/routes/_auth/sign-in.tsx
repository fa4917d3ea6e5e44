import { redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { AuthCard, SignInForm, SwitchLine } from "~/features/auth";
import { safeReturnPath } from "~/lib/safe-return-path";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { signInAction } from "~/server/auth/account-actions.server";
import { getViewer } from "~/server/auth/viewer.server";
import { env } from "~/server/env.server";
import { invitedEmailFor } from "~/server/workspaces/invitation-page.server";
import { invitationIdOf } from "~/server/workspaces/invitations.server";

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
  // From an invitation link: its address prefilled, and 'Créer un compte' keeps the invitation.
  const invitationId = invitationIdOf(redirectTo);
  const email = invitationId ? await invitedEmailFor(redirectTo) : undefined;
  const signUpHref = invitationId
    ? `${AUTH_PATHS.signUp}?invitation=${encodeURIComponent(invitationId)}`
    : AUTH_PATHS.signUp;
  return { redirectTo, notice, googleEnabled: env().google !== undefined, email, signUpHref };
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
      footer={<SwitchLine prompt={t.noAccount} to={loaderData.signUpHref} label={t.signUpLink} />}
    >
      <SignInForm
        redirectTo={loaderData.redirectTo}
        notice={loaderData.notice}
        googleEnabled={loaderData.googleEnabled}
        email={loaderData.email}
      />
    </AuthCard>
  );
}
