import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations to ./drizzle; the server applies them at start.
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/server/db/schema.server.ts",
    "./app/server/db/workspace-schema.server.ts",
    "./app/server/db/helpdesk-schema.server.ts",
    "./app/server/db/inventory-schema.server.ts",
  ],
  out: "./drizzle",
});
