import { describe, expect, it } from "vitest";
import { loginSchema, passwordChangeSchema, passwordProblem } from "./auth";

/** The message the API answers with: the first issue's (worker/src/routes/auth-api.ts). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("passwordProblem", () => {
  it("wants at least 8 characters", () => {
    expect(passwordProblem("")).toBe("Password minimal 8 karakter");
    expect(passwordProblem("1234567")).toBe("Password minimal 8 karakter");
    expect(passwordProblem("12345678")).toBeNull();
  });

  it("allows at most 256 bytes of UTF-8, counted in bytes rather than characters", () => {
    expect(passwordProblem("a".repeat(256))).toBeNull();
    expect(passwordProblem("a".repeat(257))).toBe("Password maksimal 256 byte");
    // 'é' is two bytes: 128 of them fill 256 bytes, 129 (only 129 characters) are too many.
    expect(passwordProblem("é".repeat(128))).toBeNull();
    expect(passwordProblem("é".repeat(129))).toBe("Password maksimal 256 byte");
  });
});

describe("loginSchema", () => {
  it("takes a username (trimmed) and a password (as typed)", () => {
    expect(loginSchema.safeParse({ username: "  admin ", password: " rahasia " })).toEqual({
      success: true,
      data: { username: "admin", password: " rahasia " },
    });
  });

  it("asks for both fields, in Indonesian, whatever is missing", () => {
    for (const body of [
      {},
      { username: "admin" },
      { password: "rahasia" },
      { username: "   ", password: "rahasia" },
      { username: "admin", password: "" },
      { username: 5, password: "rahasia" },
      null,
      "admin:rahasia",
    ]) {
      expect(firstMessage(loginSchema.safeParse(body)), JSON.stringify(body)).toBe(
        "Username dan password wajib diisi",
      );
    }
  });

  it("answers an overlong username as a wrong sign-in and refuses an overlong password early", () => {
    const password = "rahasia-sekali";
    expect(loginSchema.safeParse({ username: "a".repeat(100), password }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ username: "a".repeat(101), password }))).toBe(
      "Username atau password salah",
    );
    expect(loginSchema.safeParse({ username: "admin", password: "a".repeat(1024) }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ username: "admin", password: "a".repeat(1025) }))).toBe(
      "Password maksimal 256 byte",
    );
  });
});

describe("passwordChangeSchema", () => {
  it("takes the current password and a new one that follows the rules", () => {
    const body = { currentPassword: "lama", newPassword: "baru-sekali" };
    expect(passwordChangeSchema.safeParse(body)).toEqual({ success: true, data: body });
  });

  it("asks for the current password", () => {
    for (const body of [
      { newPassword: "baru-sekali" },
      { currentPassword: "", newPassword: "baru-sekali" },
    ]) {
      expect(firstMessage(passwordChangeSchema.safeParse(body))).toBe("Username dan password wajib diisi");
    }
  });

  it("asks for a new password and holds it to the password rules", () => {
    const change = (newPassword: unknown) =>
      passwordChangeSchema.safeParse({ currentPassword: "lama", newPassword });
    expect(firstMessage(change(undefined))).toBe("Username dan password wajib diisi");
    expect(firstMessage(change("pendek"))).toBe("Password minimal 8 karakter");
    expect(firstMessage(change("a".repeat(257)))).toBe("Password maksimal 256 byte");
    expect(change("pendek").error?.issues[0]?.path).toEqual(["newPassword"]);
  });

  it("refuses a new password that is the current one (a first password must really be replaced)", () => {
    const same = passwordChangeSchema.safeParse({
      currentPassword: "sama-persis",
      newPassword: "sama-persis",
    });
    expect(firstMessage(same)).toBe("Password baru harus berbeda dari password saat ini");
    expect(same.error?.issues[0]?.path).toEqual(["newPassword"]);
    expect(
      passwordChangeSchema.safeParse({ currentPassword: "sama-persis", newPassword: "Sama-persis" }).success,
    ).toBe(true);
  });
});
