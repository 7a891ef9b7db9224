import { describe, expect, it } from "vitest";
import { fieldErrors } from "./content-schemas";
import { PENGUMUMAN_MAX, pengumumanMessages, pengumumanSchema } from "./pengumuman";

const valid = {
  text: "  Kerja bakti Minggu pagi  ",
  link: "",
  mulai: "2026-12-01T07:00",
  selesai: "2026-12-07T17:00",
};

describe("pengumumanSchema", () => {
  it("trims the text, reads the period in WIB and stores no empty link", () => {
    const parsed = pengumumanSchema.parse(valid);
    expect(parsed).toEqual({
      text: "Kerja bakti Minggu pagi",
      link: null,
      mulai: Date.parse("2026-12-01T00:00:00Z"),
      selesai: Date.parse("2026-12-07T10:00:00Z"),
    });
  });

  it("normalises the link as an article's", () => {
    expect(pengumumanSchema.parse({ ...valid, link: "www.sleman.go.id" }).link).toBe(
      "https://www.sleman.go.id",
    );
  });

  it("answers each problem in Indonesian", () => {
    const result = pengumumanSchema.safeParse({ text: " ", link: "bukan-url", mulai: "besok", selesai: "" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrors(result.error)).toEqual({
      text: pengumumanMessages.textRequired,
      link: expect.stringContaining("Link harus"),
      mulai: pengumumanMessages.mulaiInvalid,
      selesai: pengumumanMessages.selesaiInvalid,
    });
  });

  it("refuses a text over the limit and an end that is not after the start", () => {
    const long = pengumumanSchema.safeParse({ ...valid, text: "a".repeat(PENGUMUMAN_MAX + 1) });
    expect(long.success || fieldErrors(long.error).text).toBe(`Maksimal ${PENGUMUMAN_MAX} karakter`);
    const backwards = pengumumanSchema.safeParse({ ...valid, selesai: valid.mulai });
    expect(backwards.success || fieldErrors(backwards.error)).toEqual({
      selesai: pengumumanMessages.selesaiBeforeMulai,
    });
  });
});
