import { describe, expect, it } from "vitest";
import { artikelSchema, contentMessages, normalizeLink } from "./content-schemas";

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
  ])("refuses %s with the Indonesian message", (typed) => {
    expect(normalizeLink(typed)).toBeNull();
    const parsed = artikel(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(contentMessages.linkInvalid);
  });

  it("stores no link when the field is empty", () => {
    const parsed = artikel("   ");
    expect(parsed.success && parsed.data.link).toBeNull();
  });
});
