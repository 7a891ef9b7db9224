import { contentMessages, type UmkmInput, umkmSchema } from "@padukuhan/shared/content-schemas";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Umkm } from "@padukuhan/shared/types";
import type { Context } from "hono";
import { Hono } from "hono/tiny";
import { bumpContentVersion } from "../db/content-version";
import {
  batchAroundUmkm,
  deleteUmkmStatements,
  findUmkm,
  insertUmkmStatements,
  type ProdukChange,
  umkmImages,
  updateUmkmStatements,
} from "../db/umkm";
import type { AppEnv } from "../env";
import { activityIfFound, activityStatement, byAdmin } from "../lib/activity-log";
import { apiError } from "../lib/errors";
import { newId } from "../lib/ids";
import { methodNotAllowed } from "../lib/method-not-allowed";
import {
  checkImageFields,
  formFile,
  invalidInput,
  isCopyField,
  parseForm,
  readForm,
  requestLimit,
} from "../lib/upload-form";
import { deleteUnreferenced, deleteUploads, storeImages, writeOrDiscard } from "../lib/upload-store";

/** The most products the schema allows, each of which may bring an image. */
const MAX_PRODUK = 20;

/**
 * The main image plus one per product, each with its copies, would allow over 150 MiB;
 * `requestLimit` caps the whole request at 25 MiB instead, which holds four full-size images
 * with the small copies a browser makes (more when smaller).
 */
const REQUEST_LIMIT = requestLimit(1 + MAX_PRODUK);

const PRODUK_FILE = /^produk_gambar_(.*)$/;

/** A product as it will be stored: with a new image field to upload, or the URL it keeps (or none). */
interface ProdukPlan {
  nama: string;
  harga: number;
  field: string | null;
  gambar: string | null;
}

/**
 * Pairs each product with its new image (`produk_gambar_<index>`) or the stored URL it keeps.
 * A kept URL must already be one of this UMKM's product images: a client must not adopt
 * another record's upload, which deleting this record would then remove. Null when a file
 * names no product or a kept URL is foreign.
 */
function planProduk(
  form: FormData,
  items: UmkmInput["produk"],
  keepable: ReadonlySet<string>,
): ProdukPlan[] | null {
  for (const key of new Set(form.keys())) {
    // Copies (`produk_gambar_0_w400`) belong to their image; `checkImageFields` checks them.
    if (isCopyField(key)) continue;
    const index = PRODUK_FILE.exec(key)?.[1];
    if (index === undefined || !formFile(form, key)) continue;
    if (!/^(0|[1-9]\d*)$/.test(index) || Number(index) >= items.length) return null;
  }
  const plan: ProdukPlan[] = [];
  for (const [index, item] of items.entries()) {
    const field = `produk_gambar_${index}`;
    const file = formFile(form, field);
    const kept = item.gambar || null;
    if (!file && kept !== null && !keepable.has(kept)) return null;
    plan.push({ nama: item.nama, harga: item.harga, field: file ? field : null, gambar: file ? null : kept });
  }
  return plan;
}

const produkInvalid = (c: Context) => invalidInput(c, { produk: contentMessages.produkInvalid });

/**
 * Checks and stores the main image (when given) and every new product image, with their
 * copies. Returns the main image URL (or undefined), the products with their final URLs, and
 * all URLs just uploaded.
 */
async function storeUmkmImages(c: Context<AppEnv>, form: FormData, plan: ProdukPlan[]) {
  const main = formFile(form, "image") !== null;
  const fields = [...(main ? ["image"] : []), ...plan.flatMap((item) => (item.field ? [item.field] : []))];
  const checked = await checkImageFields(c, form, fields);
  if (checked instanceof Response) return checked;
  const uploaded = await storeImages(c.env.IMAGES, checked);
  const urls = [...uploaded];
  const gambar = main ? urls.shift() : undefined;
  const produk: ProdukChange[] = plan.map((item) => ({
    nama: item.nama,
    harga: item.harga,
    gambar: item.field ? (urls.shift() ?? null) : item.gambar,
    kept: item.field === null,
  }));
  return { gambar, produk, uploaded };
}

