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
