import { describe, expect, it } from "vitest";
import { mapDocument } from "./firestore-import";
import { readTimestamp } from "./firestore-timestamps";

const iso = (value: unknown) => {
  const read = readTimestamp(value);
  return typeof read === "object" ? new Date(read.ms).toISOString() : read;
};

describe("timestamps of a document store export", () => {
  it.each([
    ["the Admin SDK's JSON", { _seconds: 1723858200, _nanoseconds: 500_000_000 }, "2024-08-17T01:30:00.500Z"],
    ["the REST API's", { seconds: 1723858200, nanoseconds: 0 }, "2024-08-17T01:30:00.000Z"],
    ["seconds written as text", { seconds: "1723858200", nanoseconds: 0 }, "2024-08-17T01:30:00.000Z"],
    [
      "node-firestore-import-export's",
      { __datatype__: "timestamp", value: { _seconds: 1715580000, _nanoseconds: 0 } },
      "2024-05-13T06:00:00.000Z",
    ],
    ["Firefoo's", { __time__: "2023-11-20T09:30:00+07:00" }, "2023-11-20T02:30:00.000Z"],
    ["ISO 8601 in UTC", "2024-03-01T08:00:00.000Z", "2024-03-01T08:00:00.000Z"],
    ["ISO 8601 with an offset without a colon", "2024-03-01T15:00:00+0700", "2024-03-01T08:00:00.000Z"],
    ["ISO 8601 without a zone: WIB", "2024-03-01T15:00:00", "2024-03-01T08:00:00.000Z"],
    ["a plain date: midnight WIB", "2024-08-17", "2024-08-16T17:00:00.000Z"],
    ["day first, as Indonesia writes it", "17/08/2024", "2024-08-16T17:00:00.000Z"],
    ["the old site's long date", "17 Agustus 2024", "2024-08-16T17:00:00.000Z"],
    [
      "a JavaScript Date as text",
      "Sat Aug 17 2024 10:00:00 GMT+0700 (Western Indonesia Time)",
      "2024-08-17T03:00:00.000Z",
    ],
    ["milliseconds", 1723858200000, "2024-08-17T01:30:00.000Z"],
    ["seconds", 1723858200, "2024-08-17T01:30:00.000Z"],
  ])("reads %s", (_shape, value, expected) => {
    expect(iso(value)).toBe(expected);
  });

  it.each([
    ["null", null, "missing"],
    ["an empty text", "  ", "missing"],
    ["words", "kemarin sore", "unreadable"],
    ["30 February", "2024-02-30", "unreadable"],
    ["30/02/2024", "30/02/2024", "unreadable"],
    ["a month that is none", "17 Agustos 2024", "unreadable"],
    ["nanoseconds past a second", { _seconds: 1700000000, _nanoseconds: 5_000_000_000 }, "unreadable"],
    ["another datatype", { __datatype__: "geopoint", value: { latitude: 1, longitude: 2 } }, "unreadable"],
    ["a year alone", 2024, "unreadable"],
    ["the year 2150", "2150-01-01", "unreadable"],
    ["a list", [1723858200], "unreadable"],
  ])("refuses %s", (_what, value, expected) => {
    expect(readTimestamp(value)).toBe(expected);
  });
});

const doc = (fields: Record<string, unknown>) => JSON.stringify(fields);
const CREATED = { _seconds: 1723858200, _nanoseconds: 0 };

