/**
 * The village's own texts, numbers and pictures, edited in 'Pengaturan Situs' and stored in
 * D1 one section per row. One schema per section, shared by the admin form and the Worker
 * (which checks everything again). A section never saved shows its neutral default, so a new
 * village starts from an empty database with a site that names nobody.
 */
import * as z from "zod/mini";
import { COORDINATES } from "./contact";
import { normalizeLink, normalizeMapLink } from "./content-schemas";
import { LAPOR_KATEGORI_DEFAULT, LAPOR_LIMITS } from "./lapor";
import { DEFAULT_LAYAR_SETTINGS, layarSettingsSchema } from "./layar";

export const settingsMessages = {
  required: (label: string) => `${label} wajib diisi`,
  tooLong: (max: number) => `Maksimal ${max} karakter`,
  color: "Warna harus berupa kode heksadesimal, misalnya #2e6b3f",
  email: "Alamat email tidak valid",
  wholeNumber: "Isi dengan angka bulat, misalnya 615 atau 1.250",
  date: "Tanggal tidak valid",
  year: "Tahun harus angka empat digit, misalnya 1645",
  link: "Link harus berupa alamat web yang valid, misalnya www.contoh.go.id atau https://contoh.go.id",
  mapLocation:
    "Isi dengan link Google Maps (https://maps.google.com/...) atau koordinat, misalnya -7.7712, 110.2485",
  /** A footer service: a page of this site or a whole web address (never '//host'). */
  serviceLink:
    "Link harus berupa halaman situs ini, misalnya /umkm, atau alamat web lengkap, misalnya https://contoh.go.id",
  socialLink: {
    facebook:
      "Link Facebook harus berupa alamat facebook.com, misalnya https://www.facebook.com/padukuhankita",
    instagram:
      "Link Instagram harus berupa alamat instagram.com, misalnya https://www.instagram.com/padukuhankita",
    youtube: "Link YouTube harus berupa alamat youtube.com, misalnya https://www.youtube.com/@padukuhankita",
    twitter:
      "Link Twitter/X harus berupa alamat x.com atau twitter.com, misalnya https://x.com/padukuhankita",
  },
  image: "Gambar tidak valid: pilih ulang gambarnya",
  imageRequired: "Gambar wajib diupload",
  missions: "Isi 1 sampai 10 misi",
  laporKategori: "Isi 1 sampai 20 kategori laporan",
  laporKategoriTwice: "Setiap kategori laporan hanya boleh ditulis sekali",
  slides: "Isi 1 sampai 6 slide",
  listTooLong: (max: number) => `Maksimal ${max} baris`,
  unknownSection: "Bagian pengaturan tidak dikenal",
  unreadable: "Isian tidak dapat dibaca. Muat ulang halaman, lalu coba lagi.",
} as const;

// ---------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------

const text = (label: string, max: number) =>
  z
    .string({ error: settingsMessages.required(label) })
    .check(
      z.trim(),
      z.minLength(1, settingsMessages.required(label)),
      z.maxLength(max, settingsMessages.tooLong(max)),
    );

const optionalText = (max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, settingsMessages.tooLong(max))), "");

/** '615', '1.250' (Indonesian thousands) or a number: a whole number from 0 up to `max`. */
const wholeNumber = (max: number) =>
  z.pipe(
    z.pipe(
      z.union([z.number(), z.string()], { error: settingsMessages.wholeNumber }),
      z.transform((value) => {
        if (typeof value === "number") return value;
        const digits = value.trim().replace(/\./g, "");
        return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
      }),
    ),
    z
      .int(settingsMessages.wholeNumber)
      .check(z.gte(0, settingsMessages.wholeNumber), z.lte(max, settingsMessages.wholeNumber)),
  );

