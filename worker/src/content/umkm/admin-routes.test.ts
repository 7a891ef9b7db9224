import { env } from "cloudflare:workers";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import { sampleUmkm } from "@padukuhan/shared/sample-content";
import { type Umkm, umkmMessages } from "@padukuhan/shared/umkm";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { errorBody, listData, request } from "../../../test/http";
import {
  adminToken,
  contentVersion,
  file,
  formOf,
  GIF,
  hostile,
  JPEG,
  keyOf,
  PNG,
  sendForm,
  storageSnapshot,
} from "../../../test/upload";
import type { Statement } from "../../db/client";
import { batchAround } from "../../db/records";
import { loadSampleContent } from "../sample-content";
import { umkmStore, updateUmkmStatements } from "./store";

const batchAroundUmkm = (db: D1Database, id: string, writes: Statement[]) =>
  batchAround(db, umkmStore.reads, id, writes);

let token = "";

const sampleImages = sampleUmkm.flatMap((record) => [
  record.gambar,
  ...record.produk.flatMap((item) => (item.gambar ? [item.gambar] : [])),
]);

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
  for (const url of sampleImages) {
    await env.IMAGES.put(keyOf(url), JPEG, { httpMetadata: { contentType: "image/jpeg" } });
  }
});

const fields = {
  nama: "Batik Tulis Sekar Jagad",
  nama_pemilik: "Ratna Sari",
  no_telp: "0813-2222-3344",
  kategori: "Fashion",
  text: "Batik tulis dengan pewarna alam, dibuat oleh ibu-ibu dusun.",
  tags: "batik, pewarna alam",
};

type ProdukField = { nama: string; harga: number; gambar?: string | null };

function umkmForm(
  produk: ProdukField[],
  files: Record<string, File> = {},
  extra: Record<string, string> = {},
) {
  return formOf({ ...fields, ...extra, produk: JSON.stringify(produk) }, files);
}

const jpeg = (name = "foto.jpg") => file(JPEG, name, "image/jpeg");
const stored = async (url: string | null | undefined) =>
  url != null && (await env.IMAGES.head(keyOf(url))) !== null;

