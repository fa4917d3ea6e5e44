import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { sharedChunkGroups } from "./config/chunk-groups";

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

/**
 * The parse worker's entry keeps its name in the server build (React Router names every entry
 * after the server's, index.js): the pool looks for build/server/parse-worker.js (decision 0075).
 */
const parseWorkerName: Plugin = {
  name: "parse-worker-name",
  apply: "build",
  outputOptions(options) {
    const names = options.entryFileNames;
    if (typeof names !== "string") return null;
    return {
      ...options,
      entryFileNames: (chunk) => (chunk.name === "parse-worker" ? "parse-worker.js" : names),
    };
  },
};

/**
 * React Router's production build in the built site. Its package.json points every condition at
 * dist/development (remix-run/react-router#14102), whose only difference is ENABLE_DEV_WARNINGS
 * = true: development warnings checked on every render and shipped to the browser (0124).
 */
const reactRouterProduction = [
  ["react-router", "index.mjs"],
  ["react-router/dom", "dom-export.mjs"],
].map(([name, file]) => ({
  find: new RegExp(`^${name}$`),
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

export default defineConfig(({ command, isSsrBuild }) => {
  return {
    plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [parseWorkerName] : [])],
    resolve: {
      tsconfigPaths: true,
      // Radix's scroll lock styles the page through CSSOM rather than a <style> element, which
      // cached pages (no nonce) could not allow (app/lib/style-singleton.ts).
      alias: [
        {
          find: /^react-style-singleton$/,
          replacement: fileURLToPath(new URL("./app/lib/style-singleton.ts", import.meta.url)),
        },
        ...(command === "build" ? reactRouterProduction : []),
      ],
    },
    ssr: {
      external: ["@electric-sql/pglite", "pg", "fs-native-extensions"],
      // Bundled, so that the alias above applies to the server too (node would load the
      // development build): one copy, since nothing external imports react-router (0124).
      ...(command === "build" ? { noExternal: ["react-router"] } : {}),
    },
    build: {
      assetsInlineLimit: 0,
      // The server build's entry is server.ts (which imports the route modules), so that the
      // production server is one bundle: each server module exists once per process. The parse
      // worker's entry is built beside it, as the file its threads run (decision 0075).
      rolldownOptions: {
        ...(isSsrBuild
          ? {
              input: {
                index: "./server.ts",
                "parse-worker": "./app/server/platform/parse-worker.server.ts",
              },
            }
          : {}),
        output: {
          codeSplitting: {
            // The server bundle needs no request-saving, nor a framework chunk (react-router,
            // bundled there, stays in index.js).
            groups: isSsrBuild
              ? []
              : [{ name: "framework", test: FRAMEWORK, priority: 10 }, ...sharedChunkGroups(0)],
          },
        },
      },
    },
  };
});
