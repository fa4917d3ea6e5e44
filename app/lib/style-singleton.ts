import { getNonce } from "get-nonce";
import { useEffect } from "react";

// Stands in for `react-style-singleton` (vite.config.ts aliases it here), which Radix's scroll lock
// (react-remove-scroll-bar) uses to add its one stylesheet while a dialog or menu is open. The
// original writes a <style> element, which the CSP allows only with the page's nonce, and pages
// served from the page cache have none (their inline elements are allowed by hash, and this
// stylesheet's text depends on the visitor's scrollbar width). A constructed stylesheet, adopted
// by the document, is CSSOM: the CSP does not restrict it, so it needs neither nonce nor hash.
// Browsers without adoptedStyleSheets (Safari before 16.4) get the original <style> with the nonce.
// Same exports and behaviour as the package: the first `add` wins until the last `remove`.

interface Stylesheet {
  add(css: string): void;
  remove(): void;
}

function adopt(css: string): () => void {
  if (Array.isArray(document.adoptedStyleSheets)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const tag = document.createElement("style");
  const nonce = getNonce();
  if (nonce) tag.setAttribute("nonce", nonce);
  tag.appendChild(document.createTextNode(css));
  document.head.appendChild(tag);
  return () => tag.remove();
}

export function stylesheetSingleton(): Stylesheet {
  let counter = 0;
  let removeSheet: (() => void) | null = null;
  return {
    add(css) {
      if (counter === 0) removeSheet = adopt(css);
      counter += 1;
    },
    remove() {
      counter -= 1;
      if (counter === 0 && removeSheet) {
        removeSheet();
        removeSheet = null;
      }
    },
  };
}

export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    // The package's dependency, kept as is: the styles a component mounts with stay until it
    // unmounts (react-remove-scroll-bar passes no `dynamic`).
    const dependency = styles && isDynamic;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // eslint-disable-next-line react-hooks/exhaustive-deps -- the package's semantics, see above
    }, [dependency]);
  };
}

export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
