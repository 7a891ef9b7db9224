import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatRupiah, NO_DATE, truncate } from "./format";

describe("formatDate", () => {
  it("writes the Indonesian long format in the hamlet's time zone", () => {
    expect(formatDate("2026-01-05T02:30:00.000Z")).toBe("5 Januari 2026");
    // 20:00 UTC on 31 August is already 1 September in Yogyakarta (UTC+7).
    expect(formatDate("2026-08-31T20:00:00.000Z")).toBe("1 September 2026");
  });

  it.each([null, undefined, "", "bukan tanggal"])("says 'Tanggal tidak tersedia' for %s", (value) => {
    expect(formatDate(value)).toBe(NO_DATE);
    expect(NO_DATE).toBe("Tanggal tidak tersedia");
  });
});

describe("formatDateTime", () => {
  it("adds the weekday and time", () => {
    expect(formatDateTime("2026-01-05T02:30:00.000Z")).toBe("Senin, 5 Januari 2026 pukul 09.30");
  });
});

describe("formatRupiah", () => {
  it("uses dots for thousands and no decimals", () => {
    expect(formatRupiah(15000).replace(/\s/g, " ")).toBe("Rp 15.000");
  });
});

describe("truncate", () => {
  it("cuts at the limit and adds '...'", () => {
    expect(truncate("a".repeat(151), 150)).toBe(`${"a".repeat(150)}...`);
  });
  it("leaves text at or under the limit alone", () => {
    expect(truncate("a".repeat(150), 150)).toBe("a".repeat(150));
  });
});
