import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL here; wrangler applies the files (dev, tests, deploy).
export default defineConfig({
  dialect: "sqlite",
  schema: ["./worker/src/db/schema.ts", "./worker/src/content/*/table.ts"],
  out: "./migrations",
});
