import { env } from "cloudflare:workers";
import type { Galeri } from "@padukuhan/shared/galeri";
import { apiMessages } from "@padukuhan/shared/messages";
import type { Umkm } from "@padukuhan/shared/umkm";
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
 * Breaks D1 on purpose (a table out of the way, triggers that abort), so the write fails after
 * the images were already put into R2. Its own file: the damage stays in this file's storage,
 * and each test repairs it in `finally`, so one failing test never breaks the next.
 */

let token = "";

beforeAll(async () => {
  token = await adminToken();
});

/** Runs `body` while every `event` on `table` aborts, and lets the writes through again after. */
async function whileWritesFail(table: string, event: "INSERT" | "UPDATE", body: () => Promise<void>) {
  const trigger = `fail_${event.toLowerCase()}_${table}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${trigger} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'gagal dipaksa'); END`,
  ).run();
  try {
    await body();
  } finally {
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
  }
}

/** Runs `body` while `table` is missing (renamed out of the way), and puts it back after. */
async function whileTableMissing(table: string, body: () => Promise<void>) {
  await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_disembunyikan`).run();
  try {
    await body();
  } finally {
    await env.DB.prepare(`ALTER TABLE ${table}_disembunyikan RENAME TO ${table}`).run();
  }
}

async function expectServerError(response: Response) {
  expect(response.status).toBe(500);
  expect((await errorBody(response)).error.message).toBe(apiMessages.serverError);
}

describe("when the D1 write fails after the upload", () => {
  it("leaves no new gallery object when the record cannot be inserted", async () => {
    await whileWritesFail("galeri", "INSERT", async () => {
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
    });
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
    await whileWritesFail("galeri", "UPDATE", async () => {
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
  });

  it("deletes every image of a UMKM (main and products) when its products cannot be written", async () => {
    await whileWritesFail("umkm_produk", "INSERT", async () => {
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
  });

  it("leaves no article image when the tags table is missing", async () => {
    await whileTableMissing("artikel_tags", async () => {
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
});
