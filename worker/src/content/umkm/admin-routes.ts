import { type UmkmInput, umkmMessages, umkmSchema } from "@padukuhan/shared/umkm";
import { formFile, isCopyField } from "../../lib/upload-form";
import { refuseInput } from "../../lib/validation";
import { contentRoutes } from "../content-routes";
import { umkmImages, umkmStore } from "./store";

/** The most products the schema allows, each of which may bring an image. */
const MAX_PRODUK = 20;

const PRODUK_FILE = /^produk_gambar_(.*)$/;
const produkField = (index: number) => `produk_gambar_${index}`;
const produkInvalid = { produk: umkmMessages.produkInvalid };

/**
 * The main image (when sent), then each product's new image (`produk_gambar_<index>`), in
 * order. A file whose field names no product refuses the form.
 */
function umkmImageFields(form: FormData, data: UmkmInput): string[] {
  for (const key of new Set(form.keys())) {
    // Copies (`produk_gambar_0_w400`) belong to their image; `checkImageFields` checks them.
    if (isCopyField(key)) continue;
    const index = PRODUK_FILE.exec(key)?.[1];
    if (index === undefined || !formFile(form, key)) continue;
    if (!/^(0|[1-9]\d*)$/.test(index) || Number(index) >= data.produk.length) refuseInput(produkInvalid);
  }
  const produk = data.produk.flatMap((_, index) =>
    formFile(form, produkField(index)) ? [produkField(index)] : [],
  );
  return [...(formFile(form, "image") ? ["image"] : []), ...produk];
}

/** UMKM: add, edit, delete. Mounted at /api/admin/umkm, behind the session guard. */
export const adminUmkm = contentRoutes({
  kind: "umkm",
  store: umkmStore,
  notFound: umkmMessages.notFound,
  form: {
    schema: umkmSchema,
    // The main image plus one per product, each with its copies, would allow over 150 MiB;
    // `requestLimit` caps the whole request at 25 MiB instead, which holds four full-size
    // images with the small copies a browser makes (more when smaller).
    maxImages: 1 + MAX_PRODUK,
    imageFields: umkmImageFields,
    required: { image: umkmMessages.imageRequired },
  },
  title: (umkm) => umkm.nama,
  images: umkmImages,
  /**
   * A product without a new file keeps the URL it names, which must already be one of this
   * UMKM's product images: a client must not adopt another record's upload, which deleting
   * this record would then remove.
   */
  checkStored: ({ data, images }, stored) => {
    const keepable = new Set(stored?.produk.flatMap((item) => (item.gambar ? [item.gambar] : [])));
    const sending = new Set(images.map((image) => image.field));
    const foreign = data.produk.some(
      (item, index) => !sending.has(produkField(index)) && item.gambar && !keepable.has(item.gambar),
    );
    return foreign ? produkInvalid : null;
  },
  create: ({ produk, ...fields }, uploaded) => ({
    ...fields,
    gambar: uploaded.image,
    produk: produk.map((item, index) => ({
      nama: item.nama,
      harga: item.harga,
      gambar: uploaded[produkField(index)] ?? (item.gambar || null),
    })),
  }),
  change: (data, uploaded) => ({
    ...data,
    gambar: uploaded.image,
    // A kept image is checked again inside the write itself (see `updateUmkmStatements`).
    produk: data.produk.map((item, index) => {
      const url = uploaded[produkField(index)];
      return {
        nama: item.nama,
        harga: item.harga,
        gambar: url ?? (item.gambar || null),
        kept: url === undefined,
      };
    }),
  }),
});
