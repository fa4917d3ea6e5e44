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
//   before, one paint later. "Painted" is the second animation frame: the first one's callbacks
//   run before its paint, so a script started there could still land before the first paint (it
//   did in 10 of 50 Lighthouse runs). A tab hidden when it loads (no frames) starts after 500 ms;
//   a visible one never starts on a timer, however slow its first paint.

const PRELOAD_OPEN = '<link rel="modulepreload" href="';
const SCRIPT_OPEN = '<script nonce="';
const MODULE_TYPE = '" type="module" async="">';
const SCRIPT_CLOSE = "</script>";
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
    "requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});" +
    "if(document.hidden)setTimeout(go,500)})()"
  );
}

/**
 * Rewrites a rendered document so that its module scripts load after the first paint. It works on
 * the encoded bytes: its markers are ASCII, and a page is ~60 KB (its stylesheet put in after),
 * which decoding to a string and encoding again would cost more than the rewrite itself.
 */
export function deferModuleScripts(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const typeAt = page.indexOf(MODULE_TYPE);
  const scriptStart = typeAt < 0 ? -1 : page.lastIndexOf(SCRIPT_OPEN, typeAt);
  if (scriptStart < 0) return page;
  const nonce = page.toString("latin1", scriptStart + SCRIPT_OPEN.length, typeAt);
  const closeAt = page.indexOf(SCRIPT_CLOSE, typeAt);
  if (nonce.includes('"') || closeAt < 0) return page;
  const scriptEnd = closeAt + SCRIPT_CLOSE.length;

  // The cuts, in document order: every module preload (removed), and the module script (made
  // inert, the boot script after it).
  const cuts: { start: number; end: number; preload: boolean }[] = [];
  const preloads: string[] = [];
  for (let at = page.indexOf(PRELOAD_OPEN); at >= 0;) {
    const hrefStart = at + PRELOAD_OPEN.length;
    const hrefEnd = page.indexOf('"', hrefStart);
    const tagEnd = hrefEnd < 0 ? -1 : page.indexOf(">", hrefEnd) + 1;
    if (tagEnd <= 0) break;
    if (page[tagEnd - 2] === 0x2f && hrefEnd > hrefStart) {
      preloads.push(page.toString("latin1", hrefStart, hrefEnd));
      cuts.push({ start: at, end: tagEnd, preload: true });
    }
    at = page.indexOf(PRELOAD_OPEN, tagEnd);
  }
  cuts.push({ start: scriptStart, end: scriptEnd, preload: false });
  cuts.sort((a, b) => a.start - b.start);

  const parts: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push(page.subarray(from, cut.start));
    if (!cut.preload) {
      parts.push(
        Buffer.from(`${SCRIPT_OPEN}${nonce}" type="${DEFERRED_TYPE}">`, "latin1"),
        page.subarray(typeAt + MODULE_TYPE.length, scriptEnd),
        Buffer.from(`${SCRIPT_OPEN}${nonce}">${bootScript(preloads)}${SCRIPT_CLOSE}`, "latin1"),
      );
    }
    from = cut.end;
  }
  parts.push(page.subarray(from));
  return Buffer.concat(parts);
}
