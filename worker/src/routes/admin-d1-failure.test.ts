import { env } from "cloudflare:workers";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Galeri, Umkm } from "@padukuhan/shared/types";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody, listData } from "../../test/http";
import {
  adminToken,
  bucketKeys,
  file,
  formOf,
  GIF,
  JPEG,
  keyOf,
  PNG,
  rowCount,
  sendForm,
} from "../../test/upload";

/**
 * Breaks D1 on purpose (a dropped table, triggers that abort), so the write fails after the
 * images were already put into R2. Its own file: the damage stays in this file's storage.
 */

let token = "";

beforeAll(async () => {
  token = await adminToken();
});

const failWrites = (table: string, event: "INSERT" | "UPDATE") =>
  env.DB.prepare(
    `CREATE TRIGGER fail_${event.toLowerCase()}_${table} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'gagal dipaksa'); END`,
  ).run();

async function expectServerError(response: Response) {
  expect(response.status).toBe(500);
  expect((await errorBody(response)).error.message).toBe(apiMessages.serverError);
}

describe("when the D1 write fails after the upload", () => {
  it("leaves no new gallery object when the record cannot be inserted", async () => {
    await failWrites("galeri", "INSERT");
    const keysBefore = await bucketKeys();
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Tidak akan tersimpan" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    await expectServerError(response);
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowCount("galeri")).toBe(0);
    await env.DB.prepare("DROP TRIGGER fail_insert_galeri").run();
  });

  it("keeps the old photo and deletes the new upload when an edit cannot be written", async () => {
    const created = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Jembatan desa" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    expect(created.status).toBe(201);
    const record = (await created.json()) as Galeri;
    await failWrites("galeri", "UPDATE");
    const response = await sendForm(
      `/api/admin/galeri/${record.id}`,
      "PUT",
      formOf({ judul: "Jembatan baru" }, { image: file(GIF, "b.gif", "image/gif") }),
      token,
    );
    await expectServerError(response);
    expect(await bucketKeys()).toEqual([keyOf(record.foto)]);
    const list = await listData<Galeri>("/api/galeri?limit=50");
    expect(list).toEqual([record]);
  });

  it("deletes every image of a UMKM (main and products) when its products cannot be written", async () => {
    await failWrites("umkm_produk", "INSERT");
    const keysBefore = await bucketKeys();
    const response = await sendForm(
      "/api/admin/umkm",
      "POST",
      formOf(
        {
          nama: "Bakpia Pathok",
          nama_pemilik: "Sutini",
          no_telp: "0812 1111 2222",
          kategori: "Makanan",
          text: "Bakpia isi kacang hijau.",
          produk: JSON.stringify([
            { nama: "Bakpia Kacang", harga: 30000 },
            { nama: "Bakpia Keju", harga: 35000 },
          ]),
        },
        {
          image: file(JPEG, "toko.jpg", "image/jpeg"),
          produk_gambar_0: file(PNG, "kacang.png", "image/png"),
          produk_gambar_1: file(GIF, "keju.gif", "image/gif"),
        },
      ),
      token,
    );
    await expectServerError(response);
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowCount("umkm")).toBe(0);
    const list = await listData<Umkm>("/api/umkm?limit=50");
    expect(list).toEqual([]);
  });

  it("leaves no article image when the tags table is gone", async () => {
    await env.DB.prepare("DROP TABLE artikel_tags").run();
    const keysBefore = await bucketKeys();
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      formOf(
        { judul: "Posyandu", kategori: "Kesehatan", text: "Jadwal posyandu bulan ini.", tags: "kesehatan" },
        { image: file(JPEG, "a.jpg", "image/jpeg") },
      ),
      token,
    );
    await expectServerError(response);
    expect(await bucketKeys()).toEqual(keysBefore);
    expect(await rowCount("artikel")).toBe(0);
  });
});
