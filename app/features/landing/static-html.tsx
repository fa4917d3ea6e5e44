import type { LandingHtml } from "./landing-html";

/**
 * Markup rendered once on the server (landing-html.server.tsx). The browser keeps it as is when
 * hydrating, so the sections' code and texts never reach its JavaScript: only the small islands
 * next to it do (quality bar: ≤ 120 KiB of JavaScript on /).
 *
 * On a document request the markup is not repeated in the loader data: `html` is null and React,
 * which never rewrites `dangerouslySetInnerHTML` while hydrating, leaves the server's DOM in
 * place. On a client-side navigation the loader data carries it.
 */
export function StaticHtml({ html }: { html: string | null }) {
  return (
    <div
      className="contents"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
    />
  );
}

// The server's copy of the markup for document renders. It is the same for every request of a
// process (content and site config only), so a module-level value is safe; in the browser it
// stays empty.
let serverCopy: LandingHtml | null = null;

export function keepServerHtml(html: LandingHtml): void {
  serverCopy = html;
}

export function serverHtml(): LandingHtml | null {
  return typeof document === "undefined" ? serverCopy : null;
}
