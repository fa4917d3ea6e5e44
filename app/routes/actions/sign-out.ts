import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOutAction } from "~/server/auth/account-actions.server";

// Déconnexion: a POST ends the session on the server. A GET (a typed URL) changes nothing.
export const loader = () => redirect("/dashboard");
export const action = (args: Route.ActionArgs) => signOutAction(args);
