import { redirect } from "react-router";
import type { Route } from "./+types/sign-up";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import { trialPlanOf } from "~/content/plans";
import { AuthCard, SignUpForm, SwitchLine } from "~/features/auth";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { signUpAction } from "~/server/auth/account-actions.server";
import { getViewer } from "~/server/auth/viewer.server";
import { signUpInvitation } from "~/server/workspaces/invitation-page.server";

const t = authTexts.signUp;

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const invitation = await signUpInvitation(params.get("invitation"));
  if (await getViewer(request)) {
    throw redirect(invitation ? `/invitation/${invitation.id}` : AUTH_PATHS.afterSignIn);
  }
  return { planId: trialPlanOf(params.get("plan")), invitation };
}

export const action = (args: Route.ActionArgs) => signUpAction(args);

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootMetaData(matches);
  return pageMeta(root, {
    title: `${t.title} | ${root.brandName}`,
    description: `Créez votre compte\u00a0: ${t.trial}.`,
    path: AUTH_PATHS.signUp,
  });
};

export default function SignUpRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard
      heading={t.heading}
      lead={t.lead}
      footer={
        <SwitchLine
          prompt={t.hasAccount}
          to={
            loaderData.invitation
              ? `${AUTH_PATHS.signIn}?redirectTo=${encodeURIComponent(`/invitation/${loaderData.invitation.id}`)}`
              : AUTH_PATHS.signIn
          }
          label={t.signInLink}
        />
      }
    >
      <SignUpForm planId={loaderData.planId} invitation={loaderData.invitation} />
    </AuthCard>
  );
}