/** Our own image paths only (uploads or the sample pictures): the site never loads another host's image. */
export const IMAGE_URL = /^\/img\/(uploads|sample)\/(?!.*\.\.)[A-Za-z0-9/_.-]+$/;
const imageUrl = z
  .string({ error: settingsMessages.image })
  .check(z.regex(IMAGE_URL, settingsMessages.image));
const optionalImage = z._default(z.nullable(imageUrl), null);
const requiredImage = z
  .string({ error: settingsMessages.imageRequired })
  .check(z.minLength(1, settingsMessages.imageRequired), z.regex(IMAGE_URL, settingsMessages.image));

const color = z
  .string({ error: settingsMessages.color })
  .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, settingsMessages.color));

const email = (label: string) =>
  text(label, 120).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, settingsMessages.email));

/**
 * Empty, or what `normalize` makes of the typed text (null: refused with `message`), stored so:
 * a link typed without its scheme gets 'https://'.
 */
const optionalLink = (normalize: (value: string) => string | null, message: string) =>
  z.pipe(
    z
      .pipe(
        z._default(z.string(), ""),
        z.transform((value) => value.trim()),
      )
      .check(z.refine((value) => value === "" || normalize(value) !== null, message)),
    z.transform((value: string) => (value === "" ? "" : (normalize(value) ?? ""))),
  );

/**
 * A Google Maps link on exactly the hosts the UMKM map link takes (`normalizeMapLink`), or
 * 'latitude, longitude'. Stored as `mapLocation` shows it: coordinates as typed, a link with https.
 */
export function mapLocationAsStored(value: string): string | null {
  const coordinates = COORDINATES.exec(value);
  if (coordinates)
    return Math.abs(Number(coordinates[1])) <= 90 && Math.abs(Number(coordinates[2])) <= 180
      ? value.trim()
      : null;
  return normalizeMapLink(value);
}

export const isMapLocation = (value: string): boolean => mapLocationAsStored(value) !== null;

/** A page of this site: one '/' and a path; '//host' and '/\host' are another host to a browser. */
export const isSitePath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

const list = <T extends z.ZodMiniType>(item: T, min: number, max: number, message: string) =>
  z.array(item).check(z.minLength(min, message), z.maxLength(max, message));

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

export const identitySchema = z.object({
  villageName: text("Nama padukuhan", 80),
  slogan: optionalText(120),
  /** One or two sentences for the footer and the pages' meta description. */
  description: text("Deskripsi singkat", 300),
  logo: optionalImage,
  colors: z.object({
    primary: color,
    secondary: color,
    accent: color,
    dark: color,
    light: color,
  }),
});

export const welcomeSchema = z.object({
  title: text("Judul sambutan", 120),
  description: text("Isi sambutan", 2_000),
  additionalInfo: optionalText(2_000),
});

export const statisticsSchema = z.object({
  population: wholeNumber(10_000_000),
  areaHa: wholeNumber(10_000_000),
  families: wholeNumber(10_000_000),
  hamlets: wholeNumber(10_000),
  /** The day the figures describe, YYYY-MM-DD; empty when not stated. */
  asOf: z._default(z.string().check(z.trim(), z.regex(/^$|^\d{4}-\d{2}-\d{2}$/, settingsMessages.date)), ""),
});

export const profileSchema = z.object({
  description: text("Deskripsi profil", 3_000),
  vision: text("Visi", 1_000),
  missions: list(text("Misi", 500), 1, 10, settingsMessages.missions),
  /** The head of the hamlet's welcome: shown when a name and a welcome are given. */
  headName: optionalText(120),
  headWelcome: optionalText(2_000),
  headPhoto: optionalImage,
});

export const contactSchema = z.object({
  address: text("Alamat", 300),
  phone: text("Telepon", 30),
  email: email("Email"),
  officeHours: text("Jam pelayanan", 120),
  /** A Google Maps link or 'lat, lng': the embedded map and 'Lihat di Google Maps'. */
  mapLocation: optionalLink(mapLocationAsStored, settingsMessages.mapLocation),
  /** Where the site's `mailto:` links write to (contact form, 'Bagikan Cerita', UMKM registration). */
  teamEmail: email("Email tim"),
});

