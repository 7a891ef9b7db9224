import { describe, expect, it } from "vitest";
import { missingMessage, missingSecrets } from "./check-secrets";

describe("the deploy's check of production secrets", () => {
  it("finds PESAN_KEY missing from wrangler's list, and nothing missing when it is there", () => {
    expect(missingSecrets('[{"name":"LAIN","type":"secret_text"}]')).toEqual(["PESAN_KEY"]);
    expect(missingSecrets("[]")).toEqual(["PESAN_KEY"]);
    expect(missingSecrets('[{"name":"PESAN_KEY","type":"secret_text"}]')).toEqual([]);
  });

  it("refuses output that is not the list (an error page, a prompt)", () => {
    expect(() => missingSecrets("You are not logged in.")).toThrow(
      "Daftar secret dari wrangler tidak dapat dibaca",
    );
  });

  it("tells how to set what is missing", () => {
    expect(missingMessage(["PESAN_KEY"])).toBe(
      "Secret produksi belum diatur, deploy dibatalkan:\n- PESAN_KEY: kunci hash alamat pengirim 'Kirim Pesan'; tanpanya Worker menolak menyimpan pesan\n  atur dengan: openssl rand -base64 32 | npx wrangler secret put PESAN_KEY --env production",
    );
  });
});
