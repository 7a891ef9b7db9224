import { describe, expect, it } from "vitest";
import { artikelMessages, artikelSchema } from "./artikel";
import { contentMessages, fieldErrors, normalizeLink } from "./content-schemas";
import { umkmMessages, umkmSchema } from "./umkm";
import { wibInput, wibInputToDate } from "./wib";

const artikel = (link: string) =>
  artikelSchema.safeParse({ judul: "Judul", kategori: "Pendidikan", text: "Isi", link, tags: "" });

describe("the article's related link", () => {
  it.each([
    ["www.kemdikbud.go.id", "https://www.kemdikbud.go.id"],
    ["  jogjaprov.go.id/berita?id=5 ", "https://jogjaprov.go.id/berita?id=5"],
    ["http://desa.id", "http://desa.id"],
    ["https://www.kemdikbud.go.id/", "https://www.kemdikbud.go.id/"],
    ["HTTPS://Contoh.GO.ID", "HTTPS://Contoh.GO.ID"],
    ["kemdikbud.go.id:8080/x", "https://kemdikbud.go.id:8080/x"],
  ])("accepts %s and stores %s", (typed, stored) => {
    expect(normalizeLink(typed)).toBe(stored);
    const parsed = artikel(typed);
    expect(parsed.success && parsed.data.link).toBe(stored);
  });

  it.each([
    "bukan-url",
    "javascript:alert(1)",
    "ftp://contoh.desa.id",
    "https://",
    "www .contoh.id",
    "mailto:a@b.id",
    "data:text/html,<p>x</p>",
    "//evil.example",
    "//evil.example/berita",
    "/\\evil.example",
    "https://www.kemdikbud.go.id@evil.example/",
  ])("refuses %s with the Indonesian message", (typed) => {
    expect(normalizeLink(typed)).toBeNull();
    const parsed = artikel(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      "Link harus berupa alamat web yang valid, misalnya www.contoh.go.id atau https://contoh.go.id",
    );
  });

  it("stores no link when the field is empty", () => {
    const parsed = artikel("   ");
    expect(parsed.success && parsed.data.link).toBeNull();
  });
});

const umkm = (changes: Record<string, string>) =>
  umkmSchema.safeParse({
    nama: "Warung Bu Sri",
    nama_pemilik: "Sri",
    no_telp: "0812-3456-7890",
    kategori: "Makanan",
    text: "Nasi pecel",
    tags: "",
    produk: "",
    ...changes,
  });
const firstMessage = (parsed: { success: boolean; error?: { issues: { message: string }[] } }) =>
  parsed.error?.issues[0]?.message;

describe("the UMKM form", () => {
  it("accepts a phone written with dashes, spaces, brackets or +62", () => {
    for (const no_telp of ["0812-3456-7890", "+62 812 3456 7890", "(0274) 798521"]) {
      expect(umkm({ no_telp }).success, no_telp).toBe(true);
    }
  });

  it.each(["x08123456789", "0812345678x", "0812345"])("refuses the phone %s", (no_telp) => {
    expect(firstMessage(umkm({ no_telp }))).toBe(umkmMessages.telpInvalid);
  });

  it.each(["", "Sembako"])("asks for a category when given %j", (kategori) => {
    expect(firstMessage(umkm({ kategori }))).toBe(contentMessages.kategoriRequired);
  });

  it("reads products from JSON, and none from an empty field", () => {
    const parsed = umkm({ produk: '[{"nama":"Pecel","harga":12000}]' });
    expect(parsed.success && parsed.data.produk).toEqual([{ nama: "Pecel", harga: 12000 }]);
    const none = umkm({ produk: "" });
    expect(none.success && none.data.produk).toEqual([]);
  });

  it.each(['[{"nama":', '[{"nama":"Pecel","harga":-1}]', '{"nama":"Pecel","harga":1}'])(
    "refuses the products %s",
    (produk) => {
      expect(firstMessage(umkm({ produk }))).toBe(umkmMessages.produkInvalid);
    },
  );

  it("splits tags at commas and drops empty ones", () => {
    const parsed = umkm({ tags: "a, b , ,c" });
    expect(parsed.success && parsed.data.tags).toEqual(["a", "b", "c"]);
  });
});