const slideSchema = z.object({
  image: requiredImage,
  alt: text("Teks alternatif", 200),
  caption: text("Judul slide", 120),
  description: optionalText(300),
});

export const carouselSchema = z.object({
  slides: list(slideSchema, 1, 6, settingsMessages.slides),
});

const titledText = (label: string) =>
  z.object({ title: text(`Judul ${label}`, 120), text: text(`Isi ${label}`, 1_000) });

export const aboutSchema = z.object({
  /** Paragraphs separated by line breaks, as an article's text. */
  history: text("Sejarah", 10_000),
  nameOrigin: optionalText(5_000),
  advantages: list(titledText("keunggulan"), 0, 12, settingsMessages.listTooLong(12)),
  location: optionalText(3_000),
  borderNorth: optionalText(200),
  borderSouth: optionalText(200),
  borderEast: optionalText(200),
  borderWest: optionalText(200),
  cultureCards: list(
    z.object({ title: text("Judul budaya", 120), text: text("Isi budaya", 1_000), image: optionalImage }),
    0,
    12,
    settingsMessages.listTooLong(12),
  ),
  foundingYear: z._default(z.string().check(z.trim(), z.regex(/^$|^\d{4}$/, settingsMessages.year)), ""),
});

export const teamSchema = z.object({
  teamTitle: optionalText(120),
  teamText: optionalText(2_000),
  developerTitle: optionalText(120),
  developerName: optionalText(120),
  developerText: optionalText(2_000),
});

export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "twitter"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/**
 * The exact hosts of each network's links: a look-alike ('facebook.com.evil.example',
 * 'google.evil.example') is another host, and a Facebook link names Facebook.
 */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ["facebook.com", "www.facebook.com", "m.facebook.com", "web.facebook.com", "fb.com", "fb.me"],
  instagram: ["instagram.com", "www.instagram.com"],
  youtube: ["youtube.com", "www.youtube.com", "m.youtube.com", "youtu.be"],
  twitter: ["x.com", "www.x.com", "twitter.com", "www.twitter.com", "mobile.twitter.com"],
};

/** A web address (`normalizeLink`) on one of the network's hosts, naming a page there (not just '/'). */
export function normalizeSocialLink(network: SocialNetwork, value: string): string | null {
  const link = normalizeLink(value);
  if (link === null) return null;
  const url = new URL(link);
  return SOCIAL_HOSTS[network].includes(url.hostname) && url.port === "" && url.pathname.length > 1
    ? link
    : null;
}

const socialLink = (network: SocialNetwork) =>
  optionalLink((value) => normalizeSocialLink(network, value), settingsMessages.socialLink[network]);

export const socialSchema = z.object({
  facebook: socialLink("facebook"),
  instagram: socialLink("instagram"),
  youtube: socialLink("youtube"),
  twitter: socialLink("twitter"),
});

/** A footer service's link as stored: a page of this site as typed, a web address with its scheme. */
const serviceLinkAsStored = (value: string) => (isSitePath(value) ? value : normalizeLink(value));

const serviceSchema = z.object({
  label: text("Nama layanan", 60),
  link: z.pipe(
    text("Link layanan", 300).check(
      z.refine((value) => serviceLinkAsStored(value) !== null, settingsMessages.serviceLink),
    ),
    z.transform((value: string) => serviceLinkAsStored(value) ?? ""),
  ),
});

export const footerSchema = z.object({
  services: list(serviceSchema, 0, 8, settingsMessages.listTooLong(8)),
});

/**
 * 'Lapor Warga' (decision 021): the categories a resident chooses from. A category removed
 * later stays on the reports that have it; the Worker refuses one not in this list.
 */
