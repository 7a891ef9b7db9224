import { describe, expect, it } from "vitest";
import {
  DEFAULT_LAYAR_SETTINGS,
  LAYAR_BLOCKS,
  type LayarAgenda,
  type LayarArtikel,
  type LayarData,
  type LayarFoto,
  type LayarSettings,
  layarMessages,
  layarSettingsSchema,
} from "./layar";
import { isQuiet, isToday, layarSlides } from "./layar-rules";
import { settingsFieldErrors } from "./settings";

const errors = (value: unknown) => settingsFieldErrors(layarSettingsSchema, value);
const withQuiet = (jamTenang: Record<string, unknown>) => ({ ...DEFAULT_LAYAR_SETTINGS, jamTenang });

/** An instant given on the WIB clock (UTC+7), on a day of July 2026. */
const wib = (day: number, hours: number, minutes = 0) => Date.UTC(2026, 6, day, hours - 7, minutes);
const iso = (time: number) => new Date(time).toISOString();

describe("layarSettingsSchema", () => {
  it("takes the defaults as they are", () => {
    expect(layarSettingsSchema.parse(DEFAULT_LAYAR_SETTINGS)).toEqual(DEFAULT_LAYAR_SETTINGS);
  });

  it("keeps each chosen block once, in the display's order whatever order they came in", () => {
    const parsed = layarSettingsSchema.parse({
      ...DEFAULT_LAYAR_SETTINGS,
      blok: ["identitas", "galeri", "pengumuman", "galeri"],
    });
    expect(parsed.blok).toEqual(["pengumuman", "galeri", "identitas"]);
    expect(
      layarSettingsSchema.parse({ ...DEFAULT_LAYAR_SETTINGS, blok: [...LAYAR_BLOCKS].reverse() }).blok,
    ).toEqual([...LAYAR_BLOCKS]);
  });

  it("needs at least one block, in Indonesian", () => {
    expect(errors({ ...DEFAULT_LAYAR_SETTINGS, blok: [] })).toEqual({ blok: layarMessages.blocks });
    expect(errors({ ...DEFAULT_LAYAR_SETTINGS, blok: undefined })).toEqual({ blok: layarMessages.blocks });
    expect(layarMessages.blocks).toBe("Pilih paling sedikit satu isi layar");
    // A name the form never sends (only the API could) is refused in the same words.
    expect(Object.values(errors({ ...DEFAULT_LAYAR_SETTINGS, blok: ["televisi"] }))).toEqual([
      layarMessages.blocks,
    ]);
  });

  it("reads the seconds as a number or as typed, 5 to 60", () => {
    const detik = (value: unknown) =>
      layarSettingsSchema.safeParse({ ...DEFAULT_LAYAR_SETTINGS, detik: value });
    for (const [value, expected] of [
      [5, 5],
      [60, 60],
      ["5", 5],
      [" 60 ", 60],
      ["12", 12],
    ] as const) {
      expect(detik(value).data?.detik).toBe(expected);
    }
    for (const bad of [4, 61, 0, -10, 12.5, "4", "61", "12.5", "", " ", "dua belas", "1e1", "0x10", null]) {
      expect(errors({ ...DEFAULT_LAYAR_SETTINGS, detik: bad }), String(bad)).toEqual({
        detik: layarMessages.seconds,
      });
    }
    expect(layarMessages.seconds).toBe("Lama tiap slide harus antara 5 dan 60 detik");
  });

  it("keeps the running text trimmed, empty when left out, at most 200 characters", () => {
    const parse = (teksBerjalan: unknown) =>
      layarSettingsSchema.parse({ ...DEFAULT_LAYAR_SETTINGS, teksBerjalan }).teksBerjalan;
    expect(parse("  Kerja bakti Minggu pagi  ")).toBe("Kerja bakti Minggu pagi");
    expect(parse(undefined)).toBe("");
    expect(parse("a".repeat(200))).toHaveLength(200);
    expect(errors({ ...DEFAULT_LAYAR_SETTINGS, teksBerjalan: "a".repeat(201) })).toEqual({
      teksBerjalan: layarMessages.tooLong,
    });
  });

  it("reads times as typed into 'HH:MM' and refuses what is not a time of day", () => {
    const times = (mulai: string, selesai: string) =>
      layarSettingsSchema.parse(withQuiet({ aktif: true, mulai, selesai })).jamTenang;
    expect(times("6.05", "21:30")).toEqual({ aktif: true, mulai: "06:05", selesai: "21:30" });
    expect(times(" 0:00 ", "23.59")).toEqual({ aktif: true, mulai: "00:00", selesai: "23:59" });
    for (const bad of ["24:00", "12:60", "7", "7:5", "", "jam 9", "07:00:00"]) {
      expect(errors(withQuiet({ aktif: true, mulai: bad, selesai: "06:00" })), bad).toEqual({
        "jamTenang.mulai": layarMessages.time,
      });
    }
    expect(errors(withQuiet({ aktif: false, mulai: "21:00", selesai: "24:00" }))).toEqual({
      "jamTenang.selesai": layarMessages.time,
    });
  });

  it("refuses quiet hours that start and end at the same time, on 'selesai', only when they are on", () => {
    expect(errors(withQuiet({ aktif: true, mulai: "22:00", selesai: "22.00" }))).toEqual({
      "jamTenang.selesai": layarMessages.sameTimes,
    });
    expect(errors(withQuiet({ aktif: false, mulai: "22:00", selesai: "22:00" }))).toEqual({});
  });

  it("leaves quiet hours off unless ticked", () => {
    expect(layarSettingsSchema.parse(withQuiet({ mulai: "21:00", selesai: "06:00" })).jamTenang.aktif).toBe(
      false,
    );
  });
});