describe("the UMKM's address and map link", () => {
  it("keeps neither when both are empty or not sent", () => {
    for (const changes of [{}, { alamat: "  ", peta: " " }] as Record<string, string>[]) {
      const parsed = umkm(changes);
      expect(parsed.success && [parsed.data.alamat, parsed.data.peta]).toEqual([null, null]);
    }
  });

  it.each([
    ["maps.app.goo.gl/Qx7bN2kLmP", "https://maps.app.goo.gl/Qx7bN2kLmP"],
    [" https://goo.gl/maps/AbCd ", "https://goo.gl/maps/AbCd"],
    ["https://www.google.com/maps/place/Karangrejo", "https://www.google.com/maps/place/Karangrejo"],
    ["https://google.com/maps?q=-7.77,110.25", "https://google.com/maps?q=-7.77,110.25"],
    ["https://maps.google.com/?q=Karangrejo", "https://maps.google.com/?q=Karangrejo"],
  ])("stores the map link %j as %j", (peta, stored) => {
    const parsed = umkm({ peta });
    expect(parsed.success && parsed.data.peta).toBe(stored);
  });

  it.each([
    "http://maps.google.com/?q=x",
    "https://maps.google.com.contoh.id/",
    "https://maps.google.com@contoh.id/",
    "https://maps.google.com:8443/",
    "https://www.google.com/search?q=peta",
    "https://www.google.com/mapsx",
    "https://goo.gl/AbCd",
    "https://maps.app.goo.gl/",
    "https://maps.app.goo.gl/a b",
    "//maps.google.com/?q=x",
    "javascript:alert(1)//maps.google.com/",
    "javascript:alert(1)",
  ])("refuses the map link %j", (peta) => {
    expect(firstMessage(umkm({ peta }))).toBe(
      "Link peta harus berupa link Google Maps, misalnya https://maps.app.goo.gl/abc123",
    );
  });

  it("takes an address of up to 200 characters, trimmed", () => {
    const parsed = umkm({ alamat: ` ${"a".repeat(200)} ` });
    expect(parsed.success && parsed.data.alamat).toBe("a".repeat(200));
    expect(firstMessage(umkm({ alamat: "a".repeat(201) }))).toBe("Maksimal 200 karakter");
  });
});

describe("the article's status and publish time", () => {
  const withStatus = (fields: Record<string, string>) =>
    artikelSchema.safeParse({ judul: "Judul", kategori: "Pendidikan", text: "Isi", tags: "", ...fields });
  const inAnHour = () => wibInput(new Date(Date.now() + 3_600_000));

  it("is 'terbit' when not sent, and drops a time for any status but 'terjadwal'", () => {
    expect(withStatus({}).data).toMatchObject({ status: "terbit", publishAt: null });
    expect(withStatus({ status: "draf", publishAt: inAnHour() }).data).toMatchObject({
      status: "draf",
      publishAt: null,
    });
  });

  it("reads a scheduled article's time on the WIB clock", () => {
    const typed = inAnHour();
    const parsed = withStatus({ status: "terjadwal", publishAt: typed });
    expect(parsed.data?.publishAt).toBe(wibInputToDate(typed)?.toISOString());
  });

  it.each([
    ["", artikelMessages.publishAtRequired],
    ["besok pagi", artikelMessages.publishAtInvalid],
    ["2026-02-30T09:00", artikelMessages.publishAtInvalid],
    ["2020-01-01T09:00", artikelMessages.publishAtPast],
  ])("refuses %j for a scheduled article", (publishAt, message) => {
    const parsed = withStatus({ status: "terjadwal", publishAt });
    expect(parsed.success).toBe(false);
    expect(parsed.error && fieldErrors(parsed.error).publishAt).toBe(message);
  });

  it("refuses a status it does not know", () => {
    const parsed = withStatus({ status: "rahasia" });
    expect(parsed.error && fieldErrors(parsed.error).status).toBe(artikelMessages.statusInvalid);
  });
});
