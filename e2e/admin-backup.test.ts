import { sampleArtikel, sampleUmkm } from "@padukuhan/shared/sample-content";
import { describe, expect, it } from "vitest";
import { adminContext, adminUrl, PHONE, sharedBrowser } from "./browser";

const browser = sharedBrowser();

interface Cadangan {
  format: string;
  village: string;
  tables: Record<string, Array<Record<string, unknown>>>;
}

describe("'Unduh Cadangan' on a phone", () => {
  it("downloads the village's data as a JSON file holding the sample articles", async () => {
    const context = await adminContext(browser, "phone", { acceptDownloads: true });
    try {
      const page = await context.newPage();
      await page.goto(adminUrl("/admin"));
      const link = page.getByRole("link", { name: "Unduh Cadangan" });
      await link.scrollIntoViewIfNeeded();
      const box = await link.boundingBox();
      if (!box) throw new Error("'Unduh Cadangan' is not shown");
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(box.height).toBeGreaterThanOrEqual(44);

      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^cadangan-padukuhan-karangrejo-\d{4}-\d{2}-\d{2}\.json$/);
      // Read as it streams: the shared browser (a remote one to Playwright) keeps no path.
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
      const text = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(text) as Cadangan;
      expect(body.format).toBe("padukuhan-backup-data");
      expect(body.village).toBe("Padukuhan Karangrejo");
      const judul = body.tables.artikel?.map((row) => row.judul);
      expect(judul).toEqual(expect.arrayContaining(sampleArtikel.map((artikel) => artikel.judul)));
      expect(judul).toContain("Panen Raya Padi, Petani Karangrejo Coba Varietas Baru");
      expect(body.tables.umkm?.map((row) => row.nama)).toEqual(
        expect.arrayContaining(sampleUmkm.map((umkm) => umkm.nama)),
      );
      expect(body.tables.akun?.map((row) => row.username)).toContain("pakdukuh");
      // What the file keeps of an account: never its password hash.
      for (const akun of body.tables.akun ?? []) expect(akun).not.toHaveProperty("password_hash");
      // Still on the overview: the download did not navigate away.
      expect(new URL(page.url()).pathname).toBe("/admin");
    } finally {
      await context.close();
    }
  });
});
