import { galeriKategori } from "@padukuhan/shared/categories";
import { contentMessages, galeriSchema } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import { galeriStore } from "../db/galeri";
import { oneImage } from "../lib/upload-form";
import { contentRoutes } from "./content-routes";

/** Gallery photos: add, edit, delete. Mounted at /api/admin/galeri, behind the session guard. */
export const adminGaleri = contentRoutes({
  kind: "galeri",
  store: galeriStore,
  notFound: apiMessages.galeriNotFound,
  form: { schema: galeriSchema, ...oneImage(contentMessages.galeriImageRequired) },
  title: (galeri) => galeri.judul,
  images: (galeri) => [galeri.foto],
  // The category follows the title (seed section 3); an edit derives it again as it writes.
  create: (data, uploaded) => ({
    judul: data.judul,
    foto: uploaded.image,
    kategori: galeriKategori(data.judul),
  }),
  change: (data, uploaded) => ({ judul: data.judul, foto: uploaded.image }),
});