export const laporSettingsSchema = z.object({
  kategori: list(text("Kategori", LAPOR_LIMITS.kategori), 1, 20, settingsMessages.laporKategori).check(
    z.refine(
      (names) => new Set(names.map((name) => name.toLocaleLowerCase("id-ID"))).size === names.length,
      settingsMessages.laporKategoriTwice,
    ),
  ),
});

export const SETTINGS_SCHEMAS = {
  identity: identitySchema,
  welcome: welcomeSchema,
  statistics: statisticsSchema,
  profile: profileSchema,
  contact: contactSchema,
  carousel: carouselSchema,
  about: aboutSchema,
  team: teamSchema,
  social: socialSchema,
  footer: footerSchema,
  lapor: laporSettingsSchema,
  layar: layarSettingsSchema,
} as const;

export type SettingsSection = keyof typeof SETTINGS_SCHEMAS;
export const SETTINGS_SECTIONS = Object.keys(SETTINGS_SCHEMAS) as SettingsSection[];
export type SiteSettings = { [S in SettingsSection]: z.output<(typeof SETTINGS_SCHEMAS)[S]> };

/** A section as the admin API answers it: its value, and when it was saved last (null: never). */
export interface StoredSection<S extends SettingsSection = SettingsSection> {
  value: SiteSettings[S];
  updatedAt: string | null;
}

/** `GET /api/admin/pengaturan`: every section, stored or its default. */
export type StoredSettings = { [S in SettingsSection]: StoredSection<S> };

/** Each section's heading in 'Pengaturan Situs' and in the activity log. */
export const SETTINGS_TITLES: Record<SettingsSection, string> = {
  identity: "Identitas Padukuhan",
  welcome: "Sambutan Beranda",
  statistics: "Statistik",
  profile: "Profil, Visi dan Misi",
  contact: "Kontak dan Peta",
  carousel: "Slide Beranda",
  about: "Halaman Tentang Kami",
  team: "Tim dan Pengembang",
  social: "Media Sosial",
  footer: "Layanan di Footer",
  lapor: "Kategori Lapor Warga",
  layar: "Layar Balai",
};

export const isSettingsSection = (value: string): value is SettingsSection =>
  Object.hasOwn(SETTINGS_SCHEMAS, value);

/**
 * What a site shows before anyone has saved a section: neutral words that name no village, so
 * a new village's site is never mistaken for another's. Sample content (`npm run db:seed`)
 * stores the built-in hamlet's settings instead.
 */
export const DEFAULT_SETTINGS: SiteSettings = {
  identity: {
    villageName: "Nama Padukuhan",
    slogan: "",
    description: "Website resmi padukuhan. Isi profil, kontak dan sambutan di menu Pengaturan Situs.",
    logo: null,
    colors: {
      primary: "#2e6b3f",
      secondary: "#7a5230",
      accent: "#e0a93b",
      dark: "#1c2b22",
      light: "#f6f2e7",
    },
  },
  welcome: {
    title: "Selamat Datang",
    description: "Sambutan padukuhan belum diisi.",
    additionalInfo: "",
  },
  statistics: { population: 0, areaHa: 0, families: 0, hamlets: 0, asOf: "" },
  profile: {
    description: "Profil padukuhan belum diisi.",
    vision: "Visi padukuhan belum diisi.",
    missions: ["Misi padukuhan belum diisi."],
    headName: "",
    headWelcome: "",
    headPhoto: null,
  },
  contact: {
    address: "Alamat belum diisi",
    phone: "-",
    email: "email@belum.diisi",
    officeHours: "Senin - Jumat, 08.00 - 15.00 WIB",
    mapLocation: "",
    teamEmail: "email@belum.diisi",
  },
  carousel: { slides: [] },
  about: {
    history: "Sejarah padukuhan belum diisi.",
    nameOrigin: "",
    advantages: [],
    location: "",
    borderNorth: "",
    borderSouth: "",
    borderEast: "",
    borderWest: "",
    cultureCards: [],
    foundingYear: "",
  },
  team: { teamTitle: "", teamText: "", developerTitle: "", developerName: "", developerText: "" },
  social: { facebook: "", instagram: "", youtube: "", twitter: "" },
  footer: { services: [] },
  lapor: { kategori: [...LAPOR_KATEGORI_DEFAULT] },
  layar: DEFAULT_LAYAR_SETTINGS,
};

