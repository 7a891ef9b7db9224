import { describe, expect, it } from "vitest";
import { hashPassword, parseHash, SCRYPT, verifyPassword } from "./password";

describe("password hashes", () => {
  it("stay inside what production Workers allow (N·r·p ≤ 2^20) with the agreed strength", () => {
    expect(SCRYPT).toMatchObject({ N: 2 ** 15, r: 8, p: 3, saltBytes: 16, keyBytes: 32 });
    expect(SCRYPT.N * SCRYPT.r * SCRYPT.p).toBeLessThanOrEqual(2 ** 20);
  });

  it("are self-describing, salted, and never contain the password", async () => {
    const first = await hashPassword("rahasia-sekali");
    const second = await hashPassword("rahasia-sekali");
    expect(first).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("rahasia");
    expect(parseHash(first)?.salt.length).toBe(16);
  });

  it("verify the right password and refuse a wrong one", async () => {
    const stored = await hashPassword("rahasia-sekali");
    expect(await verifyPassword("rahasia-sekali", stored)).toBe(true);
    expect(await verifyPassword("rahasia-sekalI", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuse a stored value that is malformed or beyond the production cap", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    const stored = await hashPassword("rahasia-sekali");
    const tooStrong = stored.replace("N=32768", "N=1048576");
    expect(parseHash(tooStrong)).toBeNull();
    expect(await verifyPassword("rahasia-sekali", tooStrong)).toBe(false);
  });
});
