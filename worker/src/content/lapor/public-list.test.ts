import { env } from "cloudflare:workers";
import { LAPOR_PATHS } from "@padukuhan/shared/lapor";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, signIn } from "../../../test/auth";
import { request } from "../../../test/http";
import { photoFile, sentReportCode } from "../../../test/lapor";
import { JPEG } from "../../../test/upload";

let token = "";

/** A resident's report as the form sends it, with a photo; its id and code. */
async function report(judul: string): Promise<{ id: string; kode: string }> {
  const kode = await sentReportCode(
    {
      kategori: "Kebersihan",
      judul,
      uraian: `${judul}, mohon ditangani.`,
      lokasi: "Pasar dusun",
      nama: "Bu Warsini Rahasia",
      no_telp: "081211112222",
    },
    [photoFile(JPEG, "sampah.jpg")],
  );
  const row = await env.DB.prepare("SELECT id FROM laporan WHERE kode = ?")
    .bind(kode)
    .first<{ id: string }>();
  return { id: row?.id ?? "", kode };
}

const office = (path: string, method: string, body: unknown) =>
  adminRequest(`/api/admin/lapor${path}`, { method, token, body: JSON.stringify(body) });

const page = async (path: string = LAPOR_PATHS.list) => {
  const response = await request(path);
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  await createAccount("kadus", "rahasia-sekali");
  token = await signIn("kadus", "rahasia-sekali");
});

describe("the public record", () => {
  it("shows a report once the office makes it public, with its answer, and never the code or the reporter", async () => {
    const shown = await report("Sampah menumpuk di pasar");
    const hidden = await report("Tetangga berisik");
    // Cached at the edge first, so the change below must reach it through the content version.
    expect(await page()).toContain("Belum ada laporan yang ditampilkan.");

    expect(
      (await office(`/${shown.id}/jawaban`, "POST", { text: "Sudah diangkut hari Senin." })).status,
    ).toBe(201);
    expect((await office(`/${shown.id}/status`, "PUT", { status: "selesai" })).status).toBe(200);
    expect((await office(`/${shown.id}/publik`, "PUT", { publik: true })).status).toBe(200);

    const html = await page();
    expect(html).toContain("Sampah menumpuk di pasar");
    expect(html).toContain("Sudah diangkut hari Senin.");
    expect(html).toMatch(/lapor-badge-selesai">Selesai</);
    expect(html).toMatch(/<a href="\/img\/uploads\/[^"]+">Lihat foto 1<\/a>/);
    expect(html).not.toContain("Tetangga berisik");
    for (const secret of [shown.kode, hidden.kode, "Bu Warsini Rahasia", "081211112222"]) {
      expect(html).not.toContain(secret);
    }

    // Made private again, it leaves the record at once.
    expect((await office(`/${shown.id}/publik`, "PUT", { publik: false })).status).toBe(200);
    expect(await page()).not.toContain("Sampah menumpuk di pasar");
  });

  it("counts the year's public reports per month and state, as a chart with its table", async () => {
    const one = await report("Got mampet");
    const two = await report("Lampu padam");
    for (const { id } of [one, two])
      expect((await office(`/${id}/publik`, "PUT", { publik: true })).status).toBe(200);
    expect((await office(`/${two.id}/status`, "PUT", { status: "diproses" })).status).toBe(200);

    const html = await page();
    const month = new Intl.DateTimeFormat("id-ID", { month: "long", timeZone: "Asia/Jakarta" }).format(
      new Date(),
    );
    const year = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Jakarta" }).format(
      new Date(),
    );
    expect(html).toContain(`<h2 id="lapor-rekap-title">Rekap Tahun ${year}</h2>`);
    expect(html).toMatch(/<svg[^>]*role="img"/);
    // This month's row: one new, one in progress, two in all (the first test's report is private again).
    const row = new RegExp(`<th scope="row">${month}</th><td>1</td><td>1</td><td>0</td><td>0</td><td>2</td>`);
    expect(html).toMatch(row);
    expect(html).toContain(`Tahun ${year}: 2 laporan ditampilkan`);
  });

  it("pages the list and answers an unknown year with an empty chart", async () => {
    const html = await page(`${LAPOR_PATHS.list}?tahun=2001`);
    expect(html).toContain("Rekap Tahun 2001");
    expect(html).toContain("Belum ada laporan yang ditampilkan untuk tahun 2001.");
  });
});
