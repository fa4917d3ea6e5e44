import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations to ./drizzle; the server applies them at start.
// Schemas by glob (decision 0083): the platform's and the first modules' in app/server/db/, a new
// module's in its own folder (app/server/<module>/schema.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: ["./app/server/db/*schema.server.ts", "./app/server/*/schema.server.ts"],
  out: "./drizzle",
});
