import { Hono } from "hono/tiny";
import { agendaApi } from "../content/agenda/api-routes";
import { artikelApi } from "../content/artikel/api-routes";
import { galeriApi } from "../content/galeri/api-routes";
import { umkmApi } from "../content/umkm/api-routes";
import type { AppEnv } from "../env";

/**
 * The public read API: articles, UMKM, gallery and events for anyone on any host, each kind's
 * routes from its folder. Lists come a page at a time, `{ data, next }`; pass `next` back as
 * `cursor` for the following page.
 */
export const contentApi = new Hono<AppEnv>()
  .route("/artikel", artikelApi)
  .route("/umkm", umkmApi)
  .route("/galeri", galeriApi)
  .route("/agenda", agendaApi);
