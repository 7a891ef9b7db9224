import { Hono } from "hono/tiny";
import type { AppEnv } from "./env";
import { adminApi } from "./routes/admin-api";
import { authApi } from "./routes/auth-api";
import { contentApi } from "./routes/content-api";

/**
 * The API the admin app calls, mounted as in app.ts. Only its type is used: the admin app types
 * its calls from it (admin-app/src/endpoints.ts), through the declarations tsconfig.api.json
 * writes, so a route or field renamed here is a type error there.
 */
const adminAppApi = new Hono<AppEnv>()
  .route("/api/auth", authApi)
  .route("/api/admin", adminApi)
  .route("/api", contentApi);
export type AdminAppApi = typeof adminAppApi;
