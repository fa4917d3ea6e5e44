import { describe, expect, it } from "vitest";
import { ALL, namesReexported, namesTaken, statements } from "./import-names";

describe("statements", () => {
  it("reads default, named, renamed and namespace imports and re-exports", () => {
    const code = [
      'import React, { useState as useS, useId } from "react";',
      'import * as icons from "./icons/index.mjs";',
      'export { default as Plus, default as PlusIcon } from "./icons/plus.mjs";',
      'export * from "./all";',
      'import "./app.css";',
      '// import { gone } from "./commented";',
    ].join("\n");
    expect(statements(code)).toEqual([
      {
        specifier: "react",
        reexport: false,
        bindings: [
          { imported: "default", local: "React" },
          { imported: "useState", local: "useS" },
          { imported: "useId", local: "useId" },
        ],
      },
      {
        specifier: "./icons/index.mjs",
        reexport: false,
        bindings: [{ imported: ALL, local: "icons" }],
      },
      {
        specifier: "./icons/plus.mjs",
        reexport: true,
        bindings: [
          { imported: "default", local: "Plus" },
          { imported: "default", local: "PlusIcon" },
        ],
      },
      { specifier: "./all", reexport: true, bindings: [{ imported: ALL, local: ALL }] },
      { specifier: "./app.css", reexport: false, bindings: [] },
    ]);
  });
});

describe("namesTaken", () => {
  it("says which names a module takes from another, by relative path, alias or package", () => {
    const page = "/p/app/routes/_app/index.tsx";
    const code =
      'import { Plus } from "lucide-react";\nimport { cn } from "~/lib/cn";\nimport { a } from "../x";';
    expect(
      namesTaken(code, page, "/p/node_modules/lucide-react/dist/esm/lucide-react.mjs"),
    ).toEqual(new Set(["Plus"]));
    expect(namesTaken(code, page, "/p/app/lib/cn.ts")).toEqual(new Set(["cn"]));
    expect(namesTaken(code, page, "/p/app/routes/x/index.ts")).toEqual(new Set(["a"]));
    expect(namesTaken(code, page, "/p/app/lib/other.ts")).toBeNull();
  });
});

describe("namesReexported", () => {
  const barrel = "/p/node_modules/lucide-react/dist/esm/lucide-react.mjs";
  const code = [
    'import * as index from "./icons/index.mjs";',
    "export { index as icons };",
    'export { default as Plus, default as PlusIcon } from "./icons/plus.mjs";',
    'export { default as Search } from "./icons/search.mjs";',
  ].join("\n");

  it("names what a barrel exports from a module", () => {
    const plus = "/p/node_modules/lucide-react/dist/esm/icons/plus.mjs";
    expect(namesReexported(code, barrel, plus, new Set([ALL]))).toEqual(
      new Set(["Plus", "PlusIcon"]),
    );
    expect(namesReexported(code, barrel, plus, new Set(["other"]))).toEqual(new Set());
  });

  it("follows a namespace import exported under another name", () => {
    const index = "/p/node_modules/lucide-react/dist/esm/icons/index.mjs";
    expect(namesReexported(code, barrel, index, new Set(["Plus"]))).toEqual(new Set(["icons"]));
  });
});