describe("isQuiet", () => {
  const quiet = (aktif: boolean, mulai: string, selesai: string): LayarSettings => ({
    ...DEFAULT_LAYAR_SETTINGS,
    jamTenang: { aktif, mulai, selesai },
  });

  it("goes dark across midnight on the WIB clock: 22:00 to 05:30", () => {
    const night = quiet(true, "22:00", "05:30");
    expect(isQuiet(night, wib(15, 22))).toBe(true);
    expect(isQuiet(night, wib(15, 23))).toBe(true);
    expect(isQuiet(night, wib(16, 0))).toBe(true);
    expect(isQuiet(night, wib(16, 5))).toBe(true);
    expect(isQuiet(night, wib(16, 5, 29))).toBe(true);
    expect(isQuiet(night, wib(16, 5, 30))).toBe(false);
    expect(isQuiet(night, wib(16, 12))).toBe(false);
    expect(isQuiet(night, wib(16, 21, 59))).toBe(false);
  });

  it("keeps hours within one day to that day: 13:00 to 15:00", () => {
    const noon = quiet(true, "13:00", "15:00");
    expect(isQuiet(noon, wib(15, 12, 59))).toBe(false);
    expect(isQuiet(noon, wib(15, 13))).toBe(true);
    expect(isQuiet(noon, wib(15, 14, 59))).toBe(true);
    expect(isQuiet(noon, wib(15, 15))).toBe(false);
    expect(isQuiet(noon, wib(15, 23))).toBe(false);
  });

  it("is never quiet when quiet hours are off", () => {
    const off = quiet(false, "22:00", "05:30");
    for (const time of [wib(15, 23), wib(16, 5), wib(16, 12)]) expect(isQuiet(off, time)).toBe(false);
  });
});

