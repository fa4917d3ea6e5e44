import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { safeReturnPath } from "~/lib/safe-return-path";
import { isTheme, themeCookie } from "~/lib/theme";
import { env } from "~/server/env.server";

// The theme switch without JavaScript: set the cookie, go back to the page.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  const secure = env().siteUrl.startsWith("https:");
  const headers = isTheme(theme) ? { "Set-Cookie": themeCookie(theme, secure) } : undefined;
  return redirect(safeReturnPath(form.get("returnTo"), "/"), { headers });
}

export function loader() {
  return redirect("/");
}
