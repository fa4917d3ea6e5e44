import { describe, expect, it } from "vitest";
import { commonChunkName, sharedChunkGroups } from "./chunk-groups";
import { entriesUsing, isBarrel } from "./module-users";

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

describe("commonChunkName, the layouts' chunks", () => {
  const ctx = graph({
    "/p/app/root.tsx": { code: "x()", importers: [] },
    "/p/app/routes/_site/layout.tsx": {
      code: 'import { h } from "~/features/site/header";\nimport { links } from "~/content/links";',
      importers: [],
    },
    "/p/app/routes/_site/home.tsx": {
      code: 'import { h } from "~/features/site/header";\nimport { p } from "~/features/site/page-only";',
      importers: [],
    },
    "/p/app/routes/_app/layout.tsx": {
      code: 'import { links } from "~/content/links";\nimport { Plus } from "lucide-react";',
      importers: [],
    },
    "/p/app/routes/_app/index.tsx": {
      code: 'import { f } from "~/features/site";\nimport { Search } from "lucide-react";',
      importers: [],
    },
    "/p/app/features/site/header.tsx": {
      code: 'import { m } from "./menu";\nexport const h = 1;',
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/routes/_site/home.tsx"],
    },
    "/p/app/features/site/menu.tsx": {
      code: "export const m = 1;",
      importers: ["/p/app/features/site/header.tsx"],
    },
    "/p/app/content/links.ts": {
      code: "export const links = 1;",
      importers: ["/p/app/routes/_site/layout.tsx", "/p/app/routes/_app/layout.tsx"],
    },
    "/p/app/features/site/index.ts": {
      code: 'export { f } from "./footer";\nexport { g } from "./gallery";',
      importers: ["/p/app/routes/_app/index.tsx"],
    },
    "/p/app/features/site/footer.tsx": {
      code: "export const f = 1;",
      importers: ["/p/app/features/site/index.ts"],
    },
    "/p/app/features/site/gallery.tsx": {
      code: "export const g = 1;",
      importers: ["/p/app/features/site/index.ts"],
    },
    "/p/app/features/site/page-only.tsx": {
      code: "export const p = 1;",
      importers: ["/p/app/routes/_site/home.tsx"],
    },
    "/p/node_modules/lucide-react/dist/esm/lucide-react.mjs": {
      code: 'export { default as Plus } from "./icons/plus.mjs";\nexport { default as Search } from "./icons/search.mjs";',
      importers: ["/p/app/routes/_app/layout.tsx", "/p/app/routes/_app/index.tsx"],
    },
    "/p/node_modules/lucide-react/dist/esm/icons/plus.mjs": {
      code: 'import c from "../createLucideIcon.mjs";\nexport default c("plus");',
      importers: ["/p/node_modules/lucide-react/dist/esm/lucide-react.mjs"],
    },
    "/p/node_modules/lucide-react/dist/esm/icons/search.mjs": {
      code: 'import c from "../createLucideIcon.mjs";\nexport default c("search");',
      importers: ["/p/node_modules/lucide-react/dist/esm/lucide-react.mjs"],
    },
    "/p/node_modules/lucide-react/dist/esm/createLucideIcon.mjs": {
      code: "export default function c() {}",
      importers: [
        "/p/node_modules/lucide-react/dist/esm/icons/plus.mjs",
        "/p/node_modules/lucide-react/dist/esm/icons/search.mjs",
      ],
    },
  });

  it("groups what only a layout's pages use in the layout's chunk", () => {
    expect(commonChunkName("/p/app/features/site/header.tsx", ctx)).toBe("site-shell");
    expect(commonChunkName("/p/app/features/site/menu.tsx", ctx)).toBe("site-shell");
  });

  it("groups what several layouts use in a chunk of its own, not in one layout's", () => {
    expect(commonChunkName("/p/app/content/links.ts", ctx)).toBe("shared-dashboard-site");
  });

  it("reads through a barrel which icon a page uses", () => {
    const icons = "/p/node_modules/lucide-react/dist/esm/icons";
    expect(commonChunkName(`${icons}/plus.mjs`, ctx)).toBe("dashboard-shell");
    expect(commonChunkName(`${icons}/search.mjs`, ctx)).toBe("dashboard-icons");
    expect(commonChunkName("/p/node_modules/lucide-react/dist/esm/createLucideIcon.mjs", ctx)).toBe(
      "common",
    );
  });

  it("leaves a page's own code, and what a barrel re-exports that no page takes, to the bundler", () => {
    const ENTRY = /[\\/]app[\\/]routes[\\/]/;
    expect(entriesUsing("/p/app/features/site/footer.tsx", ctx, ENTRY)).toEqual([
      "/p/app/routes/_app/index.tsx",
    ]);
    expect(entriesUsing("/p/app/features/site/gallery.tsx", ctx, ENTRY)).toEqual([]);
    expect(commonChunkName("/p/app/features/site/footer.tsx", ctx)).toBeNull();
    expect(commonChunkName("/p/app/features/site/page-only.tsx", ctx)).toBeNull();
    expect(commonChunkName("/p/app/routes/_site/layout.tsx", ctx)).toBeNull();
  });
});

describe("sharedChunkGroups", () => {
  it("lets common take modules first, then the shared chunks, the layouts' and the icons", () => {
    const groups = sharedChunkGroups(0);
    const priorities = groups.map((g) => g.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
    const ctx = graph({
      "/p/app/root.tsx": { code: 'import { cn } from "./lib/cn";', importers: [] },
      "/p/app/lib/cn.ts": { code: "export const cn = 1;", importers: ["/p/app/root.tsx"] },
    });
    expect(groups.map((g) => g.name("/p/app/lib/cn.ts", ctx))).toEqual([
      "common",
      null,
      null,
      null,
    ]);
  });
});