describe("an exported document as a record", () => {
  it("keeps an article's id, fields, tags and image URL, and applies the seed's defaults", () => {
    const mapped = mapDocument(
      "artikel",
      "Xk3pRaNen7aYa2024AbC",
      doc({
        judul: "  Panen Raya  ",
        text: "Isi",
        link: "www.kemdikbud.go.id",
        gambar: "https://res.cloudinary.com/x/image/upload/v1/panen.jpg",
        tags: ["panen", " sawah ", "panen", ""],
        createdAt: CREATED,
        unknownField: 1,
      }),
    );
    expect(mapped).toEqual({
      ok: true,
      record: {
        id: "Xk3pRaNen7aYa2024AbC",
        judul: "Panen Raya",
        text: "Isi",
        link: "https://www.kemdikbud.go.id",
        kategori: "Umum",
        gambar: "https://res.cloudinary.com/x/image/upload/v1/panen.jpg",
        tags: ["panen", "sawah"],
        status: "terbit",
        publishAt: null,
        createdAt: "2024-08-17T01:30:00.000Z",
        updatedAt: null,
      },
      warnings: [],
    });
  });

  it("takes the seed's '#' for no link, and a missing image and text as the placeholder and an empty body", () => {
    const mapped = mapDocument("artikel", "a1", doc({ judul: "J", link: "#", createdAt: CREATED }));
    expect(mapped).toMatchObject({ ok: true, record: { link: null, gambar: null, text: "" }, warnings: [] });
  });

  it.each([
    [{ text: "x", createdAt: CREATED }, "judul: Judul wajib diisi"],
    [{ judul: "x" }, "createdAt: tidak ada"],
    [{ judul: "x", createdAt: "kemarin" }, "createdAt: bukan tanggal yang dapat dibaca"],
    [{ judul: "x".repeat(201), createdAt: CREATED }, "judul: Maksimal 200 karakter"],
    [{ judul: { teks: "x" }, createdAt: CREATED }, "judul: harus berupa teks"],
  ])("refuses the article %j with the reason %j", (fields, reason) => {
    expect(mapDocument("artikel", "a1", doc(fields))).toEqual({ ok: false, reason });
  });

  it("refuses an id that cannot be a page's address, and a document that is no object", () => {
    expect(mapDocument("artikel", "ada spasi", doc({ judul: "x", createdAt: CREATED }))).toEqual({
      ok: false,
      reason:
        "Id tidak dapat dipakai sebagai alamat halaman: hanya huruf, angka, '_' dan '-', paling banyak 128 karakter",
    });
    expect(mapDocument("artikel", "a1", "[1, 2]")).toEqual({ ok: false, reason: "Dokumen bukan objek JSON" });
  });

  it("keeps what can be kept of an article, with a warning for what it leaves out", () => {
    const mapped = mapDocument(
      "artikel",
      "a1",
      doc({
        judul: "x",
        link: "bukan alamat web",
        gambar: { url: "https://contoh.id/a.jpg" },
        tags: Array.from({ length: 12 }, (_, i) => `tag${i}`),
        createdAt: CREATED,
        updatedAt: "besok",
      }),
    );
    expect(mapped).toEqual({
      ok: true,
      record: expect.objectContaining({
        link: null,
        gambar: null,
        tags: ["tag0", "tag1", "tag2", "tag3", "tag4", "tag5", "tag6", "tag7", "tag8", "tag9"],
        updatedAt: null,
      }),
      warnings: [
        "link bukan alamat web yang valid; disimpan tanpa link",
        "gambar: bukan alamat gambar; ditampilkan gambar pengganti",
        "Lebih dari 10 tag atau tag lebih dari 30 karakter: hanya 10 tag pertama yang sah yang disimpan",
        "updatedAt bukan tanggal yang dapat dibaca; dianggap belum pernah diubah",
      ],
    });
  });

  it("keeps a UMKM's products (with English names or prices as text) and drops an incomplete one", () => {
    const mapped = mapDocument(
      "umkm",
      "u1",
      doc({
        nama: "Gudeg Bu Sri",
        nama_pemilik: "Bu Sri",
        no_telp: 81234567890,
        produk: [
          { nama: "Gudeg Komplit", harga: 15000, gambar: "https://contoh.id/g.jpg" },
          { nama: "Gudeg Besek", harga: "Rp 25.000" },
          { harga: 5000 },
        ],
        tags: "gudeg, kuliner",
        createdAt: CREATED,
      }),
    );
    expect(mapped).toEqual({
      ok: true,
      record: expect.objectContaining({
        no_telp: "81234567890",
        kategori: "Umum",
        gambar: null,
        produk: [
          { nama: "Gudeg Komplit", harga: 15000, gambar: "https://contoh.id/g.jpg" },
          { nama: "Gudeg Besek", harga: 25000, gambar: null },
        ],
        tags: ["gudeg", "kuliner"],
        alamat: null,
        peta: null,
      }),
      warnings: [
        "produk ke-3 tidak punya nama (paling banyak 100 karakter) atau harga (angka bulat 0 sampai 1.000.000.000); tidak dipakai",
      ],
    });
    const english = mapDocument(
      "umkm",
      "u2",
      doc({
        nama: "Batik",
        products: [{ name: "Kain", price: 90000, image: "kain.jpg" }],
        createdAt: CREATED,
      }),
    );
    expect(english).toMatchObject({
      ok: true,
      record: { produk: [{ nama: "Kain", harga: 90000, gambar: "kain.jpg" }] },
    });
  });

  it("places a gallery photo in the category its title names", () => {
    const mapped = mapDocument(
      "galeri",
      "g1",
      doc({ judul: "Tari Gambyong", foto: "tari.jpg", createdAt: "2024-08-17" }),
    );
    expect(mapped).toMatchObject({
      ok: true,
      record: { kategori: "Budaya", foto: "tari.jpg", videoId: null },
    });
  });

  it("reads an account and never puts its password into a reason", () => {
    expect(
      mapDocument(
        "akun",
        "k1",
        doc({ username: "pakdukuh", password: "rahasia-lama-123", nama: "Pak Dukuh" }),
      ),
    ).toMatchObject({
      ok: true,
      record: { id: "k1", username: "pakdukuh", nama: "Pak Dukuh", password: "rahasia-lama-123" },
    });
    const short = mapDocument("akun", "k2", doc({ username: "bendahara", password: "1234" }));
    expect(short).toEqual({ ok: false, reason: "password: Password minimal 8 karakter" });
    expect(mapDocument("akun", "k3", doc({ username: "bendahara" }))).toEqual({
      ok: false,
      reason: "password: tidak ada",
    });
    expect(mapDocument("akun", "k4", doc({ username: "a b", password: "panjang-sekali" }))).toEqual({
      ok: false,
      reason:
        "username: Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
    });
  });

  it.each([
    [{ published: false }, "published: false"],
    [{ isPublished: "false" }, 'isPublished: "false"'],
    [{ draft: true }, "draft: true"],
    [{ isDraft: 1 }, "isDraft: 1"],
    [{ hidden: true }, "hidden: true"],
    [{ status: "draft" }, 'status: "draft"'],
    [{ status: "Menunggu" }, 'status: "Menunggu"'],
    [{ published: "nanti" }, 'published: "nanti"'],
    [{ published: true, draft: true }, "draft: true"],
  ])("keeps an article the old app held back (%j) as a draft, with a note", (flags, said) => {
    const mapped = mapDocument("artikel", "a1", doc({ judul: "Rapat RT", createdAt: CREATED, ...flags }));
    expect(mapped).toMatchObject({
      ok: true,
      record: { status: "draf", publishAt: null },
      warnings: [`tidak terbit di aplikasi lama (${said}); disimpan sebagai draf`],
    });
  });

  it.each([
    [{}],
    [{ published: true }],
    [{ status: "Published" }],
    [{ status: "terbit", draft: false, hidden: null }],
  ])("publishes an article nothing held back (%j)", (flags) => {
    const mapped = mapDocument("artikel", "a1", doc({ judul: "Rapat RT", createdAt: CREATED, ...flags }));
    expect(mapped).toMatchObject({ ok: true, record: { status: "terbit" }, warnings: [] });
  });

  it("does not import a UMKM or gallery photo the old app held back: they have no draft here", () => {
    expect(
      mapDocument("umkm", "u1", doc({ nama: "Warung Gudeg", createdAt: CREATED, published: false })),
    ).toEqual({
      ok: false,
      reason:
        "Tidak terbit di aplikasi lama (published: false); UMKM dan galeri tidak punya draf di situs ini, jadi tidak diimpor",
    });
    expect(mapDocument("galeri", "g1", doc({ judul: "Senam", createdAt: CREATED, status: "draft" }))).toEqual(
      {
        ok: false,
        reason:
          'Tidak terbit di aplikasi lama (status: "draft"); UMKM dan galeri tidak punya draf di situs ini, jadi tidak diimpor',
      },
    );
    expect(
      mapDocument("galeri", "g2", doc({ judul: "Senam", createdAt: CREATED, published: true })),
    ).toMatchObject({
      ok: true,
    });
  });
});
