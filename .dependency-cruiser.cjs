/**
 * What may import what (`npm run check:imports`, part of `npm test`): no import cycle between
 * files, type-only imports included; `shared/` is used by the Worker and both browser apps and
 * uses none of them, nor any server library, so no server code can reach a browser bundle; the
 * two browser apps never import each other or the Worker. Within the Worker and the admin app,
 * folders import downwards only: a kind's folder builds on the shared parts below it, and only
 * the composing layers above (routes, pages, app) gather the kinds.
 */
/** Code under `from` never imports `to`. */
const never = (name, comment, from, to) => ({
  name,
  comment,
  severity: "error",
  from: { path: from },
  to: { path: to },
});

/** Code under `from` (its tests aside) never imports `to`, the layer above it. */
const below = (name, comment, from, to) => {
  const rule = never(name, comment, from, to);
  return { ...rule, from: { ...rule.from, pathNot: "\\.test\\.tsx?$" } };
};

/** Each kind's folder under `parent` stands alone: one kind never reaches into another's. */
const kindsApart = (name, parent) => ({
  name,
  comment: "Each kind's folder stands alone: one kind never reaches into another's.",
  severity: "error",
  from: { path: `${parent}([^/]+)/`, pathNot: "\\.test\\.tsx?$" },
  to: { path: `${parent}[^/]+/`, pathNot: `${parent}$1/` },
});

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
    never(
      "shared-uses-no-app",
      "shared/ is imported by the Worker and both browser apps; it imports none of them.",
      "^shared/",
      "^(worker|public-app|admin-app)/",
    ),
    never(
      "shared-uses-no-server-library",
      "What shared/ imports can reach a browser bundle.",
      "^shared/",
      "node_modules/(drizzle-orm|hono|wrangler|@cloudflare)/",
    ),
    never(
      "browser-apps-apart",
      "The public site and the admin app are built and shipped separately.",
      "^public-app/",
      "^(admin-app|worker)/",
    ),
    never(
      "admin-app-apart",
      "The admin app talks to the Worker over HTTP only; it sees the Worker's routes as types, through declarations (worker/tsconfig.api.json).",
      "^admin-app/",
      "^(public-app|worker)/",
    ),
    below(
      "worker-base-below-kinds",
      "worker/src/db, lib and auth are what every kind builds on; they know no kind, route or page.",
      "^worker/src/(db|lib|auth)/",
      "^worker/src/(content|routes|pages|app\\.ts|index\\.ts)",
    ),
    below(
      "worker-kinds-below-routes",
      "A kind's folder (worker/src/content/) is gathered by routes and pages, never the reverse.",
      "^worker/src/content/",
      "^worker/src/(routes|pages|app\\.ts|index\\.ts)",
    ),
    below(
      "worker-pages-below-routes",
      "Rendering a page (worker/src/pages) knows no route.",
      "^worker/src/pages/",
      "^worker/src/(routes|app\\.ts|index\\.ts)",
    ),
    below(
      "admin-base-below-kinds",
      "The admin's shared parts (components, content hooks) know no kind's screen or page.",
      "^admin-app/src/(components|content|auth|layout)/",
      "^admin-app/src/(kinds|pages|app\\.tsx)",
    ),
    kindsApart("admin-kinds-apart", "^admin-app/src/kinds/"),
    kindsApart("worker-kinds-apart", "^worker/src/content/"),
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
