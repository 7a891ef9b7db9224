import { describe, expect, it } from "vitest";
import { loginFailureMessage } from "./login-failure";

describe("the login form's failure text", () => {
  it.each([
    [{ status: 401, message: "Username atau password salah" }, "Username atau password salah"],
    [{ status: 401, message: "" }, "Username atau password salah. Silakan coba lagi."],
    [
      { status: 429, message: "Terlalu banyak percobaan login untuk akun ini." },
      "Terlalu banyak percobaan login untuk akun ini.",
    ],
    [{ status: 400, message: "" }, "Terjadi error saat login"],
    [{ status: 413, message: "" }, "Terjadi error saat login"],
    [
      { status: 500, message: "Terjadi kesalahan pada server. Silakan coba lagi nanti." },
      "Terjadi kesalahan saat login. Silakan coba lagi nanti.",
    ],
    [{ status: 503, message: "" }, "Terjadi kesalahan saat login. Silakan coba lagi nanti."],
    ["network" as const, "Terjadi kesalahan saat login. Silakan coba lagi nanti."],
  ])("%j → %s", (failure, expected) => {
    expect(loginFailureMessage(failure)).toBe(expected);
  });
});
