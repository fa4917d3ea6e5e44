import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rules of the landing's contract (eslint.config.js), run through ESLint's Node API on
// snippets placed, by their file path, where the rules apply.

const eslint = new ESLint({ cwd: process.cwd() });
const SERVER_ONLY = /^Server-only section: rendered once to static HTML, never hydrated/;
const DEEP_IMPORT = /Import the landing feature through ~\/features\/landing/;

async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const inSections = "app/features/landing/sections/example-section.tsx";

describe("a server-only landing section", { timeout: 60_000 }, () => {
  it("may not carry an event handler", async () => {
    const messages = await lint(
      `export function Example() {
  return (
    <button type="button" onClick={() => console.log("clic")}>
      Cliquer
    </button>
  );
}
`,
      inSections,
    );
    expect(messages).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(SERVER_ONLY) },
    ]);
  });

  it("may not call a hook", async () => {
    const messages = await lint(
      `import { useState } from "react";

export function Example() {
  const [open] = useState(false);
  return <p>{open ? "Ouvert" : "Fermé"}</p>;
}
`,
      inSections,
    );
    expect(messages).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(SERVER_ONLY) },
    ]);
  });

  it("may not import a client-only module", async () => {
    const messages = await lint(
      `import { Link } from "react-router";

export function Example() {
  return <Link to="/tarifs">Tarifs</Link>;
}
`,
      inSections,
    );
    expect(messages).toEqual([
      { ruleId: "no-restricted-syntax", message: expect.stringMatching(SERVER_ONLY) },
    ]);
  });

  it("passes when its behaviour is wired through the hooks' data attributes", async () => {
    const messages = await lint(
      `import { hookAttrs, landingHooks } from "../hooks";

export function Example() {
  return (
    <a href="/tarifs" {...hookAttrs(landingHooks.siteLink)}>
      Tarifs
    </a>
  );
}
`,
      inSections,
    );
    expect(messages).toEqual([]);
  });
});

describe("the landing feature's entries", { timeout: 60_000 }, () => {
  const inRoute = "app/routes/_site/example.tsx";

  it("forbid a deep import from outside the feature", async () => {
    const messages = await lint(
      `import { Hero } from "~/features/landing/sections/hero";

export const parts = [Hero];
`,
      inRoute,
    );
    expect(messages).toEqual([
      { ruleId: "no-restricted-imports", message: expect.stringMatching(DEEP_IMPORT) },
    ]);
  });

  it("allow the client-safe and the server entries", async () => {
    const messages = await lint(
      `import { StaticHtml } from "~/features/landing";
import { renderLandingHtml } from "~/features/landing/index.server";

export const parts = [StaticHtml, renderLandingHtml];
`,
      inRoute,
    );
    expect(messages).toEqual([]);
  });
});
