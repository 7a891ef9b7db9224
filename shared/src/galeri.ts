/**
 * The gallery ('Galeri'): photos and YouTube videos. The form's schema, the record as the API
 * returns it, and their texts. The record's type comes from the schema. The public app imports
 * only types from here.
 */
import * as z from "zod/mini";
import type { GaleriKategori } from "./categories";
import { contentMessages, requiredText } from "./content-schemas";
import type { Stamped } from "./types";
import { youtubeVideoId } from "./youtube";

export const galeriMessages = {
  imageRequired: "Foto galeri wajib diupload",
  videoLinkRequired: "Link video YouTube wajib diisi",
  videoLinkInvalid:
    "Link video YouTube tidak valid. Salin link dari YouTube, misalnya https://youtu.be/dQw4w9WgXcQ",
  videoThumbnailUnavailable:
    "Gambar pratinjau video tidak dapat diambil dari YouTube. Periksa link-nya, lalu coba lagi.",
  jenisInvalid: "Jenis harus Foto atau Video YouTube",
  notFound: "Foto galeri tidak ditemukan",
} as const;

/**
 * A gallery item: a photo (its file travels beside the form) or, with `jenis` 'video', a YouTube
 * link, of which only the video's id is kept (`videoId`, null for a photo; a link sent with a
 * photo is ignored).
 */
export const galeriSchema = z.pipe(
  z
    .object({
      judul: requiredText(contentMessages.judulRequired, 200),
      jenis: z._default(z.enum(["foto", "video"], { error: galeriMessages.jenisInvalid }), "foto"),
      video: z.optional(z.string()),
    })
    .check(
      z.superRefine((value, context) => {
        if (value.jenis !== "video") return;
        const link = value.video?.trim() ?? "";
        const message = !link
          ? galeriMessages.videoLinkRequired
          : youtubeVideoId(link) === null
            ? galeriMessages.videoLinkInvalid
            : null;
        if (message) context.issues.push({ code: "custom", message, path: ["video"], input: link });
      }),
    ),
  z.transform(({ judul, jenis, video }) => ({
    judul,
    videoId: jenis === "video" ? youtubeVideoId(video ?? "") : null,
  })),
);
export type GaleriInput = z.infer<typeof galeriSchema>;

/**
 * A gallery item as the API returns it. `foto` is the photo, or a video's thumbnail as stored
 * when it was saved; `videoId` the YouTube video's id (played only once asked), null for a
 * photo. `kategori` is derived from `judul` (`galeriKategori`, seed section 3) on every write.
 */
export type Galeri = Stamped &
  GaleriInput & {
    foto: string;
    kategori: GaleriKategori;
  };
