import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferModuleScripts as deferBytes } from "./deferred-boot.server";

/** The rewrite of a document given as text, read back as text. */
const deferModuleScripts = (html: string) => deferBytes(Buffer.from(html, "utf8")).toString("utf8");

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="N1"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="N1"/>' +
  '<link rel="icon" href="/favicon.svg"/></head><body><p>Bonjour</p>' +
  '<script nonce="N1">window.__reactRouterContext = {};</script>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-b.js";\n' +
  'import("/assets/entry.client-a.js");</script>' +
  '<script nonce="N1">window.__reactRouterContext.streamController.close();</script>' +
  "</body></html>";

describe("deferModuleScripts", () => {
  const html = deferModuleScripts(page);

  it("takes the module preloads out of the document", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain("<p>Bonjour</p>");
  });

  it("keeps the module script in place, inert, with its nonce and text", () => {
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      '<script nonce="N1" type="text/x-deferred-module">import * as route0 from "/assets/root-b.js";',
    );
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
  });

  it("adds one boot script with the nonce, which starts the modules after a painted frame", () => {
    const boot =
      /<script nonce="N1">(\(function\(\)\{var c=document\.currentScript.*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(boot).toBeTruthy();
    expect(html.indexOf(boot!)).toBeGreaterThan(html.indexOf("text/x-deferred-module"));

    // Run it against a minimal DOM: nothing before the frame, everything once after it.
    const appended: unknown[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const moduleText = 'import("/assets/entry.client-a.js");';
    runInNewContext(boot!, {
      document: {
        currentScript: { nonce: "N1", previousElementSibling: { textContent: moduleText } },
        createElement: (tag: string) => ({ tag }),
        createDocumentFragment: () => {
          const children: unknown[] = [];
          return { children, appendChild: (el: unknown) => children.push(el) };
        },
        head: { appendChild: (el: unknown) => appended.push(el) },
      },
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void) => timers.push(fn),
    });
    expect(appended).toEqual([]);
    // The first frame's callbacks run before its paint: nothing starts there, not even a timer.
    frames.shift()!();
    expect(timers).toEqual([]);
    expect(appended).toEqual([]);
    // The second frame comes once the first was painted.
    frames.shift()!();
    expect(frames).toEqual([]);
    // Timers run in order, including the ones they add.
    for (let i = 0; i < timers.length; i++) timers[i]!();
    expect(appended).toEqual([
      {
        children: [
          { tag: "link", rel: "modulepreload", href: "/assets/entry.client-a.js" },
          { tag: "link", rel: "modulepreload", href: "/assets/root-b.js" },
        ],
        appendChild: expect.any(Function),
      },
      { tag: "script", type: "module", nonce: "N1", textContent: moduleText },
    ]);
  });

  it("inserts the preloads four per task, then the module script in a task of its own", () => {
    const many = page.replace(
      '<link rel="icon"',
      Array.from(
        { length: 7 },
        (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js"/>`,
      ).join("") + '<link rel="icon"',
    );
    const boot = /<script nonce="N1">(\(function\(\)\{var c=.*?)<\/script>/.exec(
      deferModuleScripts(many),
    )?.[1];
    const tasks: number[][] = [];
    const timers: (() => void)[] = [];
    let current: number[] = [];
    runInNewContext(boot!, {
      document: {
        currentScript: { nonce: "N1", previousElementSibling: { textContent: "" } },
        createElement: (tag: string) => ({ tag }),
        createDocumentFragment: () => ({ appendChild: () => current.push(1) }),
        head: { appendChild: () => undefined },
      },
      requestAnimationFrame: (fn: () => void) => fn(),
      setTimeout: (fn: () => void) => timers.push(fn),
    });
    for (let i = 0; i < timers.length; i++) {
      current = [];
      timers[i]!();
      tasks.push(current);
    }
    // go (after the frames), then 9 preloads as 4 + 4 + 1, then the script: no timer of its own.
    expect(tasks.map((t) => t.length).filter((n) => n > 0)).toEqual([4, 4, 1]);
    expect(timers.length).toBe(4);
  });

  it("starts a hidden tab on a timer, since it paints no frame", () => {
    const boot = /<script nonce="N1">(\(function\(\)\{var c=.*?)<\/script>/.exec(
      deferModuleScripts(page),
    )?.[1];
    const appended: unknown[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    runInNewContext(boot!, {
      document: {
        hidden: true,
        currentScript: { nonce: "N1", previousElementSibling: { textContent: "" } },
        createElement: (tag: string) => ({ tag }),
        createDocumentFragment: () => ({ appendChild: () => undefined }),
        head: { appendChild: (el: unknown) => appended.push(el) },
      },
      requestAnimationFrame: () => undefined,
      setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    });
    expect(timers.map((t) => t.ms)).toEqual([500]);
    for (let i = 0; i < timers.length; i++) timers[i]!.fn();
    expect(appended.at(-1)).toMatchObject({ tag: "script", type: "module" });
  });

  it("leaves a document without React Router's scripts alone", () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>404</p></body></html>";
    expect(deferModuleScripts(plain)).toBe(plain);
  });

  it("keeps every byte of the rest of the page as it was", () => {
    const words = "<p>Équipements — Kaloum, 1 500 000 GNF, 👍 « merci »</p>";
    const html = deferModuleScripts(page.replace("<p>Bonjour</p>", words));
    expect(html).toContain(words);
    expect(html.replace(words, "<p>Bonjour</p>")).toBe(deferModuleScripts(page));
    const plain = Buffer.from("<!DOCTYPE html><p>Déjà vu</p>", "utf8");
    expect(deferBytes(plain)).toBe(plain);
  });
});
