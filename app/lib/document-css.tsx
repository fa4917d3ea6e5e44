import { createContext, useContext, type ReactNode } from "react";
import { useNonce } from "./nonce";

// The site's stylesheet, inlined into the document's <head> in production builds (quality bar:
// nothing but the HTML on the critical path). The server reads the built file once
// (app/server/document-css.server.ts) and provides its text; the browser keeps the server's
// <style> as is: React never rewrites `dangerouslySetInnerHTML` while hydrating, and the value
// stays "" afterwards, so it is never touched. The development server keeps the <link>.
const DocumentCssContext = createContext("");

export function DocumentCssProvider({ css, children }: { css: string; children: ReactNode }) {
  return <DocumentCssContext.Provider value={css}>{children}</DocumentCssContext.Provider>;
}

export function DocumentStyles({ href }: { href: string }) {
  const css = useContext(DocumentCssContext);
  const nonce = useNonce();
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} precedence="high" />;
  return (
    <style
      nonce={nonce}
      data-href={href}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: css }}
    />
  );
}
