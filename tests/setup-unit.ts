import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";
import { afterEach } from "vitest";

// The component tests' waits (findBy…, waitFor) give up after 10 s instead of Testing Library's
// 1 s: on a loaded 2-core machine, a part loaded on first use (the toast's view, decision 0002)
// took more than a second to arrive and the contact form's test failed 2 runs of 2 beside two
// CPU hogs. A wait that succeeds returns as soon as its element is there; only a failing test
// waits longer (docs/decisions/0080-test-budget.md).
configure({ asyncUtilTimeout: 10_000 });

// The component tests share their worker's modules and DOM (vitest.config.ts, "components"): after
// each test, what it rendered is unmounted and the document is as the next file expects a new one.
if (typeof document !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  const rootAttributes = [...document.documentElement.attributes].map((a) => [a.name, a.value]);
  afterEach(() => {
    cleanup();
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
    const root = document.documentElement;
    for (const { name } of [...root.attributes]) root.removeAttribute(name);
    for (const [name, value] of rootAttributes) root.setAttribute(name!, value!);
    for (const cookie of document.cookie.split(";")) {
      const name = cookie.split("=")[0]!.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    localStorage.clear();
    sessionStorage.clear();
  });
}

// A statement sent on a connection while another runs (Promise.all over one transaction) is
// deprecated by node-postgres and refused from pg@9: the PostgreSQL pass fails on its warning
// rather than printing it once (platform/in-turn.server.ts).
process.on("warning", (warning) => {
  if (warning.message.includes("already executing a query")) throw warning;
});
