import { useActionData } from "react-router";
import type { Route } from "./+types/verify-email";
import { AUTH_PATHS, authTexts } from "~/content/auth";
import type { AuthResult } from "~/contracts/auth-result";
import { VerifyEmailResult } from "~/features/auth";
import { pageMeta, rootMetaData } from "~/lib/seo";
import { resendVerificationAction, verifyEmailLink } from "~/server/auth/email-verification.server";

const t = authTexts.verifyEmail;

export const loader = ({ request, context }: Route.LoaderArgs) =>
  verifyEmailLink(request, context.clientIp);

export const action = (args: Route.ActionArgs) => resendVerificationAction(args);

// The token (or the address) is in the URL: no referrer leaves the site from this page (and the
// layout's no-store stays). Not "no-referrer": a form posted from this page without JavaScript
// would then carry `Origin: null`, which the resend's origin check refuses.
export const headers: Route.HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  parentHeaders.set("Referrer-Policy", "same-origin");
  const retry = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retry) parentHeaders.set("Retry-After", retry);
  return parentHeaders;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootMetaData(matches);
  const title = loaderData?.outcome === "checkInbox" ? t.checkInbox.title : t.title;
  return pageMeta(root, {
    title: `${title} | ${root.brandName}`,
    description: "Confirmez l'adresse e-mail de votre compte.",
    path: AUTH_PATHS.verifyEmail,
    noindex: true,
  });
};

export default function VerifyEmailRoute({ loaderData }: Route.ComponentProps) {
  const resent = useActionData<AuthResult>();
  return <VerifyEmailResult page={loaderData} resent={resent} />;
}