/** UMKM: add, edit, delete. Mounted at /api/admin/umkm, behind the session guard. */
export const adminUmkm = new Hono<AppEnv>()
  .post("/", async (c) => {
    const form = await readForm(c, REQUEST_LIMIT);
    if (form instanceof Response) return form;
    const parsed = parseForm(umkmSchema, form);
    const file = formFile(form, "image");
    if (!parsed.ok || !file) {
      return invalidInput(c, {
        ...(parsed.ok ? {} : parsed.fields),
        ...(file ? {} : { image: contentMessages.umkmImageRequired }),
      });
    }
    const plan = planProduk(form, parsed.data.produk, new Set());
    if (!plan) return produkInvalid(c);
    const stored = await storeUmkmImages(c, form, plan);
    if (stored instanceof Response) return stored;

    const db = c.env.DB;
    const { produk: _items, ...fields } = parsed.data;
    const record: Umkm = {
      id: newId(),
      ...fields,
      gambar: stored.gambar as string,
      produk: stored.produk.map(({ kept: _kept, ...item }) => item),
      createdAt: new Date().toISOString(),
      updatedAt: null,
    };
    const { user } = c.get("session");
    await writeOrDiscard(c.env.IMAGES, stored.uploaded, () =>
      db.batch([
        bumpContentVersion(db),
        ...insertUmkmStatements(db, record),
        activityStatement(db, byAdmin(user, "umkm", "tambah", record.id, record.nama)),
      ]),
    );
    return c.json(record, 201);
  })
  .all("/", methodNotAllowed(["POST"]))
  .put("/:id", async (c) => {
    const id = c.req.param("id");
    const form = await readForm(c, REQUEST_LIMIT);
    if (form instanceof Response) return form;
    const parsed = parseForm(umkmSchema, form);
    if (!parsed.ok) return invalidInput(c, parsed.fields);

    const db = c.env.DB;
    // Checked before uploading, so an unknown id never puts anything into R2.
    const existing = await findUmkm(db, id);
    if (!existing) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    const keepable = new Set(existing.produk.flatMap((item) => (item.gambar ? [item.gambar] : [])));
    const plan = planProduk(form, parsed.data.produk, keepable);
    if (!plan) return produkInvalid(c);
    const stored = await storeUmkmImages(c, form, plan);
    if (stored instanceof Response) return stored;

    const { user } = c.get("session");
    const { before, after } = await writeOrDiscard(c.env.IMAGES, stored.uploaded, () =>
      batchAroundUmkm(db, id, [
        activityIfFound(db, "umkm", byAdmin(user, "umkm", "ubah", id, parsed.data.nama)),
        ...updateUmkmStatements(db, id, {
          ...parsed.data,
          gambar: stored.gambar,
          produk: stored.produk,
          updatedAt: new Date().toISOString(),
        }),
        bumpContentVersion(db),
      ]),
    );
    // Only now that D1 holds the new URLs may replaced and dropped images go.
    await deleteUnreferenced(c.env.IMAGES, [...umkmImages(before), ...stored.uploaded], umkmImages(after));
    if (!after) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    return c.json(after, 200);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const db = c.env.DB;
    const found = await findUmkm(db, id);
    if (!found) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    const { before } = await batchAroundUmkm(db, id, [
      activityIfFound(db, "umkm", byAdmin(c.get("session").user, "umkm", "hapus", id, found.nama)),
      ...deleteUmkmStatements(db, id),
      bumpContentVersion(db),
    ]);
    if (!before) return apiError(c, 404, "not_found", apiMessages.umkmNotFound);
    await deleteUploads(c.env.IMAGES, umkmImages(before));
    return c.json({ success: true }, 200);
  })
  .all("/:id", methodNotAllowed(["PUT", "DELETE"]));
