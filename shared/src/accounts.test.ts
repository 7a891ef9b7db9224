import { describe, expect, it } from "vitest";
import { ACTIVITY_KINDS, accountCreateSchema, passwordResetSchema } from "./accounts";
import { fieldErrors } from "./content-schemas";

/** The first message per field, as the Worker answers (`fieldErrors`). */
const problems = (schema: typeof accountCreateSchema | typeof passwordResetSchema, body: unknown) => {
  const result = schema.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

const valid = { username: "pak.rt-01", nama: "Pak RT", password: "password-awal" };

describe("accountCreateSchema", () => {
  it("takes a username and nama (trimmed) and a first password (as typed)", () => {
    expect(
      accountCreateSchema.safeParse({ username: " bu_rw ", nama: "  Bu RW ", password: " rahasia-1 " }),
    ).toEqual({ success: true, data: { username: "bu_rw", nama: "Bu RW", password: " rahasia-1 " } });
  });

  it("asks for every field, in Indonesian", () => {
    expect(problems(accountCreateSchema, {})).toEqual({
      username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
      nama: "Nama wajib diisi.",
      password: "Password wajib diisi.",
    });
    expect(problems(accountCreateSchema, { username: "", nama: "   ", password: "" })).toEqual({
      username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
      nama: "Nama wajib diisi.",
      password: "Password wajib diisi.",
    });
  });

  it("allows usernames of 3 to 50 letters, digits, dots, underscores and hyphens, as admin:create does", () => {
    const username = (value: string) => problems(accountCreateSchema, { ...valid, username: value }).username;
    const message =
      "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.";
    for (const ok of ["abc", "a".repeat(50), "Pak.RT_01-b"]) expect(username(ok), ok).toBeUndefined();
    for (const bad of ["ab", "a".repeat(51), "pak rt", "pák", "pak@rt", "pak'rt", 42]) {
      expect(username(bad as string), String(bad)).toBe(message);
    }
  });

  it("allows a nama of at most 100 characters", () => {
    expect(problems(accountCreateSchema, { ...valid, nama: "N".repeat(100) })).toEqual({});
    expect(problems(accountCreateSchema, { ...valid, nama: "N".repeat(101) })).toEqual({
      nama: "Nama maksimal 100 karakter.",
    });
  });

  it("holds the first password to the rules of 'Ganti Password': 8 characters to 256 bytes", () => {
    const password = (value: string) => problems(accountCreateSchema, { ...valid, password: value }).password;
    expect(password("1234567")).toBe("Password minimal 8 karakter");
    expect(password("12345678")).toBeUndefined();
    expect(password("a".repeat(256))).toBeUndefined();
    expect(password("a".repeat(257))).toBe("Password maksimal 256 byte");
    expect(password("é".repeat(129))).toBe("Password maksimal 256 byte");
  });
});

describe("passwordResetSchema", () => {
  it("takes a new first password under the same rules", () => {
    expect(passwordResetSchema.safeParse({ password: "password-baru" })).toEqual({
      success: true,
      data: { password: "password-baru" },
    });
    expect(problems(passwordResetSchema, {})).toEqual({ password: "Password wajib diisi." });
    expect(problems(passwordResetSchema, { password: "pendek" })).toEqual({
      password: "Password minimal 8 karakter",
    });
  });
});

describe("ACTIVITY_KINDS", () => {
  it("names the three collections, the settings, accounts and signing in", () => {
    expect(ACTIVITY_KINDS).toEqual([
      "artikel",
      "umkm",
      "galeri",
      "agenda",
      "pengumuman",
      "pesan",
      "laporan",
      "data",
      "pengaturan",
      "akun",
      "masuk",
    ]);
  });
});
