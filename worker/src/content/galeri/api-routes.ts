import { Hono } from "hono/tiny";
import type { AppEnv } from "../../env";
import { apiListRequest, badCursor } from "../../lib/list-request";
import { methodNotAllowed } from "../../lib/method-not-allowed";
import { listGaleri } from "./lists";

/** The gallery for anyone: `GET /api/galeri`, a page at a time. */
export const galeriApi = new Hono<AppEnv>()
  .get("/", async (c) => {
    const request = apiListRequest(c, "/api/galeri");
    if (!request) return badCursor(c);
    return c.json(await listGaleri(c.env.DB, request), 200);
  })
  .all("/", methodNotAllowed(["GET"]));
