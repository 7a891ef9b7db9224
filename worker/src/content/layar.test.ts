import { env } from "cloudflare:workers";
import type { Agenda } from "@padukuhan/shared/agenda";
import { LAYAR_LIMITS, type LayarData, type LayarSettings } from "@padukuhan/shared/layar";
import { sampleAgenda, sampleArtikel, sampleGaleri } from "@padukuhan/shared/sample-content";
import { sampleSettings } from "@padukuhan/shared/village";
import { wibInput } from "@padukuhan/shared/wib";
import { beforeAll, describe, expect, it } from "vitest";
import { request } from "../../test/http";
import { adminToken, formOf, sendForm } from "../../test/upload";
import { bumpContentVersion } from "../db/content-version";
import { hasEnded, insertAgendaStatements } from "./agenda/store";
import { loadSampleContent } from "./sample-content";

const HOUR = 3_600_000;
const NOW = Date.now();
let token = "";

/** An event `fromHours`..`toHours` from now, archived as the minute job would once it has ended. */
const event = (id: string, fromHours: number, toHours: number): Agenda => {
  const selesai = new Date(NOW + toHours * HOUR).toISOString();
  return {
    id,
    judul: `Kegiatan ${id}`,
    mulai: new Date(NOW + fromHours * HOUR).toISOString(),
    selesai,
    lokasi: "Balai Padukuhan",
    deskripsi: "Uraian kegiatan yang tidak ditampilkan di layar.",
    gambar: null,
    arsip: hasEnded(selesai, NOW),
    createdAt: new Date(NOW).toISOString(),
    updatedAt: null,
  };
};

/** One that ended, one running now, and upcoming ones: with the samples, more than the display holds. */
const EVENTS = [
  event("selesai", -30, -28),
  event("berjalan", -1, 2),
  ...[5, 26, 50, 74, 98].map((hours) => event(`nanti${hours}`, hours, hours + 2)),
];

beforeAll(async () => {
  await loadSampleContent(env.DB);
  token = await adminToken();
  await env.DB.batch([
    ...EVENTS.flatMap((record) => insertAgendaStatements(env.DB, record)),
    bumpContentVersion(env.DB),
  ]);
});

async function layarData(): Promise<{ data: LayarData; json: string; cache: string | null }> {
  const response = await request("/api/pages/layar");
  expect(response.status).toBe(200);
  const json = await response.text();
  return {
    data: (JSON.parse(json) as { data: LayarData }).data,
    json,
    cache: response.headers.get("x-cache"),
  };
}

const newestFirst = <T extends { id: string; createdAt: string }>(records: readonly T[]) =>
  [...records].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (b.id < a.id ? -1 : 1));

/** An announcement saved through the admin's form, its period in hours from now. */
async function announce(text: string, fromHours: number, toHours: number, link = "") {
  const response = await sendForm(
    "/api/admin/pengumuman",
    "POST",
    formOf({
      text,
      link,
      mulai: wibInput(new Date(Date.now() + fromHours * HOUR)),
      selesai: wibInput(new Date(Date.now() + toHours * HOUR)),
    }),
    token,
  );
  expect(response.status).toBe(201);
}

