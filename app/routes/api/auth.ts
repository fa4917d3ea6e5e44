import type { Route } from "./+types/auth";
import { forwardToAuth } from "~/server/auth/auth-api.server";

// Under /api/auth/* only the Google sign-in callback reaches better-auth; everything else is a 404
// (see isBrowserAuthEndpoint). The client IP header is set here from the socket or TRUST_PROXY,
// never taken from the visitor.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  forwardToAuth(request, context.clientIp);
export const action = ({ request, context }: Route.ActionArgs) =>
  forwardToAuth(request, context.clientIp);
