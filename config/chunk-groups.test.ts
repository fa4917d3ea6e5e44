import { describe, expect, it } from "vitest";
import { commonChunkName, isBarrel } from "./chunk-groups";

type Info = { code: string; importers: string[] };

/** A fake module graph: id → code and static importers. */
function graph(modules: Record<string, Info>) {
  return {
    getModuleInfo: (id: string) => modules[id] ?? null,
  };
}

describe("isBarrel", () => {
  it("recognises modules that only re-export", () => {
    expect(isBarrel('export { A } from "./a";\nexport * from "./b";')).toBe(true);
    expect(
      isBarrel('"use strict";\n/** x */\nimport * as i from "./i";\nexport { i as icons };'),
    ).toBe(true);
    expect(isBarrel('import { a } from "./a";\nexport const b = a + 1;')).toBe(false);
    expect(isBarrel(null)).toBe(false);
  });
});

describe("commonChunkName", () => {
  const ctx = graph({
    "/p/app/root.tsx": { code: "x()", importers: [] },
    "/p/app/lib/cn.ts": { code: "export const cn = 1;", importers: ["/p/app/root.tsx"] },
    "/p/app/lib/used-by-cn.ts": { code: "export const u = 1;", importers: ["/p/app/lib/cn.ts"] },
    "/p/node_modules/icons/index.mjs": {
      code: 'export { default as A } from "./a.mjs";',
      importers: ["/p/app/root.tsx"],
    },
    "/p/node_modules/icons/a.mjs": {
      code: "export default 1;",
      importers: ["/p/node_modules/icons/index.mjs"],
    },
    "/p/app/routes/_app/index.tsx": { code: "x()", importers: [] },
    "/p/app/features/x/page.tsx": {
      code: "export const p = 1;",
      importers: ["/p/app/routes/_app/index.tsx"],
    },
  });

  it("groups what the root loads, directly or not", () => {
    expect(commonChunkName("/p/app/lib/cn.ts", ctx)).toBe("common");
    expect(commonChunkName("/p/app/lib/used-by-cn.ts", ctx)).toBe("common");
  });

  it("leaves alone what the root reaches only through a barrel, a page's code and the entries", () => {
    expect(commonChunkName("/p/node_modules/icons/a.mjs", ctx)).toBeNull();
    expect(commonChunkName("/p/app/features/x/page.tsx", ctx)).toBeNull();
    expect(commonChunkName("/p/app/root.tsx", ctx)).toBeNull();
  });
});

describe("commonChunkName, a layout's chunk", () => {
  const ctx = graph({
    "/p/app/root.tsx": { code: "x()", importers: [] },
    "/p/app/routes/_site/layout.tsx": { code: "x()", importers: [] },
    "/p/app/routes/_site/home.tsx": { code: "x()", importers: [] },
    "/p/app/routes/_app/index.tsx": { code: "x()", importers: [] },
    "/p/app/features/site/header.tsx": {
      code: "export const h = 1;",
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/routes/_site/home.tsx"],
    },
    "/p/app/features/site/menu.tsx": {
      code: "export const m = 1;",
      importers: ["/p/app/features/site/header.tsx"],
    },
    "/p/app/content/links.ts": {
      code: "export const l = 1;",
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/routes/_app/index.tsx"],
    },
    "/p/app/features/site/index.ts": {
      code: 'export { f } from "./footer";',
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/routes/_app/index.tsx"],
    },
    "/p/app/features/site/footer.tsx": {
      code: "export const f = 1;",
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/features/site/index.ts"],
    },
    "/p/app/features/site/page-only.tsx": {
      code: "export const p = 1;",
      importers: ["/p/app/routes/_site/home.tsx"],
    },
  });

  it("groups what the layout loads when only its own pages reach it", () => {
    expect(commonChunkName("/p/app/features/site/header.tsx", ctx)).toBe("site-shell");
    expect(commonChunkName("/p/app/features/site/menu.tsx", ctx)).toBe("site-shell");
  });

  it("leaves alone what a page elsewhere reaches, even through a barrel, and a page's own code", () => {
    expect(commonChunkName("/p/app/content/links.ts", ctx)).toBeNull();
    expect(commonChunkName("/p/app/features/site/footer.tsx", ctx)).toBeNull();
    expect(commonChunkName("/p/app/features/site/page-only.tsx", ctx)).toBeNull();
    expect(commonChunkName("/p/app/routes/_site/layout.tsx", ctx)).toBeNull();
  });
});
