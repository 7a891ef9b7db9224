import { env } from "cloudflare:workers";
import {
  LAPOR_HONEYPOT,
  LAPOR_OPEN_CEILING,
  LAPOR_PATHS,
  LAPOR_THROTTLE,
  laporMessages,
} from "@padukuhan/shared/lapor";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_HOST, errorBody, request } from "../../../test/http";
import { photoFile, REPORT, reportForm, sendReport } from "../../../test/lapor";
import { JPEG_WITH_GPS, METADATA_WORDS } from "../../../test/photos-with-metadata";
import { bucketKeys, GIF, hostile, JPEG, keyOf, PNG } from "../../../test/upload";
import { withoutMetadata } from "../../lib/photo-metadata";
import { senderHash } from "../../lib/sender";
import { LAPOR_BODY_LIMIT } from "./public-routes";

const reportCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM laporan").first<{ n: number }>())?.n ?? 0;
const photoRows = () =>
  env.DB.prepare("SELECT foto FROM laporan_foto ORDER BY laporan_id, position").all<{ foto: string }>();

/** Nothing kept: no report, no photo row, no object in R2. */
async function expectNothingKept() {
  expect(await reportCount()).toBe(0);
  expect((await photoRows()).results).toEqual([]);
  expect(await bucketKeys()).toEqual([]);
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM laporan_foto"),
    env.DB.prepare("DELETE FROM laporan"),
    env.DB.prepare("DELETE FROM site_settings WHERE section = 'lapor'"),
  ]);
  for (const key of await bucketKeys()) await env.IMAGES.delete(key);
});

describe("sending a report", () => {
  it("keeps it with its code, and the resident's page answers at once", async () => {
    const response = await sendReport(reportForm(REPORT, [photoFile(JPEG)]));
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { kode: string; url: string; message: string };
    expect(body.kode).toMatch(/^LW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(body.url).toBe(`/lapor/${body.kode}`);
    expect(body.message).toBe(laporMessages.terkirim);
    const row = await env.DB.prepare("SELECT * FROM laporan WHERE kode = ?").bind(body.kode).first();
    expect(row).toMatchObject({
      kategori: "Saluran Air",
      judul: REPORT.judul,
      nama: "Bu Sri",
      // Rounded to about 11 m before it is stored.
      koordinat: "-7.7956,110.3696",
      status: "baru",
      publik: 0,
    });
    expect((await photoRows()).results).toHaveLength(1);
  });

  it("without JavaScript, sends the browser to the report's private page", async () => {
    const response = await sendReport(reportForm(REPORT, [photoFile(JPEG)]), { json: false });
    expect(response.status).toBe(303);
    const location = response.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/lapor\/LW-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const kode = location.slice("/lapor/".length);
    expect(await env.DB.prepare("SELECT 1 FROM laporan WHERE kode = ?").bind(kode).first()).not.toBeNull();
  });

  it("stores no GPS, camera or owner in the photo it serves, and keeps it upright", async () => {
    const response = await sendReport(reportForm(REPORT, [photoFile(JPEG_WITH_GPS, "IMG_0001.jpg")]));
    expect(response.status).toBe(201);
    const [row] = (await photoRows()).results;
    if (!row) throw new Error("no photo row");
    const served = await request(row.foto);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    const bytes = new Uint8Array(await served.arrayBuffer());
    const text = String.fromCharCode(...bytes);
    for (const word of METADATA_WORDS) expect(text).not.toContain(word);
    // Exactly the cleaned container: the Orientation tag alone left in its EXIF block.
    expect(bytes).toEqual(withoutMetadata(JPEG_WITH_GPS, "jpeg"));
    const stored = await env.IMAGES.get(keyOf(row.foto));
    expect(
      String.fromCharCode(...new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))),
    ).not.toContain("KameraWarga");
  });

  it("takes up to three photos in the resident's order", async () => {
    const response = await sendReport(
      reportForm(REPORT, [photoFile(PNG, "a.png", "image/png"), photoFile(JPEG), photoFile(JPEG)]),
    );
    expect(response.status).toBe(201);
    const urls = (await photoRows()).results.map((row) => row.foto);
    expect(urls[0]).toMatch(/\.png$/);
    expect(urls.slice(1).every((url) => url.endsWith(".jpg"))).toBe(true);
    expect(await bucketKeys()).toHaveLength(3);
  });

  it("takes a report without a photo", async () => {
    expect((await sendReport(reportForm(REPORT))).status).toBe(201);
    expect(await bucketKeys()).toEqual([]);
  });

  it("accepts only the village's categories, as the office saved them", async () => {
    await env.DB.prepare("INSERT INTO site_settings (section, value, updated_at) VALUES ('lapor', ?, 0)")
      .bind(JSON.stringify({ kategori: ["Jalan Rusak", "Sampah"] }))
      .run();
    const refused = await sendReport(reportForm(REPORT));
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).error.message).toBe(laporMessages.kategoriUnknown);
    // Written in another case, it is the office's own name that is stored.
    expect((await sendReport(reportForm({ ...REPORT, kategori: "sampah" }))).status).toBe(201);
    expect(await env.DB.prepare("SELECT kategori FROM laporan").first()).toEqual({ kategori: "Sampah" });
  });
});

