import { describe, expect, it } from "vitest";
import { fieldErrors } from "./content-schemas";
import { laporCodeFromBytes, newLaporCode, parseLaporCode, roundedCoordinates } from "./lapor";
import { laporSchema } from "./lapor-schema";

describe("the report's follow-up code", () => {
  it("writes five bytes as LW- and two groups of four base-32 characters", () => {
    expect(laporCodeFromBytes(new Uint8Array([0, 0, 0, 0, 0]))).toBe("LW-0000-0000");
    expect(laporCodeFromBytes(new Uint8Array([255, 255, 255, 255, 255]))).toBe("LW-ZZZZ-ZZZZ");
    // 0x0842108421: every five bits 00001.
    expect(laporCodeFromBytes(new Uint8Array([0x08, 0x42, 0x10, 0x84, 0x21]))).toBe("LW-1111-1111");
    // The last character is the last five bits, the first the first five.
    expect(laporCodeFromBytes(new Uint8Array([0xf8, 0, 0, 0, 0x1f]))).toBe("LW-Z000-000Z");
  });

  it("never uses I, L, O or U, and two codes of different bytes differ", () => {
    const codes = new Set<string>();
    for (let index = 0; index < 2_000; index += 1) {
      const code = newLaporCode();
      expect(code).toMatch(/^LW-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      codes.add(code);
    }
    // 2,000 draws from 2^40 codes: a repeat would mean the randomness is far weaker than 40 bits.
    expect(codes.size).toBe(2_000);
  });

  it("refuses other than five bytes", () => {
    expect(() => laporCodeFromBytes(new Uint8Array(4))).toThrow();
  });

  it.each([
    ["LW-7K3Q-9XM2", "LW-7K3Q-9XM2"],
    ["lw-7k3q-9xm2", "LW-7K3Q-9XM2"],
    [" LW 7K3Q 9XM2 ", "LW-7K3Q-9XM2"],
    ["7K3Q9XM2", "LW-7K3Q-9XM2"],
    // Letters read for digits: O for 0, I and L for 1.
    ["LW-7K3Q-9XMO", "LW-7K3Q-9XM0"],
    ["LW-IL3Q-9XM2", "LW-113Q-9XM2"],
  ])("reads %j as %s", (typed, code) => {
    expect(parseLaporCode(typed)).toBe(code);
  });

  it.each(["", "LW-7K3Q-9XM", "LW-7K3Q-9XM22", "LW-7K3Q-9XMU", "LW-7K3Q-9X*2", "XX-7K3Q-9XM2", "../admin"])(
    "refuses %j",
    (typed) => {
      expect(parseLaporCode(typed)).toBeNull();
    },
  );
});

describe("the report's place on the map", () => {
  it.each([
    ["-7.7956123, 110.3695987", "-7.7956,110.3696"],
    ["-7.79565,110.36955", "-7.7957,110.3696"],
    ["0.00001,-0.00001", "0,0"],
    ["90,180", "90,180"],
  ])("keeps %s as %s (about 11 m)", (typed, kept) => {
    expect(roundedCoordinates(typed)).toBe(kept);
  });

  it.each(["", "Jl. Godean km 10", "91,0", "0,181", "-7.79", "-7.79,110.37,5"])("refuses %j", (typed) => {
    expect(roundedCoordinates(typed)).toBeNull();
  });
});

describe("the report form's check", () => {
  const report = {
    kategori: "Jalan dan Jembatan",
    judul: "Jalan berlubang di depan balai",
    uraian: "Lubang besar, sudah dua motor jatuh.",
    lokasi: "Jl. Karangrejo RT 03, depan balai padukuhan",
    nama: "Pak Slamet",
    no_telp: "0812 3456 7890",
  };
  const problems = (values: Record<string, unknown>) => {
    const parsed = laporSchema.safeParse({ ...report, ...values });
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  it("takes a whole report, with its place rounded and without one", () => {
    const parsed = laporSchema.parse({ ...report, koordinat: "-7.7956123,110.3695987" });
    expect(parsed.koordinat).toBe("-7.7956,110.3696");
    expect(laporSchema.parse(report).koordinat).toBeNull();
    expect(laporSchema.parse({ ...report, koordinat: "  " }).koordinat).toBeNull();
  });

  it("names each empty required field in Indonesian", () => {
    expect(problems({ kategori: "", judul: " ", uraian: "", lokasi: "", nama: "", no_telp: "" })).toEqual({
      kategori: "Kategori laporan wajib dipilih",
      judul: "Judul laporan wajib diisi",
      uraian: "Uraian kejadian wajib diisi",
      lokasi: "Lokasi wajib diisi",
      nama: "Nama wajib diisi",
      no_telp: "Nomor telepon atau WhatsApp wajib diisi",
    });
  });

  it("refuses text over its limit, a number that is not one, a hidden direction mark and a bad place", () => {
    expect(
      problems({
        judul: "j".repeat(101),
        uraian: "u".repeat(2_001),
        no_telp: "telepon saya",
        nama: "Slamet\u202Etolak",
        koordinat: "di sini",
      }),
    ).toEqual({
      judul: "Maksimal 100 karakter",
      uraian: "Maksimal 2000 karakter",
      no_telp: "Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung (8-20 karakter)",
      nama: "Nama memuat karakter tersembunyi pengatur arah teks. Ketik ulang nama Anda.",
      koordinat: "Titik lokasi tidak valid. Ambil ulang lokasi dari ponsel atau kosongkan.",
    });
  });
});
