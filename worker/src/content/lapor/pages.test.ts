import { env } from "cloudflare:workers";
import { LAPOR_PATHS, laporMessages } from "@padukuhan/shared/lapor";
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_ORIGIN } from "../../../test/auth";
import { request } from "../../../test/http";
import { photoFile, sentReportCode } from "../../../test/lapor";
import { JPEG } from "../../../test/upload";

let address = 0;
/** A new visitor's address for each request: the lookup limit is counted per address. */
const nextAddress = () => `192.0.2.${++address}`;

const get = (path: string, ip = nextAddress()) => request(path, { headers: { "CF-Connecting-IP": ip } });

let kode = "";
beforeAll(async () => {
  kode = await sentReportCode(
    {
      kategori: "Penerangan",
      judul: "Lampu jalan mati di tikungan",
      uraian: "Sudah seminggu gelap.\nRawan kecelakaan malam hari.",
      lokasi: "Tikungan dekat makam",
      koordinat: "-7.80012,110.36111",
      nama: "Pak Harjo Rahasia",
      no_telp: "081399990000",
    },
    [photoFile(JPEG, "lampu.jpg")],
  );
  await env.DB.prepare(
    "INSERT INTO laporan_jawaban (id, laporan_id, akun_id, text, created_at) SELECT 'j1', id, NULL, 'Sudah kami laporkan ke PLN.', 1764200000000 FROM laporan WHERE kode = ?",
  )
    .bind(kode)
    .run();
});

describe("the form's page", () => {
  it("offers the village's categories in a form that posts without JavaScript", async () => {
    await env.DB.prepare(
      "INSERT OR REPLACE INTO site_settings (section, value, updated_at) VALUES ('lapor', ?, 0)",
    )
      .bind(JSON.stringify({ kategori: ["Jalan Rusak", "Banjir"] }))
      .run();
    const response = await get(LAPOR_PATHS.form);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Attribute names as HTML reads them: in any case, in any order.
    const form = /<form [^>]*>/.exec(html)?.[0].toLowerCase() ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/lapor"');
    expect(form).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<option value="Jalan Rusak">Jalan Rusak</option>');
    expect(html).toContain('<option value="Banjir">Banjir</option>');
    expect(html).not.toContain("Saluran Air");
    expect(html).toMatch(/<input type="file"[^>]* name="foto"/);
    // The phone's location is allowed on this page alone, and only for this site.
    expect(response.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
    expect((await get("/")).headers.get("Permissions-Policy")).toContain("geolocation=()");
    await env.DB.prepare("DELETE FROM site_settings WHERE section = 'lapor'").run();
  });
});

describe("a report's private page", () => {
  it("shows the state, the resident's words, the photo and the office's answers, never the name or number", async () => {
    const response = await get(LAPOR_PATHS.follow(kode));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Lampu jalan mati di tikungan");
    expect(html).toContain("Rawan kecelakaan malam hari.");
    expect(html).toContain("Sudah kami laporkan ke PLN.");
    expect(html).toMatch(/Status: <strong>Baru<\/strong>/);
    expect(html).toMatch(/<img src="\/img\/uploads\/[^"]+\.jpg"/);
    expect(html).toContain("https://www.google.com/maps?q=-7.8001%2C110.3611");
    expect(html).not.toContain("Pak Harjo Rahasia");
    expect(html).not.toContain("081399990000");
    // Its title names neither the report nor the resident.
    expect(html).not.toMatch(/<title>[^<]*Lampu/);
  });

  it("is kept by no cache, no search engine and no referring link", async () => {
    const response = await get(LAPOR_PATHS.follow(kode));
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    // Its data has no API of its own: the page is the only, rate-limited door.
    expect((await get(`/api/pages${LAPOR_PATHS.follow(kode)}`)).status).toBe(404);
  });

  it("offers 'Simpan ke WhatsApp' with the code and the private link", async () => {
    const html = await (await get(LAPOR_PATHS.follow(kode))).text();
    const href = /href="(https:\/\/wa\.me\/\?text=[^"]+)"[^>]*>Simpan ke WhatsApp/.exec(html)?.[1] ?? "";
    const text = new URL(href.replaceAll("&amp;", "&")).searchParams.get("text") ?? "";
    expect(text).toContain(kode);
    expect(text).toContain(`${PUBLIC_ORIGIN}/lapor/${kode}`);
  });

  it("reads a code as people type it, and says when there is no such report", async () => {
    const typed = await get(`/lapor/${kode.toLowerCase().replaceAll("-", "")}`);
    expect(typed.status).toBe(302);
    expect(typed.headers.get("Location")).toBe(`/lapor/${kode}`);
    const unknown = await get("/lapor/LW-0000-0000");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(laporMessages.notFound);
    expect((await get("/lapor/bukan-kode")).status).toBe(404);
  });

  it("lets one address look up 30 codes a minute, and tells the 31st to wait", async () => {
    // The local limiter counts per clock minute (miniflare's fixed windows): on a busy machine
    // the 31 lookups could straddle two minutes, so they start in a fresh one if little is left.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 100));
    const ip = "2001:db8:aa:1::1";
    for (let lookup = 0; lookup < 30; lookup += 1) {
      expect((await get(`/lapor/LW-0000-${String(lookup).padStart(4, "0")}`, ip)).status).toBe(404);
    }
    // Another address of the same /64 is the same visitor.
    const refused = await get(LAPOR_PATHS.follow(kode), "2001:db8:aa:1::2");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("60");
    expect(await refused.text()).toContain(laporMessages.lookupThrottled);
    // Someone else is not held up.
    expect((await get(LAPOR_PATHS.follow(kode))).status).toBe(200);
  });
});