describe("what is refused, with nothing kept", () => {
  it("answers the schema's Indonesian errors, field by field", async () => {
    const response = await sendReport(
      reportForm({ ...REPORT, judul: " ", no_telp: "bukan nomor" }, [photoFile(JPEG)]),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.judul).toBe(laporMessages.judulRequired);
    expect(body.error.fields.no_telp).toBeTruthy();
    await expectNothingKept();
  });

  it("says so on a plain page when sent without JavaScript", async () => {
    const response = await sendReport(reportForm({ ...REPORT, lokasi: "" }), { json: false });
    expect(response.status).toBe(400);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain("Laporan belum terkirim");
    expect(page).toContain(laporMessages.lokasiRequired);
    expect(page).toContain('href="/lapor"');
    await expectNothingKept();
  });

  it("judges a photo by its bytes: a GIF, or a script named .jpg, is refused", async () => {
    for (const bytes of [GIF, hostile.html]) {
      const response = await sendReport(reportForm(REPORT, [photoFile(bytes, "foto.jpg", "image/jpeg")]));
      expect(response.status).toBe(415);
      expect((await errorBody(response)).error.message).toBe(laporMessages.fotoFormat);
    }
    await expectNothingKept();
  });

  it("refuses a photo over 5 MB, a fourth photo, and a body over its limit", async () => {
    const big = await sendReport(reportForm(REPORT, [photoFile(hostile.jpegOverLimit)]));
    expect(big.status).toBe(413);
    expect((await errorBody(big)).error.message).toBe(laporMessages.fotoTooLarge);
    const four = await sendReport(
      reportForm(REPORT, [photoFile(JPEG), photoFile(JPEG), photoFile(JPEG), photoFile(JPEG)]),
    );
    expect(four.status).toBe(400);
    expect((await errorBody(four)).error.message).toBe(laporMessages.fotoTooMany);
    const tooLong = await sendReport(reportForm(REPORT), {
      headers: { "Content-Length": String(LAPOR_BODY_LIMIT + 1) },
    });
    expect(tooLong.status).toBe(413);
    await expectNothingKept();
  });

  it("refuses a photo whose container is broken, as it cannot be cleaned", async () => {
    const truncated = JPEG_WITH_GPS.slice(0, 40);
    const response = await sendReport(reportForm(REPORT, [photoFile(truncated)]));
    expect(response.status).toBe(400);
    expect((await errorBody(response)).error.message).toBe(laporMessages.fotoUnreadable);
    await expectNothingKept();
  });

  it("refuses another site's form, and the admin host has no form", async () => {
    const foreign = await sendReport(reportForm(REPORT), { headers: { Origin: "https://contoh.example" } });
    expect(foreign.status).toBe(403);
    expect((await errorBody(foreign)).error.message).toBe(laporMessages.forbidden);
    const admin = await request(LAPOR_PATHS.form, {
      host: ADMIN_HOST,
      method: "POST",
      headers: { Origin: `http://${ADMIN_HOST}`, Accept: "application/json" },
      body: reportForm(REPORT),
    });
    expect(admin.status).toBe(404);
    await expectNothingKept();
  });

  it("tells a robot that fills the hidden field all went well, and keeps nothing", async () => {
    const response = await sendReport(
      reportForm({ ...REPORT, [LAPOR_HONEYPOT]: "https://spam.example" }, [photoFile(JPEG)]),
    );
    expect(response.status).toBe(201);
    await expectNothingKept();
  });

  it("takes three reports an hour from one resident, then says when to try again; photos go too", async () => {
    const ip = "2001:db8:77:1::5";
    for (let sent = 0; sent < LAPOR_THROTTLE.limit; sent += 1) {
      expect((await sendReport(reportForm(REPORT), { ip })).status).toBe(201);
    }
    // Another address of the same /64 is the same resident.
    const fourth = await sendReport(reportForm(REPORT, [photoFile(JPEG)]), { ip: "2001:db8:77:1::9" });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorBody(fourth)).error.message).toBe(laporMessages.throttled);
    expect(await reportCount()).toBe(LAPOR_THROTTLE.limit);
    // The refused report's photo was stored first, then removed again.
    expect(await bucketKeys()).toEqual([]);
    const hash = await senderHash(undefined, ip);
    const counted = await env.DB.prepare("SELECT count(*) AS n FROM laporan WHERE pengirim = ?")
      .bind(hash)
      .first();
    expect(counted).toEqual({ n: LAPOR_THROTTLE.limit });
  });
});

