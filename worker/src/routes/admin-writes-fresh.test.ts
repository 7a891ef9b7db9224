import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { request } from "../../test/http";
import { adminToken, contentVersion, file, formOf, JPEG, sendForm } from "../../test/upload";

/**
 * Every admin write (create, edit, delete of each entity) must change the content version in
 * the same batch as the content, so the public answers the edge cache already holds go stale
 * at once. Each case warms the cache first (a second identical request is a HIT), writes,
 * and then expects the very next public request, API and HTML alike, to show the write.
 */

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

type Entity = "artikel" | "umkm" | "galeri";

const jpeg = () => file(JPEG, "foto.jpg", "image/jpeg");

/** The form that creates or edits a record named `name` (the title, or the UMKM's name). */
const forms: Record<Entity, (name: string) => FormData> = {
  artikel: (name) =>
    formOf({ judul: name, kategori: "Kesehatan", text: "Isi artikel uji cache.", tags: "uji" }),
  umkm: (name) =>
    formOf({
      nama: name,
      nama_pemilik: "Ibu Uji",
      no_telp: "0812-3456-7890",
      kategori: "Makanan",
      text: "Usaha uji cache.",
      tags: "uji",
      produk: JSON.stringify([{ nama: "Produk Uji", harga: 10000 }]),
    }),
  galeri: (name) => formOf({ judul: name }),
};

/** The public answers that list the records: the list API, the page data and the page HTML. */
const listPaths: Record<Entity, string[]> = {
  artikel: ["/api/artikel", "/api/pages/artikel", "/artikel"],
  umkm: ["/api/umkm", "/api/pages/umkm", "/umkm"],
  galeri: ["/api/galeri", "/api/pages/galeri", "/galeri"],
};

/** The public answers about one record (the gallery has no page per photo). */
const detailPaths: Record<Entity, (id: string) => string[]> = {
  artikel: (id) => [`/api/artikel/${id}`, `/api/pages/artikel/${id}`, `/artikel/${id}`],
  umkm: (id) => [`/api/umkm/${id}`, `/api/pages/umkm/${id}`, `/umkm/${id}`],
  galeri: () => [],
};

async function create(entity: Entity, name: string): Promise<string> {
  const form = forms[entity](name);
  form.set("image", jpeg());
  const response = await sendForm(`/api/admin/${entity}`, "POST", form, token);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Fills the cache for `path` and proves it: the second identical request is a HIT. */
async function warm(path: string, shows: string) {
  const first = await request(path);
  expect(first.status, path).toBe(200);
  await first.arrayBuffer();
  const second = await request(path);
  expect(second.headers.get("x-cache"), path).toBe("HIT");
  expect(await second.text(), path).toContain(shows);
}

async function publicText(path: string) {
  const response = await request(path);
  return { status: response.status, text: await response.text() };
}

/** A name unique to each case, so one case never sees another's records. */
const nameOf = (entity: Entity, write: string, version: string) =>
  `Cache ${entity} ${write} ${version} ${crypto.randomUUID().slice(0, 8)}`;

const entities: Entity[] = ["artikel", "umkm", "galeri"];

describe.each(entities)("an admin write to %s shows on the very next public request", (entity) => {
  it("after create", async () => {
    const existing = nameOf(entity, "create", "lama");
    await create(entity, existing);
    for (const path of listPaths[entity]) await warm(path, existing);
    const versionBefore = await contentVersion();

    const added = nameOf(entity, "create", "baru");
    await create(entity, added);

    expect(await contentVersion()).not.toBe(versionBefore);
    for (const path of listPaths[entity]) {
      const { status, text } = await publicText(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(added);
    }
  });

  it("after edit", async () => {
    const before = nameOf(entity, "edit", "lama");
    const id = await create(entity, before);
    const paths = [...listPaths[entity], ...detailPaths[entity](id)];
    for (const path of paths) await warm(path, before);
    const versionBefore = await contentVersion();

    const after = nameOf(entity, "edit", "baru");
    const response = await sendForm(`/api/admin/${entity}/${id}`, "PUT", forms[entity](after), token);
    expect(response.status).toBe(200);

    expect(await contentVersion()).not.toBe(versionBefore);
    for (const path of paths) {
      const { status, text } = await publicText(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(after);
      expect(text, path).not.toContain(before);
    }
  });

  it("after delete", async () => {
    const gone = nameOf(entity, "delete", "hapus");
    const id = await create(entity, gone);
    const details = detailPaths[entity](id);
    for (const path of [...listPaths[entity], ...details]) await warm(path, gone);
    const versionBefore = await contentVersion();

    const response = await adminRequest(`/api/admin/${entity}/${id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);

    expect(await contentVersion()).not.toBe(versionBefore);
    for (const path of listPaths[entity]) {
      const { status, text } = await publicText(path);
      expect(status, path).toBe(200);
      expect(text, path).not.toContain(gone);
    }
    // The record's own answers are gone too (an unknown UMKM's page sends the visitor home).
    for (const path of details) expect((await publicText(path)).text, path).not.toContain(gone);
    if (entity !== "galeri") expect((await publicText(`/api/${entity}/${id}`)).status).toBe(404);
  });
});