describe("isToday", () => {
  // 10:00 WIB on 15 July; 03:00 UTC, the same day.
  const now = wib(15, 10);
  const event = (mulai: number, selesai: number | null): LayarAgenda => ({
    id: "a",
    judul: "Kerja bakti",
    mulai: iso(mulai),
    selesai: selesai === null ? null : iso(selesai),
    lokasi: "Balai",
  });

  it("counts an event that starts today on the WIB clock, also just after midnight (still yesterday in UTC)", () => {
    expect(isToday(event(wib(15, 19, 30), wib(15, 21)), now)).toBe(true);
    expect(isToday(event(wib(15, 0, 30), null), now)).toBe(true);
    expect(isToday(event(wib(15, 23, 30), null), now)).toBe(true);
  });

  it("counts an event running since yesterday until tomorrow", () => {
    expect(isToday(event(wib(14, 8), wib(16, 17)), now)).toBe(true);
  });

  it("does not count one tomorrow, one that ended yesterday, or one from yesterday without an end", () => {
    expect(isToday(event(wib(16, 0, 30), wib(16, 2)), now)).toBe(false);
    expect(isToday(event(wib(14, 8), wib(14, 23, 59)), now)).toBe(false);
    expect(isToday(event(wib(14, 23, 30), null), now)).toBe(false);
  });
});

describe("layarSlides", () => {
  const now = wib(15, 10);
  const agenda = (id: string, mulai: number, selesai: number | null): LayarAgenda => ({
    id,
    judul: `Agenda ${id}`,
    mulai: iso(mulai),
    selesai: selesai === null ? null : iso(selesai),
    lokasi: "Balai",
  });
  const besok = agenda("besok", wib(16, 8), wib(16, 10));
  const nanti = agenda("nanti", wib(15, 19), wib(15, 21));
  const berjalan = agenda("berjalan", wib(14, 8), wib(16, 17));
  const artikel = (id: string): LayarArtikel => ({
    id,
    judul: `Berita ${id}`,
    kategori: "Kegiatan",
    gambar: null,
  });
  const foto = (id: string): LayarFoto => ({ id, judul: `Foto ${id}`, foto: `/img/${id}.jpg` });
  const pengumuman = { text: "Posyandu Sabtu pagi", link: null };

  const data = (blok: LayarSettings["blok"], rest: Partial<LayarData> = {}): LayarData => ({
    settings: { ...DEFAULT_LAYAR_SETTINGS, blok },
    pengumuman,
    agenda: [besok, nanti, berjalan],
    artikel: [artikel("a1"), artikel("a2")],
    galeri: [foto("f1"), foto("f2")],
    ...rest,
  });

  it("makes one slide per article and photo, the agenda on one slide with today's events first, in block order", () => {
    expect(layarSlides(data([...LAYAR_BLOCKS]), now)).toEqual([
      { kind: "pengumuman", pengumuman },
      {
        kind: "agenda",
        agenda: [
          { ...nanti, hariIni: true },
          { ...berjalan, hariIni: true },
          { ...besok, hariIni: false },
        ],
      },
      { kind: "artikel", artikel: artikel("a1") },
      { kind: "artikel", artikel: artikel("a2") },
      { kind: "galeri", foto: foto("f1") },
      { kind: "galeri", foto: foto("f2") },
      { kind: "identitas" },
    ]);
  });

  it("follows the chosen blocks and their order, leaving out the others", () => {
    expect(layarSlides(data(["galeri", "pengumuman"]), now)).toEqual([
      { kind: "galeri", foto: foto("f1") },
      { kind: "galeri", foto: foto("f2") },
      { kind: "pengumuman", pengumuman },
    ]);
  });

  it("leaves out a block with nothing to show", () => {
    const slides = layarSlides(
      data(["pengumuman", "agenda", "artikel", "galeri"], { pengumuman: null, agenda: [], galeri: [] }),
      now,
    );
    expect(slides).toEqual([
      { kind: "artikel", artikel: artikel("a1") },
      { kind: "artikel", artikel: artikel("a2") },
    ]);
  });

  it("shows the village's identity once when nothing else is left", () => {
    const empty = { pengumuman: null, agenda: [], artikel: [], galeri: [] };
    expect(layarSlides(data(["pengumuman", "agenda", "artikel", "galeri"], empty), now)).toEqual([
      { kind: "identitas" },
    ]);
    expect(layarSlides(data([...LAYAR_BLOCKS], empty), now)).toEqual([{ kind: "identitas" }]);
  });
});