describe("GET /api/pages/layar", () => {
  it("gives the display the office's settings, the newest articles and photos, and the coming events", async () => {
    const { data } = await layarData();
    expect(data.settings).toEqual(sampleSettings.layar);

    // Newest first, with their pictures: only what a slide shows.
    const artikel = newestFirst(sampleArtikel.filter((record) => record.status === "terbit"));
    expect(data.artikel).toEqual(
      artikel
        .slice(0, LAYAR_LIMITS.artikel)
        .map(({ id, judul, kategori, gambar }) => ({ id, judul, kategori, gambar })),
    );
    expect(data.galeri).toEqual(
      newestFirst(sampleGaleri)
        .slice(0, LAYAR_LIMITS.galeri)
        .map(({ id, judul, foto }) => ({ id, judul, foto })),
    );

    // Soonest first, the running one among them; the ended one and the descriptions left out.
    const upcoming = [...EVENTS, ...sampleAgenda.filter((record) => !hasEnded(record.selesai, NOW))]
      .filter((record) => !record.arsip)
      .sort((a, b) => Date.parse(a.mulai) - Date.parse(b.mulai));
    expect(upcoming.length).toBeGreaterThan(LAYAR_LIMITS.agenda);
    expect(data.agenda).toEqual(
      upcoming
        .slice(0, LAYAR_LIMITS.agenda)
        .map(({ id, judul, mulai, selesai, lokasi }) => ({ id, judul, mulai, selesai, lokasi })),
    );
    expect(data.agenda[0]?.id).toBe("berjalan");
  });

  it("sends no article's text, not even its summary", async () => {
    const { json } = await layarData();
    for (const record of sampleArtikel) expect(json).not.toContain(record.text.slice(0, 40));
    expect(json).not.toContain('"summary"');
    expect(json).not.toContain('"deskripsi"');
  });

  it("shows the announcement in force, never one that has ended or has not begun", async () => {
    expect((await layarData()).data.pengumuman).toBeNull();
    await announce("Sudah lewat", -48, -24);
    await announce("Belum mulai", 24, 48);
    expect((await layarData()).data.pengumuman).toBeNull();
    await announce("Kerja bakti Minggu pagi", -1, 12, "https://www.sleman.go.id");
    expect((await layarData()).data.pengumuman).toEqual({
      text: "Kerja bakti Minggu pagi",
      link: "https://www.sleman.go.id",
    });
  });

  it("shows a settings save of 'Layar Balai' on the next request, past the edge cache", async () => {
    await layarData();
    expect((await layarData()).cache).toBe("HIT");
    const changed: LayarSettings = {
      blok: ["agenda", "identitas"],
      detik: 20,
      teksBerjalan: "Rapat RT malam ini di balai",
      jamTenang: { aktif: true, mulai: "21:00", selesai: "05:00" },
    };
    const form = new FormData();
    form.append("value", JSON.stringify(changed));
    const saved = await sendForm("/api/admin/pengaturan/layar", "PUT", form, token);
    expect(saved.status).toBe(200);
    const after = await layarData();
    expect(after.cache).toBe("MISS");
    expect(after.data.settings).toEqual(changed);
  });
});

describe("GET /layar", () => {
  it("is a page kept from search engines, in the HTML and in the cached copy alike", async () => {
    for (const cache of ["MISS", "HIT"]) {
      const response = await request("/layar");
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("text/html");
      expect(response.headers.get("x-cache")).toBe(cache);
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
      await response.arrayBuffer();
    }
    // The other pages stay indexed.
    const home = await request("/");
    expect(home.headers.get("X-Robots-Tag")).toBeNull();
    await home.arrayBuffer();
  });

  it("is not in the sitemap of fixed pages", async () => {
    const sitemap = await (await request("/sitemap-halaman.xml")).text();
    expect(sitemap).toContain("/data/apbdes</loc>");
    expect(sitemap).not.toContain("/layar");
  });
});

describe("the display's reads with 10,000 articles and 10,000 photos", () => {
  beforeAll(async () => {
    // In single statements (the triggers index and count them as any write would), older
    // than the samples: a read that does not stop at its few rows would walk them all.
    await env.DB.batch([
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
         INSERT INTO artikel (id, judul, text, link, kategori, gambar, status, publish_at, created_at, updated_at)
         SELECT printf('art%06d', i), 'Kabar warga nomor ' || i, 'Isi kabar warga nomor ' || i || '.', NULL,
           'Kesehatan', '/img/sample/galeri-sawah/original.jpg', 'terbit', NULL, 1700000000000 + i * 60000, NULL
         FROM n`,
      ),
      env.DB.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
         INSERT INTO galeri (id, judul, foto, video_id, kategori, created_at, updated_at)
         SELECT printf('foto%06d', i), 'Kegiatan warga ' || i, '/img/sample/galeri-sawah/original.jpg', NULL,
           'Kegiatan', 1700000000000 + i * 60000, NULL
         FROM n`,
      ),
      bumpContentVersion(env.DB),
    ]);
  });

  it.each(["/api/pages/layar", "/layar"])("%s reads a few dozen rows", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-cache")).toBe("MISS");
    const rowsRead = Number(response.headers.get("x-d1-rows-read"));
    await response.arrayBuffer();
    // Settings, the announcement and a handful of each list: nothing grows with the content.
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThanOrEqual(60);
  });
});
