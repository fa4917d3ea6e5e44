import type { Route } from "./+types/auth";
import { forwardToAuth } from "~/server/auth/auth-api.server";

// better-auth's own HTTP API under /api/auth/* (the Google sign-in callback needs it). The client
// IP header is set here from the socket or TRUST_PROXY, never taken from the visitor.
export const loader = ({ request, context }: Route.LoaderArgs) =>
  forwardToAuth(request, context.clientIp);
export const action = ({ request, context }: Route.ActionArgs) =>
  forwardToAuth(request, context.clientIp);
