import { defineProject } from "vitest/config";

// The admin app's pure logic (image rules); screens are tested in the browser (e2e/).
export default defineProject({
  test: { name: "admin-app", include: ["src/**/*.test.ts"], environment: "node" },
});
