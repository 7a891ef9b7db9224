import { apiMessages } from "@padukuhan/shared/messages";
import { Hono } from "hono";
import type { AppEnv } from "./env";
import { apiError } from "./lib/errors";
import { contentApi } from "./routes/content-api";
import { imageRoutes } from "./routes/images";
import { pageDataApi } from "./routes/page-data-api";
import { pageRoutes } from "./routes/pages";
import { placeholderApi } from "./routes/placeholder";

export const app = new Hono<AppEnv>()
  .route("/api", contentApi)
  .route("/api/placeholder", placeholderApi)
  .route("/api/pages", pageDataApi)
  .route("/img", imageRoutes)
  // Any other /api path is a client's mistake: JSON 404, never the app shell.
  .all("/api/*", (c) => apiError(c, 404, "not_found", apiMessages.routeNotFound))
  .route("/", pageRoutes);

app.notFound((c) => apiError(c, 404, "not_found", apiMessages.routeNotFound));

// A bug must not leak a stack trace to the client; the log keeps the detail.
app.onError((error, c) => {
  console.error(`[error] ${c.req.method} ${c.req.path}`, error);
  return apiError(c, 500, "server_error", apiMessages.serverError);
});

export type AppType = typeof app;
