import { defineConfig } from "drizzle-kit";

// Paths are relative to the repository root: the root script `db:generate` runs from there.
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/db/schema/index.ts",
  out: "./apps/server/drizzle",
});