/**
 * A stored section with the links that no longer pass (saved before a rule was tightened)
 * taken out: such a social link or map location is blanked, such a footer service dropped. The
 * section's other fields still count, and no page shows a link the admin could not save today.
 */
function withoutRefusedLinks(section: SettingsSection, value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const stored = value as Record<string, unknown>;
  const passes = (schema: z.ZodMiniType, field: unknown) => schema.safeParse(field).success;
  if (section === "social")
    return Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [
        network,
        passes(socialSchema.shape[network], stored[network]) ? stored[network] : "",
      ]),
    );
  if (section === "contact")
    return passes(contactSchema.shape.mapLocation, stored.mapLocation)
      ? stored
      : { ...stored, mapLocation: "" };
  if (section === "footer" && Array.isArray(stored.services))
    return { ...stored, services: stored.services.filter((service) => passes(serviceSchema, service)) };
  return value;
}

/**
 * The settings as stored (rows of section and JSON), each section over its default. A row whose
 * only faults are links that no longer pass keeps the rest (`withoutRefusedLinks`); another that
 * no longer passes its schema is ignored.
 */
export function settingsFromRows(rows: Array<{ section: string; value: string }>): SiteSettings {
  const settings: SiteSettings = { ...DEFAULT_SETTINGS };
  for (const { section, value } of rows) {
    if (!isSettingsSection(section)) continue;
    try {
      const json: unknown = JSON.parse(value);
      const schema = SETTINGS_SCHEMAS[section];
      const first = schema.safeParse(json);
      const parsed = first.success ? first : schema.safeParse(withoutRefusedLinks(section, json));
      if (parsed.success) (settings as Record<SettingsSection, unknown>)[section] = parsed.data;
    } catch {
      // A row written by hand that is not JSON: its default stands.
    }
  }
  return settings;
}

/** Every image URL a section holds (logo, photos, slides, culture cards). */
export function settingsImages(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === "string") {
      if (IMAGE_URL.test(node)) found.push(node);
    } else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === "object") Object.values(node).forEach(walk);
  };
  walk(value);
  return found;
}

// ---------------------------------------------------------------------------
// Images and errors inside a section
// ---------------------------------------------------------------------------

/**
 * Where a section may hold a newly uploaded image: the multipart field of a file is the
 * path of its place in the section's value ('slides.2.image').
 */
export const SETTINGS_IMAGE_FIELDS: Partial<Record<SettingsSection, RegExp>> = {
  identity: /^logo$/,
  profile: /^headPhoto$/,
  carousel: /^slides\.[0-5]\.image$/,
  about: /^cultureCards\.(?:\d|1[01])\.image$/,
};

/**
 * Stands in, while a section is checked, for an image that travels as a file: the form checks
 * with it before sending, the Worker before storing the file and putting its URL there.
 */
export const PENDING_IMAGE = "/img/uploads/pending";

/** At most this many images travel in one save (six slides, or twelve culture cards). */
export const MAX_SETTINGS_IMAGES = 12;

/** Puts `value` at a dotted path of `target` whose parent exists; false when it does not. */
export function setAtPath(target: unknown, path: string, value: unknown): boolean {
  const parts = path.split(".");
  const last = parts.pop() as string;
  let node: unknown = target;
  for (const part of parts) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (node === null || typeof node !== "object") return false;
  (node as Record<string, unknown>)[last] = value;
  return true;
}

/** The first message per field, by its full path ('slides.1.alt'), so a form marks the exact box. */
export function settingsFieldErrors(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}
