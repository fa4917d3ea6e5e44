import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Layering: components/lib/content -> features -> routes; app/server only behind the .server wall.
const boundaries = [
  { target: "./app/components", from: ["./app/features", "./app/routes", "./app/server"] },
  {
    target: "./app/lib",
    from: ["./app/features", "./app/routes", "./app/server", "./app/components"],
  },
  { target: "./app/content", from: ["./app/features", "./app/routes", "./app/server"] },
  { target: "./app/features", from: ["./app/routes"] },
  { target: "./app/server", from: ["./app/routes", "./app/components"] },
  // The server may use a feature's shared form contract (schema, types), nothing else of it.
  {
    target: "./app/server",
    from: "./app/features",
    except: [
      "./contact/contact-schema.ts",
      "./contact/contact-types.ts",
      "./contact/contact-result.ts",
      "./auth/auth-schemas.ts",
      "./auth/auth-result.ts",
      "./inbox/types.ts",
    ],
  },
];

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
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
  },
);