/** A UMKM with two products, the first with its own image. */
async function createUmkm() {
  const response = await sendForm(
    "/api/admin/umkm",
    "POST",
    umkmForm(
      [
        { nama: "Kain Batik Tulis", harga: 450000 },
        { nama: "Selendang Batik", harga: 150000 },
      ],
      { image: jpeg("toko.jpg"), produk_gambar_0: file(PNG, "kain.png", "image/png") },
    ),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Umkm;
}

const publicUmkm = async (id: string) => request(`/api/umkm/${id}`);

describe("POST /api/admin/umkm", () => {
  it("creates a UMKM with two products (one with an image) and tags, as GET /api/umkm/:id shows it", async () => {
    const versionBefore = await contentVersion();
    const record = await createUmkm();
    expect(record).toMatchObject({
      nama: "Batik Tulis Sekar Jagad",
      nama_pemilik: "Ratna Sari",
      no_telp: "0813-2222-3344",
      kategori: "Fashion",
      tags: ["batik", "pewarna alam"],
      updatedAt: null,
    });
    expect(record.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.jpg$/);
    expect(record.produk).toEqual([
      {
        nama: "Kain Batik Tulis",
        harga: 450000,
        gambar: expect.stringMatching(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.png$/),
      },
      { nama: "Selendang Batik", harga: 150000, gambar: null },
    ]);
    expect(await stored(record.gambar)).toBe(true);
    expect(await stored(record.produk[0]?.gambar)).toBe(true);
    expect(await (await publicUmkm(record.id)).json()).toEqual(record);
    expect(await contentVersion()).not.toBe(versionBefore);
  });

  it("answers missing fields with the schema's Indonesian messages", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/umkm",
      "POST",
      formOf({ no_telp: "abc" }, { image: jpeg() }),
      token,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      nama: umkmMessages.namaRequired,
      nama_pemilik: umkmMessages.pemilikRequired,
      no_telp: umkmMessages.telpInvalid,
      kategori: contentMessages.kategoriRequired,
      text: umkmMessages.textRequired,
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("answers a missing main image with 'Gambar UMKM wajib diupload'", async () => {
    const before = await storageSnapshot();
    const response = await sendForm("/api/admin/umkm", "POST", umkmForm([]), token);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(umkmMessages.imageRequired);
    expect(await storageSnapshot()).toEqual(before);
  });

  it.each([
    ["products that are not JSON", formOf({ ...fields, produk: "[{nama:" }, { image: jpeg() })],
    ["a product without a price", formOf({ ...fields, produk: '[{"nama":"Kain"}]' }, { image: jpeg() })],
    [
      "an image for a product that does not exist",
      umkmForm([{ nama: "Kain", harga: 1 }], { image: jpeg(), produk_gambar_1: jpeg() }),
    ],
    [
      "an image field with a malformed index",
      umkmForm([{ nama: "Kain", harga: 1 }], { image: jpeg(), produk_gambar_x: jpeg() }),
    ],
    [
      "a product that claims another record's image",
      umkmForm([{ nama: "Kain", harga: 1, gambar: sampleUmkm[0]?.produk[0]?.gambar ?? "" }], {
        image: jpeg(),
      }),
    ],
  ])("refuses %s, writing nothing", async (_label, form) => {
    const before = await storageSnapshot();
    const response = await sendForm("/api/admin/umkm", "POST", form, token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.produk).toBe(umkmMessages.produkInvalid);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses a hostile product image and stores not even the valid main image", async () => {
    const before = await storageSnapshot();
    const svg = await sendForm(
      "/api/admin/umkm",
      "POST",
      umkmForm([{ nama: "Kain", harga: 1 }], {
        image: jpeg(),
        produk_gambar_0: file(hostile.svgScript, "k.png", "image/png"),
      }),
      token,
    );
    expect(svg.status).toBe(415);
    const big = await sendForm(
      "/api/admin/umkm",
      "POST",
      umkmForm([{ nama: "Kain", harga: 1 }], {
        image: jpeg(),
        produk_gambar_0: file(hostile.jpegOverLimit, "k.jpg", "image/jpeg"),
      }),
      token,
    );
    expect(big.status).toBe(413);
    expect(await storageSnapshot()).toEqual(before);
  });
  it("refuses a form over the 25 MiB request limit, though each image is under 5 MiB", async () => {
    const before = await storageSnapshot();
    const nearlyFull = new Uint8Array(5 * 1024 * 1024 - 1024);
    nearlyFull.set(JPEG.subarray(0, 4));
    const produk = Array.from({ length: 5 }, (_, index) => ({ nama: `Produk ${index}`, harga: 1000 }));
    const files: Record<string, File> = { image: file(nearlyFull, "toko.jpg", "image/jpeg") };
    for (const index of produk.keys())
      files[`produk_gambar_${index}`] = file(nearlyFull, "p.jpg", "image/jpeg");
    const response = await sendForm("/api/admin/umkm", "POST", umkmForm(produk, files), token);
    expect(response.status).toBe(413);
    expect((await errorBody(response)).error.message).toBe(contentMessages.imageTooLarge);
    expect(await storageSnapshot()).toEqual(before);
  });
});

describe("PUT /api/admin/umkm/:id", () => {
  it("deletes the image of a product the edit removed, after the write, keeping the rest", async () => {
    const created = await createUmkm();
    const removedImage = created.produk[0]?.gambar;
    const response = await sendForm(
      `/api/admin/umkm/${created.id}`,
      "PUT",
      umkmForm([{ nama: "Selendang Batik", harga: 175000 }], {}, { tags: "batik" }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Umkm;
    expect(updated.produk).toEqual([{ nama: "Selendang Batik", harga: 175000, gambar: null }]);
    expect(updated.tags).toEqual(["batik"]);
    expect(updated.gambar).toBe(created.gambar);
    expect(updated.updatedAt).not.toBeNull();
    expect(await stored(removedImage)).toBe(false);
    expect(await stored(created.gambar)).toBe(true);
    expect(await (await publicUmkm(created.id)).json()).toEqual(updated);
  });

  it("keeps a product image the form sends back, replaces one that gets a new file", async () => {
    const created = await createUmkm();
    const kept = created.produk[0]?.gambar ?? null;
    const first = await sendForm(
      `/api/admin/umkm/${created.id}`,
      "PUT",
      umkmForm(
        [
          { nama: "Selendang Batik", harga: 150000 },
          { nama: "Kain Batik Tulis", harga: 450000, gambar: kept },
        ],
        { produk_gambar_0: file(GIF, "selendang.gif", "image/gif") },
      ),
      token,
    );
    expect(first.status).toBe(200);
    const afterFirst = (await first.json()) as Umkm;
    expect(afterFirst.produk[1]?.gambar).toBe(kept);
    expect(afterFirst.produk[0]?.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.gif$/);
    expect(await stored(kept)).toBe(true);

    // A new file for the product wins over the URL it carried; the old image goes.
    const second = await sendForm(
      `/api/admin/umkm/${created.id}`,
      "PUT",
      umkmForm(afterFirst.produk, {
        produk_gambar_1: jpeg("kain-baru.jpg"),
        image: file(PNG, "toko.png", "image/png"),
      }),
      token,
    );
    expect(second.status).toBe(200);
    const afterSecond = (await second.json()) as Umkm;
    expect(afterSecond.produk[0]?.gambar).toBe(afterFirst.produk[0]?.gambar);
    expect(afterSecond.produk[1]?.gambar).not.toBe(kept);
    expect(await stored(kept)).toBe(false);
    expect(await stored(created.gambar)).toBe(false);
    expect(await stored(afterSecond.gambar)).toBe(true);
    expect(await stored(afterSecond.produk[1]?.gambar)).toBe(true);
  });

  it("answers an unknown id with 404 and stores nothing", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/umkm/tidak-ada",
      "PUT",
      umkmForm([{ nama: "Kain", harga: 1 }], { image: jpeg(), produk_gambar_0: jpeg() }),
      token,
    );
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(umkmMessages.notFound);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("keeps sample images when a sample UMKM drops a product and changes its main image", async () => {
    const sample = sampleUmkm[0];
    if (!sample) throw new Error("no sample UMKM");
    const [keptProduct, droppedProduct] = sample.produk;
    const response = await sendForm(
      `/api/admin/umkm/${sample.id}`,
      "PUT",
      umkmForm([keptProduct as ProdukField], { image: jpeg() }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Umkm;
    expect(updated.produk).toEqual([keptProduct]);
    expect(await stored(sample.gambar)).toBe(true);
    expect(await stored(droppedProduct?.gambar)).toBe(true);
  });
});

describe("two edits of one UMKM at once", () => {
  it("an edit that keeps a product image another edit just dropped does not point at a deleted file", async () => {
    const created = await createUmkm();
    const kainImage = created.produk[0]?.gambar as string;
    // Edit A, read while the image was still there, is still on its way...
    const staleEdit = updateUmkmStatements(env.DB, created.id, {
      ...fields,
      alamat: null,
      peta: null,
      tags: [],
      produk: [{ nama: "Kain Batik Tulis", harga: 450000, gambar: kainImage, kept: true }],
      updatedAt: new Date().toISOString(),
    });
    // ...when edit B drops that image, and deletes it once its write is in.
    const dropped = await sendForm(
      `/api/admin/umkm/${created.id}`,
      "PUT",
      umkmForm([{ nama: "Kain Batik Tulis", harga: 450000, gambar: null }]),
      token,
    );
    expect(dropped.status).toBe(200);
    expect(await stored(kainImage)).toBe(false);
    // Edit A lands: its kept image is checked inside its own write, and is gone.
    const { after } = await batchAroundUmkm(env.DB, created.id, staleEdit);
    expect(after?.produk).toEqual([{ nama: "Kain Batik Tulis", harga: 450000, gambar: null }]);
  });

  it("keeps a product image that is still there", async () => {
    const created = await createUmkm();
    const kainImage = created.produk[0]?.gambar as string;
    const { after } = await batchAroundUmkm(
      env.DB,
      created.id,
      updateUmkmStatements(env.DB, created.id, {
        ...fields,
        alamat: null,
        peta: null,
        tags: [],
        produk: [
          { nama: "Selendang", harga: 1, gambar: null, kept: false },
          { nama: "Kain", harga: 2, gambar: kainImage, kept: true },
        ],
        updatedAt: new Date().toISOString(),
      }),
    );
    expect(after?.produk.map((item) => item.gambar)).toEqual([null, kainImage]);
  });
});

describe("a UMKM's address and map link", () => {
  const alamat = "Jl. Kaliurang Km 12, Dusun Karangrejo RT 03, Sumberagung";
  const MAP_REFUSED = "Link peta harus berupa link Google Maps, misalnya https://maps.app.goo.gl/abc123";

  /** Adds a UMKM with `extra` text fields and no products; answers the response. */
  const add = (extra: Record<string, string>) =>
    sendForm("/api/admin/umkm", "POST", umkmForm([], { image: jpeg() }, extra), token);
  const fieldsOf = async (response: Response) =>
    ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;

  it("stores both, answers them on GET /api/umkm/:id, and leaves them out of the list", async () => {
    const response = await add({ alamat: `  ${alamat}  `, peta: "maps.app.goo.gl/Qx7bN2kLmP" });
    expect(response.status).toBe(201);
    const record = (await response.json()) as Umkm;
    expect(record.alamat).toBe(alamat);
    // Typed without a scheme, stored with https, as the article's link is.
    expect(record.peta).toBe("https://maps.app.goo.gl/Qx7bN2kLmP");
    expect(await (await publicUmkm(record.id)).json()).toEqual(record);

    // A list answers what it did before the two fields existed: not a byte more per UMKM.
    const listed = (await listData<Record<string, unknown>>("/api/umkm?limit=50")).find(
      (item) => item.id === record.id,
    );
    expect(Object.keys(listed ?? {}).sort()).toEqual(
      [
        "createdAt",
        "gambar",
        "id",
        "kategori",
        "nama",
        "nama_pemilik",
        "no_telp",
        "produk",
        "tags",
        "text",
        "updatedAt",
      ].sort(),
    );
  });

  it("accepts each Google Maps address, and empty fields as none", async () => {
    for (const peta of [
      "https://www.google.com/maps/place/Karangrejo/@-7.77,110.25,15z",
      "https://google.com/maps?q=-7.77,110.25",
      "https://maps.google.com/?q=Karangrejo",
      "https://goo.gl/maps/AbCdEf123",
    ]) {
      const response = await add({ peta });
      expect(response.status, peta).toBe(201);
      expect(((await response.json()) as Umkm).peta).toBe(peta);
    }
    const empty = await add({ alamat: "   ", peta: "" });
    expect(empty.status).toBe(201);
    expect(await empty.json()).toMatchObject({ alamat: null, peta: null });
  });

  it.each([
    ["a link on another site", "https://www.openstreetmap.org/#map=17/-7.77/110.25"],
    ["plain http", "http://maps.google.com/?q=Karangrejo"],
    ["a look-alike host", "https://maps.google.com.contoh.id/place"],
    ["a user name before the host", "https://maps.google.com@contoh.id/"],
    ["Google outside Maps", "https://www.google.com/search?q=karangrejo"],
    ["a short link that is not a map", "https://goo.gl/AbCdEf"],
    ["a script", "javascript:alert(1)"],
  ])("refuses %s with the Indonesian message, storing nothing", async (_label, peta) => {
    const before = await storageSnapshot();
    const response = await add({ alamat, peta });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({ peta: MAP_REFUSED });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses an address over 200 characters and a map link over 500, storing nothing", async () => {
    const before = await storageSnapshot();
    const response = await add({
      alamat: "a".repeat(201),
      peta: `https://maps.app.goo.gl/${"b".repeat(477)}`,
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      alamat: "Maksimal 200 karakter",
      peta: "Maksimal 500 karakter",
    });
    expect(await storageSnapshot()).toEqual(before);

    // Exactly at the limits is fine.
    const atLimits = await add({
      alamat: "a".repeat(200),
      peta: `https://maps.app.goo.gl/${"b".repeat(476)}`,
    });
    expect(atLimits.status).toBe(201);
  });

  it("an edit changes or clears them; a refused edit leaves the stored ones as they were", async () => {
    const created = (await (
      await add({ alamat, peta: "https://maps.app.goo.gl/Qx7bN2kLmP" })
    ).json()) as Umkm;
    const edit = (extra: Record<string, string>) =>
      sendForm(`/api/admin/umkm/${created.id}`, "PUT", umkmForm([], {}, extra), token);

    const refused = await edit({ alamat: "Jl. Baru", peta: "https://contoh.id/peta" });
    expect(refused.status).toBe(400);
    expect(await fieldsOf(refused)).toEqual({ peta: MAP_REFUSED });
    expect(await (await publicUmkm(created.id)).json()).toMatchObject({
      alamat,
      peta: "https://maps.app.goo.gl/Qx7bN2kLmP",
    });

    const changed = await edit({ alamat: "Jl. Baru No. 5", peta: "" });
    expect(changed.status).toBe(200);
    expect(await (await publicUmkm(created.id)).json()).toMatchObject({
      alamat: "Jl. Baru No. 5",
      peta: null,
    });

    expect((await edit({})).status).toBe(200);
    expect(await (await publicUmkm(created.id)).json()).toMatchObject({ alamat: null, peta: null });
  });
});

describe("DELETE /api/admin/umkm/:id", () => {
  it("removes the UMKM, its main image and every product image", async () => {
    const created = await createUmkm();
    const response = await adminRequest(`/api/admin/umkm/${created.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await publicUmkm(created.id)).status).toBe(404);
    expect(await stored(created.gambar)).toBe(false);
    expect(await stored(created.produk[0]?.gambar)).toBe(false);
    for (const table of ["umkm_tags", "umkm_produk"]) {
      const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE umkm_id = ?`)
        .bind(created.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
  });

  it("removes a sample UMKM but none of the shared sample images", async () => {
    const sample = sampleUmkm[1];
    if (!sample) throw new Error("no second sample UMKM");
    const response = await adminRequest(`/api/admin/umkm/${sample.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    for (const url of sampleImages) expect(await stored(url), url).toBe(true);
  });

  it("answers an unknown id with 404", async () => {
    const response = await adminRequest("/api/admin/umkm/tidak-ada", { method: "DELETE", token });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(umkmMessages.notFound);
  });
});
