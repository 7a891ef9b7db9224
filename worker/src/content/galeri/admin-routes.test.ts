import { env } from "cloudflare:workers";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import { type Galeri, galeriMessages } from "@padukuhan/shared/galeri";
import { sampleGaleri } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../../test/auth";
import { errorBody, listData } from "../../../test/http";
import {
  adminToken,
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

beforeAll(async () => {
  token = await adminToken();
  await loadSampleContent(env.DB);
  for (const record of sampleGaleri) {
    await env.IMAGES.put(keyOf(record.foto), JPEG, { httpMetadata: { contentType: "image/jpeg" } });
  }
});

async function createGaleri(judul = "Sawah di kaki Merapi") {
  const response = await sendForm(
    "/api/admin/galeri",
    "POST",
    formOf({ judul }, { image: file(JPEG, "sawah.jpg", "image/jpeg") }),
    token,
  );
  expect(response.status).toBe(201);
  return (await response.json()) as Galeri;
}

async function publicGaleri(id: string) {
  const list = await listData<Galeri>("/api/galeri?limit=50");
  return list.find((item) => item.id === id) ?? null;
}

describe("POST /api/admin/galeri", () => {
  it("creates the photo and answers 201 with the record as the public list shows it", async () => {
    const record = await createGaleri("  Sawah di kaki Merapi ");
    expect(Object.keys(record).sort()).toEqual([
      "createdAt",
      "foto",
      "id",
      "judul",
      "kategori",
      "updatedAt",
      "videoId",
    ]);
    expect(record.videoId).toBeNull();
    expect(record.judul).toBe("Sawah di kaki Merapi");
    // Derived from the title's keywords (seed section 3) and stored with it.
    expect(record.kategori).toBe("Pemandangan");
    expect(record.updatedAt).toBeNull();
    expect(await publicGaleri(record.id)).toEqual(record);
  });

  it("answers a missing judul and a missing photo together, with the seed's messages", async () => {
    const before = await storageSnapshot();
    const response = await sendForm("/api/admin/galeri", "POST", formOf({ judul: "" }), token);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; fields: object } };
    expect(body.error.fields).toEqual({
      judul: contentMessages.judulRequired,
      image: galeriMessages.imageRequired,
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("answers a missing photo with 'Foto galeri wajib diupload'", async () => {
    const response = await sendForm("/api/admin/galeri", "POST", formOf({ judul: "Tari Jathilan" }), token);
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(galeriMessages.imageRequired);
  });
});

describe("PUT /api/admin/galeri/:id", () => {
  it("replaces the photo, sets updatedAt and deletes the old object", async () => {
    const created = await createGaleri();
    const versionBefore = await contentVersion();
    const response = await sendForm(
      `/api/admin/galeri/${created.id}`,
      "PUT",
      formOf({ judul: "Sawah menjelang panen" }, { image: file(GIF, "baru.gif", "image/gif") }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Galeri;
    expect(updated.foto).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.gif$/);
    expect(updated).toMatchObject({
      id: created.id,
      judul: "Sawah menjelang panen",
      createdAt: created.createdAt,
    });
    expect(updated.updatedAt).not.toBeNull();
    expect(await env.IMAGES.head(keyOf(created.foto))).toBeNull();
    expect(await env.IMAGES.head(keyOf(updated.foto))).not.toBeNull();
    expect(await publicGaleri(created.id)).toEqual(updated);
    expect(await contentVersion()).not.toBe(versionBefore);
  });

  it("moves the photo to the category its new title names", async () => {
    const created = await createGaleri("Senam pagi bersama");
    expect(created.kategori).toBe("Kegiatan");
    const response = await sendForm(
      `/api/admin/galeri/${created.id}`,
      "PUT",
      formOf({ judul: "Pentas tari di balai" }),
      token,
    );
    expect(((await response.json()) as Galeri).kategori).toBe("Budaya");
    const budaya = await listData<Galeri>("/api/galeri?kategori=Budaya&limit=50");
    expect(budaya.map((photo) => photo.id)).toContain(created.id);
  });

  it("keeps the photo when the edit sends none", async () => {
    const created = await createGaleri();
    const response = await sendForm(
      `/api/admin/galeri/${created.id}`,
      "PUT",
      formOf({ judul: "Judul lain" }),
      token,
    );
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Galeri;
    expect(updated.foto).toBe(created.foto);
    expect(updated.judul).toBe("Judul lain");
    expect(await env.IMAGES.head(keyOf(created.foto))).not.toBeNull();
  });

  it("answers an unknown id with 404 and stores nothing", async () => {
    const before = await storageSnapshot();
    const response = await sendForm(
      "/api/admin/galeri/tidak-ada",
      "PUT",
      formOf({ judul: "Apa saja" }, { image: file(PNG, "a.png", "image/png") }),
      token,
    );
    expect(response.status).toBe(404);
    expect((await errorBody(response)).error.message).toBe(galeriMessages.notFound);
    expect(await storageSnapshot()).toEqual(before);
  });

  it("never deletes a sample photo's shared image", async () => {
    const sample = sampleGaleri[0];
    if (!sample) throw new Error("no sample photo");
    const response = await sendForm(
      `/api/admin/galeri/${sample.id}`,
      "PUT",
      formOf({ judul: sample.judul }, { image: file(PNG, "a.png", "image/png") }),
      token,
    );
    expect(response.status).toBe(200);
    expect(await env.IMAGES.head(keyOf(sample.foto))).not.toBeNull();
  });
});

describe("DELETE /api/admin/galeri/:id", () => {
  it("removes the photo from the list and from R2", async () => {
    const created = await createGaleri();
    const response = await adminRequest(`/api/admin/galeri/${created.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await publicGaleri(created.id)).toBeNull();
    expect(await env.IMAGES.head(keyOf(created.foto))).toBeNull();
  });

  it("removes a sample photo but keeps its shared image", async () => {
    const sample = sampleGaleri[1];
    if (!sample) throw new Error("no second sample photo");
    const response = await adminRequest(`/api/admin/galeri/${sample.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await publicGaleri(sample.id)).toBeNull();
    expect(await env.IMAGES.head(keyOf(sample.foto))).not.toBeNull();
  });

  it("answers an unknown id with 404, and a wrong method with 405", async () => {
    const missing = await adminRequest("/api/admin/galeri/tidak-ada", { method: "DELETE", token });
    expect(missing.status).toBe(404);
    const wrong = await adminRequest("/api/admin/galeri/tidak-ada", {
      method: "POST",
      token,
      body: new FormData(),
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get("allow")).toBe("PUT, DELETE");
  });
});

/** Video ids the test thumbnail host (worker/vitest.config.ts) answers: a JPEG, 404, a page. */
const VIDEO = "dQw4w9WgXcQ";
const GONE = "gone0000000";
const NOT_IMAGE = "html0000000";

async function createVideo(video = `https://youtu.be/${VIDEO}?si=abc`, judul = "Kirab budaya merti dusun") {
  return sendForm("/api/admin/galeri", "POST", formOf({ judul, jenis: "video", video }), token);
}

async function storedBytes(url: string) {
  const object = await env.IMAGES.get(keyOf(url));
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

describe("gallery videos", () => {
  it("adds a video from its link: the id is kept, the thumbnail stored in R2 as its foto", async () => {
    const versionBefore = await contentVersion();
    const response = await createVideo();
    expect(response.status).toBe(201);
    const record = (await response.json()) as Galeri;
    expect(record).toMatchObject({ judul: "Kirab budaya merti dusun", videoId: VIDEO, kategori: "Budaya" });
    expect(record.foto).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20,}\.jpg$/);
    // The thumbnail host's JPEG, byte for byte: visitors load it from us, never from YouTube.
    const bytes = await storedBytes(record.foto);
    expect(bytes?.slice(0, 3)).toEqual(JPEG.slice(0, 3));
    expect(bytes?.length).toBeGreaterThan(1000);
    expect(await publicGaleri(record.id)).toEqual(record);
    expect(await contentVersion()).not.toBe(versionBefore);
    const activity = await env.DB.prepare("SELECT kind, action, title FROM activity_log WHERE record_id = ?")
      .bind(record.id)
      .all();
    expect(activity.results).toEqual([
      { kind: "galeri", action: "tambah", title: "Kirab budaya merti dusun" },
    ]);
  });

  it("ignores a file sent beside a video: the thumbnail is its image", async () => {
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf(
        { judul: "Video dengan file", jenis: "video", video: `https://www.youtube.com/watch?v=${VIDEO}` },
        { image: file(PNG, "a.png", "image/png") },
      ),
      token,
    );
    expect(response.status).toBe(201);
    expect(((await response.json()) as Galeri).foto).toMatch(/\.jpg$/);
  });

  it.each([
    ["", galeriMessages.videoLinkRequired],
    ["   ", galeriMessages.videoLinkRequired],
    [`https://youtube.com.evil.example/watch?v=${VIDEO}`, galeriMessages.videoLinkInvalid],
    ["https://vimeo.com/76979871", galeriMessages.videoLinkInvalid],
    [`https://www.youtube.com/watch?v=${VIDEO}x`, galeriMessages.videoLinkInvalid],
  ])("refuses the link %j with a field message and changes nothing", async (video, message) => {
    const before = await storageSnapshot();
    const response = await createVideo(video);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: object } };
    // No photo is asked for: a video brings none.
    expect(body.error.fields).toEqual({ video: message });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("answers a missing judul and a missing link together", async () => {
    const response = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: " ", jenis: "video" }),
      token,
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      judul: contentMessages.judulRequired,
      video: galeriMessages.videoLinkRequired,
    });
  });

  it.each([
    ["a video YouTube does not know", GONE],
    ["a thumbnail that is no image", NOT_IMAGE],
  ])("refuses %s with a clear message and stores nothing", async (_, id) => {
    const before = await storageSnapshot();
    const response = await createVideo(`https://youtu.be/${id}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { fields: object } }).error.fields).toEqual({
      video: galeriMessages.videoThumbnailUnavailable,
    });
    expect(await storageSnapshot()).toEqual(before);
  });

  it("refuses an edit to a video whose thumbnail cannot be fetched, keeping the photo", async () => {
    const photo = await createGaleri("Foto yang tetap");
    const before = await storageSnapshot();
    const response = await sendForm(
      `/api/admin/galeri/${photo.id}`,
      "PUT",
      formOf({ judul: "Jadi video", jenis: "video", video: `https://youtu.be/${GONE}` }),
      token,
    );
    expect(response.status).toBe(400);
    expect(await storageSnapshot()).toEqual(before);
    expect(await publicGaleri(photo.id)).toEqual(photo);
  });

  it("turns a photo into a video: the photo is deleted, the thumbnail takes its place", async () => {
    const photo = await createGaleri("Tari Jathilan");
    const response = await sendForm(
      `/api/admin/galeri/${photo.id}`,
      "PUT",
      formOf({
        judul: "Tari Jathilan (video)",
        jenis: "video",
        video: `https://youtube.com/shorts/${VIDEO}`,
      }),
      token,
    );
    expect(response.status).toBe(200);
    const video = (await response.json()) as Galeri;
    expect(video.videoId).toBe(VIDEO);
    expect(video.foto).not.toBe(photo.foto);
    expect(await env.IMAGES.head(keyOf(photo.foto))).toBeNull();
    expect(await env.IMAGES.head(keyOf(video.foto))).not.toBeNull();
    expect(await publicGaleri(photo.id)).toEqual(video);
  });

  it("turns a video into a photo only with a photo, and then deletes the thumbnail", async () => {
    const video = (await (await createVideo()).json()) as Galeri;
    const without = await sendForm(
      `/api/admin/galeri/${video.id}`,
      "PUT",
      formOf({ judul: "Jadi foto", jenis: "foto" }),
      token,
    );
    expect(without.status).toBe(400);
    expect(((await without.json()) as { error: { fields: object } }).error.fields).toEqual({
      image: galeriMessages.imageRequired,
    });
    expect(await publicGaleri(video.id)).toEqual(video);

    const withPhoto = await sendForm(
      `/api/admin/galeri/${video.id}`,
      "PUT",
      formOf({ judul: "Jadi foto", jenis: "foto" }, { image: file(PNG, "a.png", "image/png") }),
      token,
    );
    expect(withPhoto.status).toBe(200);
    const photo = (await withPhoto.json()) as Galeri;
    expect(photo.videoId).toBeNull();
    expect(photo.foto).toMatch(/\.png$/);
    expect(await env.IMAGES.head(keyOf(video.foto))).toBeNull();
  });

  it("replaces the thumbnail when a video is edited, and deletes it with the video", async () => {
    const video = (await (await createVideo()).json()) as Galeri;
    const edited = await sendForm(
      `/api/admin/galeri/${video.id}`,
      "PUT",
      formOf({ judul: "Judul baru", jenis: "video", video: `https://youtu.be/${VIDEO}` }),
      token,
    );
    expect(edited.status).toBe(200);
    const after = (await edited.json()) as Galeri;
    expect(after).toMatchObject({ judul: "Judul baru", videoId: VIDEO });
    expect(await env.IMAGES.head(keyOf(video.foto))).toBeNull();

    const removed = await adminRequest(`/api/admin/galeri/${video.id}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect(await env.IMAGES.head(keyOf(after.foto))).toBeNull();
    expect(await publicGaleri(video.id)).toBeNull();
  });
});
