import { isRouteErrorResponse, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorPage } from "~/components/layout/error-page";
import { AuthShell } from "~/features/auth";
import { NO_STORE } from "~/lib/cache-control";

// The account pages (sign-in, sign-up, password reset): a focused layout, never cached.
export const headers: Route.HeadersFunction = () => NO_STORE;

export default function AuthLayout() {
  return (
    <AuthShell>
      <Outlet />
    </AuthShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <AuthShell>
      <ErrorPage status={status} />
    </AuthShell>
  );
}
