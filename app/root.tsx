import { useEffect, useMemo, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { Toaster } from "~/components/ui/toaster";
import { ErrorPage } from "~/components/layout/error-page";
import { plans } from "~/content/plans";
import { SITE_TIME_ZONE } from "~/lib/date-time";
import { DocumentStyles } from "~/lib/document-css";
import { formatClock, formatEuro } from "~/lib/format";
import { useNonce } from "~/lib/nonce";
import { defaultTitle } from "~/lib/seo";
import { THEME_COLORS, themeFromCookie, type Theme } from "~/lib/theme";
import { ThemeProvider } from "~/lib/theme-context";
import { env } from "~/server/env.server";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function loader({ request }: Route.LoaderArgs) {
  const { site, siteUrl } = env();
  /** The request time, so that the server and the browser render the same clock at first. */
  const now = Date.now();
  return {
    theme: themeFromCookie(request.headers.get("Cookie")),
    site,
    siteUrl,
    now,
    // The clock's first frame, formatted here: the browser then hydrates it without building
    // Intl formatters (tens of milliseconds on a phone) and formats its own time a second later.
    clock: formatClock(now, SITE_TIME_ZONE),
    euros: Object.fromEntries(
      plans.flatMap((plan) =>
        plan.monthlyPrice === undefined ? [] : [[plan.monthlyPrice, formatEuro(plan.monthlyPrice)]],
      ),
    ),
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: defaultTitle(data?.site.brandName ?? "") },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const [theme, setTheme] = useState<Theme>(data?.theme ?? "dark");
  const themeState = useMemo(() => ({ theme, setTheme }), [theme]);
  // The one "React has hydrated" marker, `data-hydrated` on <html>, that the browser tests wait on
  // (tests/e2e/fixtures.ts). The outermost effect runs after every effect of the page.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang="fr" className={theme} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLORS[theme]} />
        {/* Inline on public pages: a first visit paints from the HTML alone (0011, 0143). */}
        <DocumentStyles href={stylesheet} />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <ThemeProvider value={themeState}>
          {children}
          <Toaster />
        </ThemeProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={status} />;
}
