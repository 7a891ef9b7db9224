import { apiListRoutes } from "../../lib/list-request";
import { listGaleri } from "./lists";

/** The gallery for anyone: `GET /api/galeri`, a page at a time. */
export const galeriApi = apiListRoutes("/api/galeri", listGaleri);
