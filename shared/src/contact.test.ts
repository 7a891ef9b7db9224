import { describe, expect, it } from "vitest";
import { displayHost, mailtoLink, telLink, whatsappLink, whatsappNumber, withScheme } from "./contact";

describe("whatsappNumber", () => {
  it.each([
    ["0812-3456-7890", "6281234567890"],
    ["+62 813 1111 2222", "6281311112222"],
    ["85712345678", "6285712345678"],
    ["62 857 1234", "628571234"],
    ["(0274) 123456", "62274123456"],
    ["", ""],
    ["tidak ada", ""],
  ])("turns %s into %s", (phone, expected) => {
    expect(whatsappNumber(phone)).toBe(expected);
  });
});

describe("telLink", () => {
  it.each([
    ["857 1234 5678", "tel:+6285712345678"],
    ["0812-3456-7890", "tel:+6281234567890"],
    ["+62 813 1111 2222", "tel:+6281311112222"],
    ["(0274) 798 5210", "tel:+622747985210"],
  ])("dials %s as %s", (phone, expected) => {
    expect(telLink(phone)).toBe(expected);
  });
  it("is null without digits", () => {
    expect(telLink("belum ada")).toBeNull();
  });
});

describe("whatsappLink", () => {
  it("prefills an encoded message", () => {
    expect(whatsappLink("0812 3456", "Halo, saya tertarik & ingin tahu?")).toBe(
      "https://wa.me/628123456?text=Halo%2C%20saya%20tertarik%20%26%20ingin%20tahu%3F",
    );
  });
  it("is null without a phone, so the button can be disabled", () => {
    expect(whatsappLink("", "Halo")).toBeNull();
  });
});

describe("mailtoLink", () => {
  it("encodes subject and body", () => {
    expect(mailtoLink("tim@example.id", "Tanya & Saran", "Nama: Budi\nPesan: Halo")).toBe(
      "mailto:tim@example.id?subject=Tanya%20%26%20Saran&body=Nama%3A%20Budi%0APesan%3A%20Halo",
    );
  });
});

describe("related links", () => {
  it("adds https:// only when the scheme is missing", () => {
    expect(withScheme("www.slemankab.go.id")).toBe("https://www.slemankab.go.id");
    expect(withScheme("http://contoh.id")).toBe("http://contoh.id");
  });
  it("shows the host without www", () => {
    expect(displayHost("www.slemankab.go.id/berita")).toBe("slemankab.go.id");
    expect(displayHost("https://jogjaprov.go.id")).toBe("jogjaprov.go.id");
  });
});
