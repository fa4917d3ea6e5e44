import { createContext, useContext, type ReactNode } from "react";
import { useNonce } from "./nonce";

// The site's stylesheet in production builds (decisions 0011 and 0143). Public pages hold it
// inline in <head> (quality bar: nothing but the HTML on the critical path of a first visit): the
// server provides a marker whose place the stylesheet's bytes take (document-css.server.ts), and
// the browser keeps the server's <style> as is (React never rewrites `dangerouslySetInnerHTML`
// while hydrating, and the value stays "" afterwards). Dashboard pages link the built file instead:
// their readers come back, the file is cached for a year, and each page is ~118 KB lighter (about
// half its bytes on the wire). The choice is made once per document, by the server; the browser
// reads it back from the document, so that navigating between the two kinds of page never
// changes it. The development server always links.

/** The stylesheet's form in this document: the text to inline, or `null` for a link. */
type DocumentCss = string | null;

/** In the browser: whatever the server put in this document. */
const linkedInDocument = () =>
  typeof document !== "undefined" && document.querySelector("link[data-document-css]") !== null;

const DocumentCssContext = createContext<DocumentCss>(linkedInDocument() ? null : "");

export function DocumentCssProvider({ css, children }: { css: DocumentCss; children: ReactNode }) {
  return <DocumentCssContext.Provider value={css}>{children}</DocumentCssContext.Provider>;
}

export function DocumentStyles({ href }: { href: string }) {
  const css = useContext(DocumentCssContext);
  const nonce = useNonce();
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="high" />;
  if (css === null) return <link rel="stylesheet" href={href} data-document-css="" />;
  return (
    <style
      nonce={nonce}
      data-href={href}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
