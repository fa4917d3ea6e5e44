import { redirect } from "react-router";
import type { Route } from "./+types/dashboard-sidebar";
import {
  closedCategoriesFromCookie,
  dashboardReturnTo,
  sidebarCookie,
  withCategory,
} from "~/features/dashboard";
import { env } from "~/server/env.server";

// The sidebar's category toggle without JavaScript: update the cookie, go back to the page.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const category = form.get("category");
  const open = form.get("open");
  const returnTo = dashboardReturnTo(form.get("returnTo"));
  if (typeof category !== "string" || (open !== "true" && open !== "false")) {
    return redirect(returnTo);
  }
  const closed = withCategory(
    closedCategoriesFromCookie(request.headers.get("Cookie")),
    category,
    open === "true",
  );
  const secure = env().siteUrl.startsWith("https:");
  return redirect(returnTo, { headers: { "Set-Cookie": sidebarCookie(closed, secure) } });
}

export function loader() {
  return redirect("/dashboard");
}
