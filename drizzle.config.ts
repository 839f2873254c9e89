import { defineConfig } from "drizzle-kit";

// Generating migrations needs no database: drizzle-kit diffs db/schema against db/migrations.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
