import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { sharedChunkGroups } from "./config/chunk-groups";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [tailwindcss(), reactRouter()],
    resolve: {
      tsconfigPaths: true,
      // Radix's scroll lock styles the page through CSSOM rather than a <style> element, which
      // cached pages (no nonce) could not allow (app/lib/style-singleton.ts).
      alias: [
        {
          find: /^react-style-singleton$/,
          replacement: fileURLToPath(new URL("./app/lib/style-singleton.ts", import.meta.url)),
        },
      ],
    },
    ssr: { external: ["@electric-sql/pglite", "pg", "fs-native-extensions"] },
    build: {
      assetsInlineLimit: 0,
      // The server build's entry is server.ts (which imports the route modules), so that the
      // production server is one bundle: each server module exists once per process.
      rolldownOptions: {
        ...(isSsrBuild ? { input: "./server.ts" } : {}),
        output: {
          codeSplitting: {
            groups: [
              { name: "framework", test: FRAMEWORK, priority: 10 },
              // The server bundle needs no request-saving.
              ...(isSsrBuild ? [] : sharedChunkGroups(0)),
            ],
          },
        },
      },
    },
  };
});
