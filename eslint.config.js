import path from "node:path";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Layering: components/lib/content -> contracts -> features -> routes; app/server only behind the
// .server wall. app/contracts holds what the server and the pages share (form schemas, result and
// view types, the inbox address): both import it, it imports neither, and the server imports no
// feature at all.
const boundaries = [
  {
    target: "./app/components",
    from: ["./app/features", "./app/routes", "./app/server", "./app/contracts"],
  },
  {
    target: "./app/lib",
    from: ["./app/features", "./app/routes", "./app/server", "./app/components", "./app/contracts"],
  },
  {
    target: "./app/content",
    from: ["./app/features", "./app/routes", "./app/server", "./app/contracts"],
  },
  {
    target: "./app/contracts",
    from: ["./app/features", "./app/routes", "./app/server", "./app/components"],
  },
  { target: "./app/features", from: ["./app/routes", "./app/server"] },
  { target: "./app/server", from: ["./app/routes", "./app/components", "./app/features"] },
  {
    // Business tables are reached only through the tenant helper (withWorkspace / inTenant), by the
    // workspace code and the modules' server folders: nothing else imports their schema.
    // (Tests may read them, to check what the code wrote.) Patterns, not module names (decision
    // 0083): the platform's folders are listed, any other folder of app/server is a module's.
    target: [
      "./app/!(server)/**/!(*.test).{ts,tsx}",
      "./app/!(*.test).{ts,tsx}",
      "./app/server/@(auth|contact|http|inbox|mail|platform)/**/!(*.test).ts",
    ],
    from: ["./app/server/db/!(auth)-schema.server.ts", "./app/server/!(db)/schema.server.ts"],
    message:
      "Business tables are read and written only through the tenant helper (app/server/workspaces/).",
  },
];

// The pages do not ship zod (docs/decisions/2026-11-22-hydration-cost.md): schemas live in
// app/contracts/*-schema(s).ts for the server, and the pages import the zod-free result types.
const noZod = [
  {
    group: ["zod", "zod/*", "~/contracts/*-schema", "~/contracts/*-schemas"],
    message:
      "No zod here: schemas live in app/contracts/*-schema(s).ts, imported by the server only; pages import the result types.",
  },
];

// The landing feature has two entries, one per side: index.ts (client-safe: the route's
// components, the DOM hooks' names) and index.server.ts (the sections' server rendering, which a
// barrel loaded by the client bundle cannot re-export). Nothing outside it imports deeper.
const landingEntries = [
  {
    group: ["**/features/landing/*", "!**/features/landing/index.server"],
    message:
      "Import the landing feature through ~/features/landing (client-safe) or ~/features/landing/index.server (server rendering) only.",
  },
];

// The landing's sections (docs/decisions/0026-landing-sections-contract.md) are rendered
// once to static HTML and never hydrated: an event handler, a hook or a client-only module there
// compiles, renders and silently does nothing.
const serverOnlySection =
  "Server-only section: rendered once to static HTML, never hydrated, so this would silently do nothing. Wire behaviour through hooks.ts (data attributes) and landing-enhancements.";
const clientOnlyModules = [
  "^react-dom(/client)?$",
  "^react-router",
  "^radix-ui|^@radix-ui/",
  "^~/lib/(use-|project-dialog-event|pause-offscreen|theme-context)",
  "^~/components/ui/(toast|toaster|sheet|dropdown-menu|navigation-menu|tabs)",
  "^~/components/layout/site-link",
  "^~/features/landing$",
  "(^|/)(landing-enhancements|hero-video|count-up|contact-section|static-html)$",
]
  .join("|")
  .replaceAll("/", "\\/"); // esquery ends a regular expression at an unescaped slash
const sectionRules = [
  { selector: "JSXAttribute[name.name=/^on[A-Z]/]", message: serverOnlySection },
  { selector: "CallExpression[callee.name=/^use([A-Z]|$)/]", message: serverOnlySection },
  { selector: "CallExpression[callee.property.name=/^use([A-Z]|$)/]", message: serverOnlySection },
  {
    selector: `ImportDeclaration[importKind="value"][source.value=/${clientOnlyModules}/]`,
    message: serverOnlySection,
  },
  { selector: "ImportExpression", message: serverOnlySection },
];

// Modules (app/server/<module>/, and every folder there not in SHARED) import one another only
// through the other's public face, ~/server/<module>/index.server (tests: also its test kits);
// the platform, the tenant core (workspaces) and the other shared folders are open to all
// (docs/decisions/0081-server-platform-layer.md). A pattern, not a list: a new module needs no edit.
const SHARED = new Set(["platform", "db", "auth", "mail", "http", "workspaces"]);
const serverPath = (file) => /app\/server\/([^/]+)\/(.+)$/.exec(file.replaceAll("\\", "/"));
const moduleBoundary = {
  meta: { type: "problem", schema: [] },
  create(context) {
    const mine = serverPath(context.filename)?.[1];
    // A test, or a test kit (test code too: one module's kit builds on another's, decision 0090).
    const test = /\.test\.tsx?$|test-(kit|data|fixtures)\.server\.ts$/.test(context.filename);
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== "string") return;
      const target = spec.startsWith(".") ? path.join(path.dirname(context.filename), spec) : spec;
      const match = serverPath(target.replace(/^~\//, "app/"));
      if (!match || !mine || match[1] === mine || SHARED.has(match[1])) return;
      if (
        match[2] === "index.server" ||
        (test && /test-(kit|data|fixtures)\.server$/.test(match[2]))
      )
        return;
      context.report({
        node: node.source,
        message: `Import the ${match[1]} module through ~/server/${match[1]}/index.server only (decision 0081).`,
      });
    };
    const nodes = ["ImportDeclaration", "ExportNamedDeclaration", "ExportAllDeclaration"];
    return Object.fromEntries([...nodes, "ImportExpression"].map((type) => [type, check]));
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": "error",
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-default-export": "off",
      "import-x/no-restricted-paths": ["error", { zones: boundaries }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // Features do not import each other's internals: a feature may only use another's index.
    files: ["app/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features/*/*"],
              message: "Import another feature through its public module only.",
            },
            ...noZod,
          ],
        },
      ],
    },
  },
  {
    files: ["app/server/**/*.ts"],
    // The parse worker's task table is an entry, like server.ts; the export's and the dashboard's
    // module lists become the module manifest (issue 33).
    ignores: [
      "app/server/platform/parse-worker.server.ts",
      "app/server/workspaces/{dashboard-figures,workspace-export}.server.ts",
    ],
    plugins: { modules: { rules: { boundary: moduleBoundary } } },
    rules: { "modules/boundary": "error" },
  },
  {
    files: ["app/features/landing/sections/**/*.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...sectionRules] },
  },
  {
    files: ["app/{components,lib,content,routes}/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [...noZod, ...landingEntries] }] },
  },
  {
    // A contract's zod schema and its result types are separate files, so a page can import the types.
    files: ["app/contracts/**/*.ts"],
    ignores: ["app/contracts/*-schema.ts", "app/contracts/*-schemas.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: noZod }] },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
