import { galeriKategori } from "@padukuhan/shared/categories";
import { galeriMessages, galeriSchema } from "@padukuhan/shared/galeri";
import { MAX_IMAGE_BYTES } from "@padukuhan/shared/images";
import type { Env } from "../../env";
import { type FetchedImage, formFile } from "../../lib/upload-form";
import { type FieldErrors, refuseInput } from "../../lib/validation";
import { contentRoutes } from "../content-routes";
import { galeriStore } from "./store";

/** How long the thumbnail may take; the admin is waiting on 'Menyimpan...'. */
const THUMBNAIL_TIMEOUT_MS = 8_000;

const thumbnailUnavailable: FieldErrors = { video: galeriMessages.videoThumbnailUnavailable };

/**
 * A video's thumbnail, fetched once as it is saved and stored in R2 as the item's `foto`, so a
 * visitor's browser loads nothing from YouTube until they press play. The origin is a var
 * (YOUTUBE_THUMBNAIL_ORIGIN) so tests serve it locally. A missing video answers 404 there.
 */
async function videoThumbnail(videoId: string, env: Env): Promise<FetchedImage[]> {
  const bytes = await thumbnailBytes(videoId, env);
  return bytes
    ? [{ field: "image", bytes, unusable: thumbnailUnavailable }]
    : refuseInput(thumbnailUnavailable);
}

/** The thumbnail's bytes, or null when YouTube has none or cannot be reached in time. */
async function thumbnailBytes(videoId: string, env: Env): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const response = await fetch(`${env.YOUTUBE_THUMBNAIL_ORIGIN}/vi/${videoId}/hqdefault.jpg`, {
      signal: AbortSignal.timeout(THUMBNAIL_TIMEOUT_MS),
    });
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (!response.ok || declared > MAX_IMAGE_BYTES) {
      await response.body?.cancel();
      return null;
    }
    return new Uint8Array(await response.arrayBuffer());
  } catch {
    return null;
  }
}

/**
 * Gallery items: a photo (uploaded) or a YouTube video (a link; its thumbnail fetched and stored
 * as the photo). Add, edit, delete; mounted at /api/admin/galeri, behind the session guard.
 */
export const adminGaleri = contentRoutes({
  kind: "galeri",
  store: galeriStore,
  notFound: galeriMessages.notFound,
  form: {
    schema: galeriSchema,
    maxImages: 1,
    // A video's image is its thumbnail: a file sent beside it is not used.
    imageFields: (form, data) => (data.videoId === null && formFile(form, "image") ? ["image"] : []),
    required: (fields) => (fields.jenis === "video" ? {} : { image: galeriMessages.imageRequired }),
    fetchedImages: async (data, env) => (data.videoId === null ? [] : videoThumbnail(data.videoId, env)),
  },
  title: (galeri) => galeri.judul,
  images: (galeri) => [galeri.foto],
  // A video turned into a photo needs a photo: the thumbnail would otherwise stand in for one.
  checkStored: (input, stored) =>
    stored?.videoId && input.data.videoId === null && input.images.length === 0
      ? { image: galeriMessages.imageRequired }
      : null,
  // The category follows the title (seed section 3); an edit derives it again as it writes.
  create: (data, uploaded) => ({
    judul: data.judul,
    // Adding stores either the photo or the thumbnail, both under `image` (the form check made sure).
    foto: uploaded.image as string,
    videoId: data.videoId,
    kategori: galeriKategori(data.judul),
  }),
  change: (data, uploaded) => ({ judul: data.judul, foto: uploaded.image, videoId: data.videoId }),
});
