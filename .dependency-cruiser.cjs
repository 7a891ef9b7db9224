/**
 * What may import what (`npm run check:imports`, part of `npm test`): no import cycle between
 * files, type-only imports included; `shared/` is used by the Worker and both browser apps and
 * uses none of them, nor any server library, so no server code can reach a browser bundle; the
 * two browser apps never import each other or the Worker.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "An import cycle makes module order matter and hides which module owns what.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "shared-uses-no-app",
      comment: "shared/ is imported by the Worker and both browser apps; it imports none of them.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "^(worker|public-app|admin-app)/" },
    },
    {
      name: "shared-uses-no-server-library",
      comment: "What shared/ imports can reach a browser bundle.",
      severity: "error",
      from: { path: "^shared/" },
      to: { path: "node_modules/(drizzle-orm|hono|wrangler|@cloudflare)/" },
    },
    {
      name: "browser-apps-apart",
      comment: "The public site and the admin app are built and shipped separately.",
      severity: "error",
      from: { path: "^public-app/" },
      to: { path: "^(admin-app|worker)/" },
    },
    {
      name: "admin-app-apart",
      comment: "The admin app talks to the Worker over HTTP only.",
      severity: "error",
      from: { path: "^admin-app/" },
      to: { path: "^(public-app|worker)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^dist/|(^|/)\\.wrangler/" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
