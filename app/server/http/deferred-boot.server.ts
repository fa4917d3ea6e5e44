// The framework's scripts start loading after the first paint, not with it (quality bar: nothing
// but the HTML on the critical path). React Router's <Scripts> writes `<link rel="modulepreload">`
// for every module of the page and one inline module script whose static imports start the app;
// on a slow link these ~100 KiB compete with the document for bandwidth and, in Lighthouse's
// simulation, put all of it before the first paint. The rendered document is rewritten once:
//
// - the module preloads are removed from the <head>;
// - the inline module script becomes inert (`type="text/x-deferred-module"`; React matches it
//   during hydration by tag, so the DOM still lines up);
// - a classic inline script right after it (same nonce) waits for a frame to be painted, then adds
//   the preloads (a few per task) and a live copy of the module script: the app hydrates as
//   before, one paint later. A hidden tab (no frames) starts after 500 ms.

const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const DEFERRED_TYPE = "text/x-deferred-module";

/** Module preloads inserted per task: each costs the main thread about a millisecond on a phone. */
const PRELOADS_PER_TASK = 4;

function bootScript(preloads: string[]): string {
  // Plain ES5, no template literals: it runs before any module and must stay small. The preloads
  // go in a few at a time, one batch per task, then the module script in the next task, so that
  // the insertions never add up to one long task.
  return (
    "(function(){var c=document.currentScript,s=c.previousElementSibling,d=false," +
    `p=${JSON.stringify(preloads).replace(/</g, "\\u003c")};` +
    "function add(i){if(i>=p.length){var m=document.createElement('script');m.type='module';" +
    "m.nonce=c.nonce;m.textContent=s.textContent;document.head.appendChild(m);return}" +
    "var f=document.createDocumentFragment();" +
    `p.slice(i,i+${PRELOADS_PER_TASK}).forEach(function(h){var l=document.createElement('link');` +
    "l.rel='modulepreload';l.href=h;f.appendChild(l)});document.head.appendChild(f);" +
    `setTimeout(function(){add(i+${PRELOADS_PER_TASK})},0)}` +
    "function go(){if(d)return;d=true;add(0)}" +
    "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()"
  );
}

/** Rewrites a rendered document so that its module scripts load after the first paint. */
export function deferModuleScripts(html: string): string {
  const match = MODULE_SCRIPT.exec(html);
  if (!match) return html;
  const nonce = match[1]!;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return "";
  });
  const scriptStart = withoutPreloads.indexOf(match[0]);
  const scriptEnd = withoutPreloads.indexOf("</script>", scriptStart) + "</script>".length;
  const moduleScript = withoutPreloads
    .slice(scriptStart, scriptEnd)
    .replace('type="module" async=""', `type="${DEFERRED_TYPE}"`);
  return (
    withoutPreloads.slice(0, scriptStart) +
    moduleScript +
    `<script nonce="${nonce}">${bootScript(preloads)}</script>` +
    withoutPreloads.slice(scriptEnd)
  );
}

/**
 * The same rewrite on the encoded document. Its patterns are ASCII, so the bytes are read as
 * Latin-1 (one character per byte, no UTF-8 decoding) and written back the same way: every other
 * byte comes out as it went in. A page is ~150 KB (its stylesheet inline); decoding it to a
 * two-byte string, then checking and encoding that again for the response cost a few ms a page.
 */
export function deferModuleScriptsInBytes(bytes: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const html = bytes.toString("latin1");
  const rewritten = deferModuleScripts(html);
  return rewritten === html ? bytes : Buffer.from(rewritten, "latin1");
}
