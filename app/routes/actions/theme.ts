import { redirect } from "react-router";
import type { Route } from "./+types/theme";
import { isTheme, themeCookie } from "~/lib/theme";
import { env } from "~/server/env.server";

/** Only a path on this site, never another origin (no open redirect). */
function safeReturnTo(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (value.includes("\\")) return "/";
  return value;
}

// The theme switch without JavaScript: set the cookie, go back to the page.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get("theme");
  const secure = env().siteUrl.startsWith("https:");
  const headers = isTheme(theme) ? { "Set-Cookie": themeCookie(theme, secure) } : undefined;
  return redirect(safeReturnTo(form.get("returnTo")), { headers });
}

export function loader() {
  return redirect("/");
}
