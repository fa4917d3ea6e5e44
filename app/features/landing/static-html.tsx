/**
 * Markup rendered once on the server (landing-html.server.tsx) and passed as loader data. React
 * keeps it as is when hydrating, so the sections' code and texts never reach the browser's
 * JavaScript: only the small islands next to it do (quality bar: ≤ 120 KiB of JavaScript on /).
 */
export function StaticHtml({ html }: { html: string }) {
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}
