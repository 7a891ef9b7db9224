/**
 * 'Layar Balai' (issue 31): the hall's television shows the hamlet's announcement, agenda, news
 * and photos by itself at `/layar`. What the office chooses (a section of 'Pengaturan Situs',
 * checked by the admin form and the Worker) and the display's data. The rules the display runs
 * by are in layar-rules.ts, which the display's island imports without this module's zod.
 */
import * as z from "zod/mini";

/** The blocks the display can show, in the order it shows them. */
export const LAYAR_BLOCKS = ["pengumuman", "agenda", "artikel", "galeri", "identitas"] as const;
export type LayarBlock = (typeof LAYAR_BLOCKS)[number];

export const LAYAR_BLOCK_TITLES: Record<LayarBlock, string> = {
  pengumuman: "Pengumuman",
  agenda: "Agenda Kegiatan",
  artikel: "Berita Terbaru",
  galeri: "Foto Terbaru",
  identitas: "Identitas, Jam dan Tanggal",
};

/** How many of each the display holds: enough for a cycle, never a whole list. */
export const LAYAR_LIMITS = {
  agenda: 6,
  artikel: 4,
  galeri: 6,
  /** Seconds a slide stays. */
  detik: { min: 5, max: 60 },
  teksBerjalan: 200,
} as const;

export const layarMessages = {
  blocks: "Pilih paling sedikit satu isi layar",
  seconds: `Lama tiap slide harus antara ${LAYAR_LIMITS.detik.min} dan ${LAYAR_LIMITS.detik.max} detik`,
  time: "Isi jam dengan format JJ:MM, misalnya 21:30",
  sameTimes: "Jam mulai dan jam selesai waktu tenang tidak boleh sama",
  tooLong: `Maksimal ${LAYAR_LIMITS.teksBerjalan} karakter`,
} as const;

/** '21:30' or '6.05' as typed, kept as 'HH:MM'; anything else refused. */
const TIME = /^([01]?\d|2[0-3])[.:]([0-5]\d)$/;
const clockTime = z.pipe(
  z.pipe(
    z.string({ error: layarMessages.time }),
    z.transform((value) => {
      const [, hours, minutes] = TIME.exec(value.trim()) ?? [];
      return hours === undefined ? "" : `${hours.padStart(2, "0")}:${minutes}`;
    }),
  ),
  z.string().check(z.minLength(1, layarMessages.time)),
);

export const layarSettingsSchema = z.object({
  /** The blocks shown, each once, in `LAYAR_BLOCKS` order whatever order they came in. */
  blok: z.pipe(
    z
      .array(z.enum(LAYAR_BLOCKS, { error: layarMessages.blocks }), { error: layarMessages.blocks })
      .check(z.minLength(1, layarMessages.blocks)),
    z.transform((blocks) => LAYAR_BLOCKS.filter((block) => blocks.includes(block))),
  ),
  detik: z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: layarMessages.seconds }),
      // Digits only when typed: '1e1' or '0x10' are no number of seconds a person means.
      z.transform((value) =>
        typeof value === "number"
          ? value
          : /^\d{1,3}$/.test(value.trim())
            ? Number(value.trim())
            : Number.NaN,
      ),
    ),
    z
      .int(layarMessages.seconds)
      .check(
        z.gte(LAYAR_LIMITS.detik.min, layarMessages.seconds),
        z.lte(LAYAR_LIMITS.detik.max, layarMessages.seconds),
      ),
  ),
  /** A line that runs along the bottom of every slide; none when empty. */
  teksBerjalan: z._default(
    z.string().check(z.trim(), z.maxLength(LAYAR_LIMITS.teksBerjalan, layarMessages.tooLong)),
    "",
  ),
  /** When the screen goes dark (WIB), e.g. 21:00 to 06:00 across midnight. */
  jamTenang: z.object({ aktif: z._default(z.boolean(), false), mulai: clockTime, selesai: clockTime }).check(
    z.refine((quiet) => !quiet.aktif || quiet.mulai !== quiet.selesai, {
      message: layarMessages.sameTimes,
      path: ["selesai"],
    }),
  ),
});
export type LayarSettings = z.output<typeof layarSettingsSchema>;

export const DEFAULT_LAYAR_SETTINGS: LayarSettings = {
  blok: [...LAYAR_BLOCKS],
  detik: 12,
  teksBerjalan: "",
  jamTenang: { aktif: false, mulai: "21:00", selesai: "06:00" },
};

// ---------------------------------------------------------------------------
// The display's data (`/layar`'s page data and its island's props)
// ---------------------------------------------------------------------------

export interface LayarAgenda {
  id: string;
  judul: string;
  /** ISO instants. */
  mulai: string;
  selesai: string | null;
  lokasi: string;
}
export interface LayarArtikel {
  id: string;
  judul: string;
  kategori: string;
  gambar: string | null;
}
export interface LayarFoto {
  id: string;
  judul: string;
  foto: string;
}
export interface LayarData {
  settings: LayarSettings;
  /** The announcement in force, if any. */
  pengumuman: { text: string; link: string | null } | null;
  /** Upcoming events, soonest first (today's, still running, among them). */
  agenda: LayarAgenda[];
  artikel: LayarArtikel[];
  galeri: LayarFoto[];
}