describe("a flood of reports", () => {
  it("stops at the ceiling of open reports, however many arrive at once, and the rest of the site still answers", async () => {
    // 495 open reports already, from senders whose hour has passed.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LAPOR_OPEN_CEILING - 5})
       INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, created_at)
       SELECT printf('banjir%04d', i), printf('LW-B%03d-0000', i), 'Lainnya', 'Banjir', 'Uraian', 'RT', 'N', '0812', CASE i % 2 WHEN 0 THEN 'baru' ELSE 'diproses' END, 1 FROM n`,
    ).run();
    // Twelve residents at once, each with a photo: five fit.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendReport(reportForm(REPORT, [photoFile(JPEG)]))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array.from({ length: 5 }, () => 201),
      ...Array.from({ length: 7 }, () => 503),
    ]);
    const refused = answers.find((answer) => answer.status === 503);
    expect((await errorBody(refused as Response)).error).toEqual({
      code: "reports_full",
      message: laporMessages.full,
    });
    const open = await env.DB.prepare(
      "SELECT count(*) AS n FROM laporan WHERE status IN ('baru', 'diproses')",
    ).first();
    expect(open).toEqual({ n: LAPOR_OPEN_CEILING });
    // Only the five kept reports' photos stay in R2: the refused ones' went again.
    expect(await bucketKeys()).toHaveLength(5);
    expect((await photoRows()).results).toHaveLength(5);
    // Without JavaScript, the same in plain words.
    const page = await sendReport(reportForm(REPORT), { json: false });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain("Pengurus padukuhan sedang menangani banyak laporan");
    // The site goes on: the home page and the public record answer as before.
    expect((await request("/")).status).toBe(200);
    expect((await request(LAPOR_PATHS.list)).status).toBe(200);
    // Closing one makes room for the next.
    await env.DB.prepare("UPDATE laporan SET status = 'selesai' WHERE id = 'banjir0001'").run();
    expect((await sendReport(reportForm(REPORT))).status).toBe(201);
  });
});
