/**
 * 'Data Padukuhan' (docs/decisions/022) in a real browser: the office enters a year's population
 * and budget in the admin, is warned as it types where the books do not balance, and the public
 * pages show the figures as charts and tables, with downloads, on a 360 px phone without
 * JavaScript.
 */
import type { Locator } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { seriousAxeViolations } from "./axe";
import {
  adminContext,
  adminUrl,
  apiCall,
  apiPage,
  collectPageErrors,
  expectNoSideScroll,
  phoneContext,
  publicUrl,
  sharedBrowser,
} from "./browser";

const browser = sharedBrowser();
/** The year the admin opens by default: this year on the village's clock. */
const TAHUN = Number(
  new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Jakarta" }).format(new Date()),
);

/** Budget and realisation of one line of a group ('Dana Desa' in 'Pendapatan'). */
async function fillLine(group: Locator, name: string, anggaran: string, realisasi: string) {
  const line = group.getByRole("group", { name, exact: true });
  await line.getByLabel("Anggaran").fill(anggaran);
  await line.getByLabel("Realisasi").fill(realisasi);
}

/**
 * The suite's other files share this site, and its home page shows the latest year's people:
 * the figures entered here go again, as `public-content.ts` removes what the list tests add.
 */
afterAll(async () => {
  const office = await adminContext(browser);
  const api = await apiPage(office);
  for (const tabel of ["penduduk", "agama", "apbdes"]) {
    expect((await apiCall(api, `/api/admin/data/${TAHUN}/${tabel}`, "DELETE")).status).toBe(200);
  }
  await office.close();
});

describe("'Data Padukuhan'", () => {
  it.each(["/data", "/data/apbdes"])(
    "%s shows the sample village's last year readably on a phone: no serious axe violation, no side scroll",
    async (path) => {
      const context = await phoneContext(browser);
      const page = await context.newPage();
      await page.goto(publicUrl(path));
      // The sample village's figures end in 2025; the charts are there to be checked.
      expect(await page.locator("main svg[role=img]").count()).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await expectNoSideScroll(page);
      // Read on a phone: no chart text runs past its chart's edge, no figure breaks over lines.
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll<SVGTextElement>("main svg text"))
          .filter((text) => {
            const svg = text.ownerSVGElement as SVGSVGElement;
            return text.getBoundingClientRect().right > svg.getBoundingClientRect().right + 0.5;
          })
          .map((text) => text.textContent),
      );
      expect(cut).toEqual([]);
      const broken = await page.evaluate(() =>
        Array.from(document.querySelectorAll("main td"))
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size > 1;
          })
          .map((cell) => cell.textContent),
      );
      expect(broken).toEqual([]);
      await context.close();
    },
  );

  it("the office enters a year; the public pages show it as charts, tables and files", async () => {
    const office = await adminContext(browser);
    const page = await office.newPage();
    const errors = collectPageErrors(page);
    await page.goto(adminUrl(`/admin/data?tahun=${TAHUN}`));
    await page.getByRole("heading", { level: 1, name: "Data Padukuhan" }).waitFor();

    const totals = page.getByRole("region", { name: "Jumlah Penduduk" });
    await totals.getByLabel("Jumlah penduduk (jiwa)").fill("1.432");
    await totals.getByLabel("Jumlah kepala keluarga (KK)").fill("410");
    await totals.getByLabel("Laki-laki").fill("700");
    await totals.getByLabel("Perempuan").fill("732");
    await totals.getByRole("button", { name: "Simpan" }).click();
    await totals.getByText(`Jumlah Penduduk ${TAHUN} berhasil disimpan`).waitFor();

    const agama = page.getByRole("region", { name: "Agama" });
    await agama.getByLabel("Islam").fill("1.400");
    await agama.getByLabel("Kristen").fill("20");
    await agama.getByLabel("Katolik").fill("12");
    // Reloaded before saving: the typed figures come back, said so, and are saved from there.
    await page.reload();
    const restored = agama.getByText("Isian yang belum tersimpan sebelumnya dipulihkan.");
    await restored.waitFor();
    expect(await agama.getByLabel("Katolik").inputValue()).toBe("12");
    await agama.getByRole("button", { name: "Simpan" }).click();
    await agama.getByText(`Agama ${TAHUN} berhasil disimpan`).waitFor();
    await restored.waitFor({ state: "detached" });

    // A budget whose SILPA the books state differently from what the figures give.
    const apbdes = page.getByRole("region", { name: "APBDes" });
    await fillLine(
      apbdes.getByRole("group", { name: "Pendapatan", exact: true }),
      "Dana Desa",
      "1.200.000.000",
      "1.000.000.000",
    );
    await fillLine(
      apbdes.getByRole("group", { name: "Belanja", exact: true }),
      "Pelaksanaan Pembangunan Desa",
      "1.100.000.000",
      "950.000.000",
    );
    const silpa = apbdes.getByRole("group", { name: "SILPA", exact: true });
    await silpa.getByLabel("Anggaran").fill("150.000.000");
    await silpa.getByLabel("Realisasi").fill("50.000.000");
    // Warned while typing, before anything is saved.
    await apbdes
      .getByText(
        /Anggaran tidak seimbang: SILPA yang diisi Rp 150\.000\.000, hasil hitungan Rp 100\.000\.000/,
      )
      .waitFor();
    await apbdes.getByRole("button", { name: "Simpan" }).click();
    await apbdes.getByText(new RegExp(`APBDes ${TAHUN} berhasil disimpan`)).waitFor();
    expect(errors).toEqual([]);
    await office.close();

    // A visitor on a phone without JavaScript.
    const visitor = await phoneContext(browser, { javaScriptEnabled: false });
    const view = await visitor.newPage();
    await view.goto(publicUrl("/data"), { waitUntil: "domcontentloaded" });
    await view.getByRole("heading", { level: 2, name: `Data Penduduk Tahun ${TAHUN}` }).waitFor();
    expect(
      await view.getByRole("img", { name: new RegExp(`Penduduk menurut agama, ${TAHUN}`) }).count(),
    ).toBe(1);
    await view.getByText("Terbanyak: Islam (98 %)").first().waitFor();
    const islam = view.getByRole("table", { name: `Agama, ${TAHUN}` }).getByRole("row", { name: /Islam/ });
    expect(await islam.innerText()).toMatch(/Islam\s+1\.400\s+98 %/);
    await expectNoSideScroll(view);

    await view.goto(publicUrl("/data/apbdes"), { waitUntil: "domcontentloaded" });
    await view.getByRole("heading", { level: 2, name: `APBDes Tahun ${TAHUN}` }).waitFor();
    await view.getByText("Pendapatan", { exact: false }).first().waitFor();
    expect(await view.content()).toContain(
      "Anggaran tidak seimbang: SILPA yang diisi Rp 150.000.000, hasil hitungan Rp 100.000.000.",
    );
    await expectNoSideScroll(view);
    await visitor.close();

    // The open data file, as a spreadsheet reads it.
    const reader = await phoneContext(browser);
    const files = await reader.newPage();
    await files.goto(publicUrl("/data"));
    const csv = await files.evaluate(async (path) => {
      const response = await fetch(path);
      return { type: response.headers.get("Content-Type"), text: await response.text() };
    }, `/data/agama-${TAHUN}.csv`);
    expect(csv.type).toMatch(/^text\/csv/);
    expect(csv.text).toContain("Islam,1400");
    await reader.close();
  });
});
