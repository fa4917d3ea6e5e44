import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import stylesheet from "./app.css?url";
import { DASHBOARD_PATH } from "~/content/dashboard-links";
import { DocumentCssProvider } from "~/lib/document-css";
import { NonceProvider } from "~/lib/nonce";
import {
  DOCUMENT_CSS_MARKER,
  documentCssBytes,
  inlineDocumentCss,
} from "~/server/document-css.server";
import { deferModuleScripts } from "~/server/http/deferred-boot.server";

export const streamTimeout = 5_000;

/** A page of the dashboard, whose readers come back: its stylesheet is linked, not inlined. */
function isDashboardDocument(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname === DASHBOARD_PATH || pathname.startsWith(`${DASHBOARD_PATH}/`);
}

// Every page is rendered completely before the first byte (no streaming of deferred data): the HTML
// must hold every word of the page for visitors without JavaScript and for crawlers. The finished
// document is then rewritten so that its scripts load after the first paint (deferred-boot.server).
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.nonce ?? "";
  // Public pages hold the stylesheet inline: a marker rendered, its bytes put in at the end.
  // Dashboard pages link it (decision 0143).
  const linked = isDashboardDocument(request);
  const css = import.meta.env.DEV ? "" : linked ? null : DOCUMENT_CSS_MARKER;
  const cssBytes = import.meta.env.DEV || linked ? undefined : documentCssBytes(stylesheet);
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <DocumentCssProvider css={css}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </DocumentCssProvider>
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("error", reject);
          body.on("end", () => {
            clearTimeout(timeoutId);
            const html = Buffer.concat(chunks);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Bytes, not a string: the response sends them as they are (no UTF-8 round trip).
            const page = import.meta.env.DEV ? html : deferModuleScripts(html);
            resolve(
              new Response(cssBytes ? inlineDocumentCss(page, cssBytes) : page, {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
