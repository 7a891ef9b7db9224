import { artikelSchema, contentMessages } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import { artikelStore } from "../db/artikel";
import { oneImage } from "../lib/upload-form";
import { contentRoutes } from "./content-routes";

/** Articles: add, edit, delete. Mounted at /api/admin/artikel, behind the session guard. */
export const adminArtikel = contentRoutes({
  kind: "artikel",
  store: artikelStore,
  notFound: apiMessages.artikelNotFound,
  form: { schema: artikelSchema, ...oneImage(contentMessages.artikelImageRequired) },
  title: (artikel) => artikel.judul,
  images: (artikel) => [artikel.gambar],
  create: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
  change: (data, uploaded) => ({ ...data, gambar: uploaded.image }),
});
