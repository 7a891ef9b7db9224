import { env } from "cloudflare:workers";
import { type Artikel, artikelMessages } from "@padukuhan/shared/artikel";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { errorBody, request } from "../../../test/http";
import {
  adminToken,
  bucketKeys,
  contentVersion,
  file,
  formOf,
  GIF,
  JPEG,
  keyOf,
  PNG,
  sendForm,
  storageSnapshot,
} from "../../../test/upload";
import { loadSampleContent } from "../sample-content";

let token = "";

const sampleWithImage = sampleArtikel[0];
const otherSample = sampleArtikel[1];

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
  // The bucket holds the shared sample images the built-in records point at.
  for (const record of sampleArtikel) {
    await env.IMAGES.put(keyOf(record.gambar), JPEG, { httpMetadata: { contentType: "image/jpeg" } });
  }
});

const fields = {
  judul: "  Gotong royong membersihkan selokan ",
  kategori: "Sosial & Budaya",
  text: "Warga bersama-sama membersihkan selokan sebelum musim hujan.",
  link: "https://contoh.desa.id/berita",
  tags: " gotong royong, kebersihan ,, warga ",
};

async function createArtikel(
  extra: Record<string, string> = {},
  image = file(JPEG, "foto.jpg", "image/jpeg"),
) {
  const response = await sendForm(
    "/api/admin/artikel",
    "POST",
    formOf({ ...fields, ...extra }, { image }),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Artikel;
}

const publicArtikel = async (id: string) => request(`/api/artikel/${id}`);

describe("POST /api/admin/artikel", () => {
  it("creates the article and answers 201 with the record as the public API shows it", async () => {
    const versionBefore = await contentVersion();
    const record = await createArtikel();
    expect(record).toMatchObject({
      judul: "Gotong royong membersihkan selokan",
      kategori: "Sosial & Budaya",
      link: "https://contoh.desa.id/berita",
      tags: ["gotong royong", "kebersihan", "warga"],
      updatedAt: null,
    });
    expect(record.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(Date.parse(record.createdAt)).not.toBeNaN();
    expect(await (await publicArtikel(record.id)).json()).toEqual(record);
    expect(await env.IMAGES.head(keyOf(record.gambar))).not.toBeNull();
    expect(await contentVersion()).not.toBe(versionBefore);
  });

  it("stores an empty link as none", async () => {
    const record = await createArtikel({ link: "  " });
    expect(record.link).toBeNull();
  });

  it("answers missing judul, kategori and text with each field's Indonesian message, writing nothing", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      formOf({ judul: " ", link: "" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string; fields: object } };
    expect(body.error.code).toBe("invalid_input");
    expect(body.error.fields).toEqual({
      judul: contentMessages.judulRequired,
      kategori: contentMessages.kategoriRequired,
      text: artikelMessages.textRequired,
    });
    expect(body.error.message).toBe(contentMessages.judulRequired);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("answers a missing image with the seed's message", async () => {
    const before = await storageSnapshot();
    const response = await sendForm("/api/admin/artikel", "POST", formOf(fields), token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: object } };
    expect(body.error.message).toBe(artikelMessages.imageRequired);
    expect(body.error.fields).toEqual({ image: artikelMessages.imageRequired });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("treats an empty file part (no file chosen) as a missing image", async () => {
    const response = await sendForm(
      "/api/admin/artikel",
      "POST",
      formOf(fields, { image: new File([], "", { type: "application/octet-stream" }) }),
      token,
    );
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(artikelMessages.imageRequired);
  });

  it.each(["bukan-url", "javascript:alert(1)", "ftp://contoh.desa.id"])(
    "refuses the link %s",
    async (link) => {
      const before = await storageSnapshot();
      const response = await sendForm(
        "/api/admin/artikel",
        "POST",
        formOf({ ...fields, link }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
        token,
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toEqual({ link: contentMessages.linkInvalid });
      expect(await storageSnapshot()).toEqual(before);
    },
  );

  it("answers another method on the collection with 405", async () => {
    // GET is the admin's list (publishing.test.ts).
    const response = await adminRequest("/api/admin/artikel", { method: "PATCH", token });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, POST, HEAD");
  });
});

describe("PUT /api/admin/artikel/:id", () => {
  it("replaces the image: new URL in the answer, updatedAt set, old object gone only after the write", async () => {
    const created = await createArtikel();
    const versionBefore = await contentVersion();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      formOf({ ...fields, judul: "Judul baru", tags: "baru" }, { image: file(PNG, "baru.png", "image/png") }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Artikel;
    expect(updated.gambar).not.toBe(created.gambar);
    expect(updated.gambar).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.png$/);
    expect(updated).toMatchObject({
      id: created.id,
      judul: "Judul baru",
      tags: ["baru"],
      createdAt: created.createdAt,
    });
    expect(updated.updatedAt).not.toBeNull();
    expect(Date.parse(updated.updatedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(created.createdAt));
    expect(await env.IMAGES.head(keyOf(created.gambar))).toBeNull();
    expect((await env.IMAGES.head(keyOf(updated.gambar)))?.httpMetadata?.contentType).toBe("image/png");
    expect(await (await publicArtikel(created.id)).json()).toEqual(updated);
    expect(await contentVersion()).not.toBe(versionBefore);
  });

  it("keeps the stored image when the edit sends none", async () => {
    const created = await createArtikel();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      formOf({ ...fields, text: "Isi yang diperbarui.", tags: "" }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Artikel;
    expect(updated.gambar).toBe(created.gambar);
    expect(updated.text).toBe("Isi yang diperbarui.");
    expect(updated.tags).toEqual([]);
    expect(await env.IMAGES.head(keyOf(created.gambar))).not.toBeNull();
  });

  it("answers an unknown id with 404 and stores nothing, even with a valid image", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/artikel/tidak-ada",
      "PUT",
      formOf(fields, { image: file(GIF, "a.gif", "image/gif") }),
      token,
    );
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(artikelMessages.notFound);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses invalid fields and leaves the article as it was", async () => {
    const created = await createArtikel();
    const before = await storageSnapshot();
    const response = await sendForm(
      `/api/admin/artikel/${created.id}`,
      "PUT",
      formOf({ ...fields, kategori: "Politik" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      token,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      kategori: contentMessages.kategoriRequired,
    });
    expect(await storageSnapshot()).toEqual(before);
    expect(await (await publicArtikel(created.id)).json()).toEqual(created);
  });

  it("never deletes a shared sample image when a sample article gets a new one", async () => {
    if (!sampleWithImage) throw new Error("no sample article");
    const response = await sendForm(
      `/api/admin/artikel/${sampleWithImage.id}`,
      "PUT",
      formOf(fields, { image: file(JPEG, "baru.jpg", "image/jpeg") }),
      token,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as Artikel).gambar).toMatch(/^\/img\/uploads\//);
    expect(await env.IMAGES.head(keyOf(sampleWithImage.gambar))).not.toBeNull();
  });
});

describe("DELETE /api/admin/artikel/:id", () => {
  it("removes the article, its tags and its image", async () => {
    const created = await createArtikel();
    const versionBefore = await contentVersion();
    const response = await adminRequest(`/api/admin/artikel/${created.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect((await publicArtikel(created.id)).status).toBe(404);
    expect(await env.IMAGES.head(keyOf(created.gambar))).toBeNull();
    const tags = await env.DB.prepare("SELECT count(*) AS n FROM artikel_tags WHERE artikel_id = ?")
      .bind(created.id)
      .first<{ n: number }>();
    expect(tags?.n).toBe(0);
    expect(await contentVersion()).not.toBe(versionBefore);
  });

  it("removes a sample article but never its shared sample image", async () => {
    if (!otherSample) throw new Error("no second sample article");
    const response = await adminRequest(`/api/admin/artikel/${otherSample.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect((await publicArtikel(otherSample.id)).status).toBe(404);
    expect(await env.IMAGES.head(keyOf(otherSample.gambar))).not.toBeNull();
    expect((await bucketKeys()).filter((key) => key.startsWith("sample/"))).toHaveLength(
      sampleArtikel.length,
    );
  });

  it("answers an unknown id with 404", async () => {
    const before = await storageSnapshot();
    const response = await adminRequest("/api/admin/artikel/tidak-ada", { method: "DELETE", token });
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(artikelMessages.notFound);
    expect(await storageSnapshot()).toEqual(before);
  });
});
