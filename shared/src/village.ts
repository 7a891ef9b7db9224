/**
 * Built-in texts of the website: the hamlet's identity, profile, contact details and the
 * about page. The sample records live in `sample-content.ts`, so pages that only need these
 * texts do not carry them. Images are served as `/img/sample/<name>/original.jpg`.
 */
/** URL prefix under which the files of `shared/content/images/` are served. */
import { LAPOR_KATEGORI_DEFAULT } from "./lapor";
import { DEFAULT_LAYAR_SETTINGS } from "./layar";
import type { SiteSettings } from "./settings";

export const IMG = "/img/sample/";

/**
 * The URL of sample image `name`. Stored like an admin upload with copies, as a folder:
 * `original.jpg` beside its WebP copies (`copyUrls` in images.ts), so the samples get a srcset too.
 */
export function sampleImage(name: string): string {
  return `${IMG}${name}/original.jpg`;
}

// ---------------------------------------------------------------------------
// Identity
// ---------------------------------------------------------------------------

/** The site's colour palette as CSS hex colours. White text reads well on `primary` and `dark`. */
export interface VillageColors {
  /** Main brand colour (buttons, top bar when scrolled, headings). */
  primary: string;
  /** Supporting earth tone (badges, secondary buttons). */
  secondary: string;
  /** Highlight colour (rice gold) for small accents, used with dark text. */
  accent: string;
  /** Text and footer background. */
  dark: string;
  /** Page and card background tint. */
  light: string;
}

export const colors: VillageColors = {
  primary: "#2e6b3f",
  secondary: "#7a5230",
  accent: "#e0a93b",
  dark: "#1c2b22",
  light: "#f6f2e7",
};

export const villageName = "Padukuhan Karangrejo";

export const slogan = "Guyub, Asri, lan Sejahtera";

/** One or two sentences for the footer and the page meta description. */
export const description =
  "Padukuhan Karangrejo adalah permukiman agraris di Kalurahan Sumberagung, Kapanewon Moyudan, Kabupaten Sleman, yang dikelilingi sawah hijau dan dekat dengan aliran Sungai Progo. Website ini menyajikan profil, kabar terbaru, galeri, dan UMKM warga Karangrejo.";

/** The welcome block on the home page. */
export interface Welcome {
  title: string;
  description: string;
  additionalInfo: string;
}

export const welcome: Welcome = {
  title: "Selamat Datang di Padukuhan Karangrejo",
  description:
    "Karangrejo adalah padukuhan di ujung barat Kabupaten Sleman yang hidup dari sawah, kebun, dan usaha rumahan. Di sini tradisi Jawa masih dijaga, sementara warganya terus belajar hal baru agar kampung makin maju tanpa kehilangan jati dirinya.",
  additionalInfo:
    "Melalui website ini, warga dan pengunjung dapat mengenal sejarah padukuhan, membaca kabar kegiatan terbaru, melihat dokumentasi foto, serta menemukan produk UMKM lokal. Semua informasi dikelola bersama perangkat padukuhan dan tim KKN.",
};

// ---------------------------------------------------------------------------
// Profile and contact details
// ---------------------------------------------------------------------------

/** Statistics, vision and missions shown on the home page. */
export interface VillageProfile {
  /** Number of residents. */
  population: number;
  /** Area in hectares (shown as "92 Ha"). */
  areaHa: number;
  /** Number of households (kepala keluarga). */
  families: number;
  /** Number of RT (neighbourhood units) in the hamlet. */
  hamlets: number;
  description: string;
  vision: string;
  /** Exactly five missions. */
  missions: string[];
}

export const profile: VillageProfile = {
  population: 615,
  areaHa: 92,
  families: 195,
  hamlets: 5,
  description:
    "Padukuhan Karangrejo dihuni 615 jiwa dari 195 kepala keluarga yang tersebar di 5 RT. Wilayahnya seluas 92 hektare, sebagian besar berupa sawah irigasi dan pekarangan. Mayoritas warga bekerja sebagai petani, peternak, dan pelaku usaha kecil, dengan semangat gotong royong yang masih kuat dalam kehidupan sehari-hari.",
  vision:
    "Terwujudnya Padukuhan Karangrejo yang guyub, asri, mandiri, dan sejahtera dengan tetap menjunjung tinggi nilai budaya Jawa.",
  missions: [
    "Memperkuat semangat gotong royong dan kerukunan antarwarga di seluruh RT.",
    "Menjaga kelestarian lingkungan, lahan pertanian, dan sumber air padukuhan.",
    "Mendorong pertumbuhan UMKM dan ekonomi kreatif berbasis potensi lokal.",
    "Meningkatkan mutu pendidikan, kesehatan, dan kesejahteraan keluarga.",
    "Melestarikan seni, tradisi, dan adat istiadat Jawa bagi generasi muda.",
  ],
};

/** Contact details shown in the footer and the contact block. */
export interface VillageInfo {
  address: string;
  phone: string;
  email: string;
  officeHours: string;
  /** URL for the footer's embedded map (an iframe `src`). */
  mapEmbedUrl: string;
  /** URL opened by "Lihat di Google Maps". */
  mapLink: string;
}

const mapQuery = "Sumberagung,+Moyudan,+Sleman,+Daerah+Istimewa+Yogyakarta";

export const villageInfo: VillageInfo = {
  address:
    "Jl. Karangrejo No. 1, Padukuhan Karangrejo, Kalurahan Sumberagung, Kapanewon Moyudan, Kabupaten Sleman, Daerah Istimewa Yogyakarta 55563",
  phone: "(0274) 798 5210",
  email: "padukuhan.karangrejo@gmail.com",
  officeHours: "Senin - Jumat, 08.00 - 15.00 WIB",
  mapEmbedUrl: `https://www.google.com/maps?q=${mapQuery}&output=embed`,
  mapLink: `https://www.google.com/maps?q=${mapQuery}`,
};

/** Mailbox of the student team: contact form, "Bagikan Cerita" and UMKM registration. */
export const teamEmail = "kkn.karangrejo.sumberagung@gmail.com";

/** A social media link in the footer; `href` is "#" while the account is a placeholder. */
export interface SocialLink {
  label: string;
  href: string;
}

export interface SocialLinks {
  facebook: SocialLink;
  instagram: SocialLink;
  youtube: SocialLink;
  twitter: SocialLink;
}

export const socialLinks: SocialLinks = {
  facebook: { label: "Facebook Padukuhan Karangrejo", href: "#" },
  instagram: { label: "Instagram Padukuhan Karangrejo", href: "#" },
  youtube: { label: "YouTube Padukuhan Karangrejo", href: "#" },
  twitter: { label: "Twitter Padukuhan Karangrejo", href: "#" },
};

// ---------------------------------------------------------------------------
// Home page carousel
// ---------------------------------------------------------------------------

/** One slide of the home page hero carousel. */
export interface CarouselImage {
  id: string;
  src: string;
  alt: string;
  caption: string;
  description: string;
  /** Pixel size of the image file. */
  width: number;
  height: number;
}

export const carouselImages: CarouselImage[] = [
  {
    id: "m1l9nnyGNhbW6iZISVHD",
    src: sampleImage("carousel-sawah-merapi"),
    alt: "Sawah bertingkat dengan Gunung Merapi di kejauhan",
    caption: "Hamparan Sawah Karangrejo",
    description:
      "Sawah hijau yang diairi saluran irigasi menjadi sumber penghidupan utama warga, dengan Gunung Merapi yang tampak jelas di pagi hari.",
    width: 1600,
    height: 900,
  },
  {
    id: "WwLHiI0aMUafxKDiGyZ6",
    src: sampleImage("carousel-joglo"),
    alt: "Rumah joglo tradisional dengan pendapa terbuka",
    caption: "Rumah Joglo dan Pendapa",
    description:
      "Pendapa joglo menjadi tempat warga berkumpul, berlatih karawitan, dan menggelar musyawarah padukuhan.",
    width: 1600,
    height: 900,
  },
  {
    id: "RgcVWIMzyui1fbfmHtwV",
    src: sampleImage("carousel-gotong-royong"),
    alt: "Warga bergotong royong memperbaiki jalan kampung",
    caption: "Gotong Royong Warga",
    description:
      "Kerja bakti rutin setiap bulan menjaga jalan, selokan, dan fasilitas umum tetap bersih dan terawat.",
    width: 1600,
    height: 900,
  },
];

// ---------------------------------------------------------------------------
// About page
// ---------------------------------------------------------------------------

/** A titled paragraph, used for advantages and culture cards. */
export interface TitledText {
  title: string;
  text: string;
}

/** A culture card on the about page, optionally with an image. */
export interface CultureCard extends TitledText {
  image?: string;
}

/** Static texts of the about page (tentang kami). */
export interface About {
  /** Paragraphs about the hamlet's history. */
  history: string[];
  /** Paragraphs about the origin of the name. */
  nameOrigin: string[];
  advantages: TitledText[];
  location: {
    description: string;
    borders: { utara: string; selatan: string; timur: string; barat: string };
  };
  cultureCards: CultureCard[];
  /** Card about the student community-service (KKN) team. */
  team: TitledText;
  /** Card about the website developer. */
  developer: TitledText & { name: string };
  foundingYear: number;
}

export const about: About = {
  history: [
    "Menurut cerita para sesepuh, Karangrejo mulai dihuni sekitar tahun 1645, pada masa Kesultanan Mataram. Beberapa keluarga petani membuka hutan di dekat aliran Sungai Progo karena tanahnya subur dan air mudah didapat. Mereka membangun rumah sederhana dan menanam padi di petak-petak kecil.",
    "Seiring waktu, permukiman itu tumbuh menjadi kampung yang ramai. Saluran irigasi diperluas, pekarangan ditanami pohon buah, dan warga mulai beternak serta membuat kerajinan bambu. Tradisi merti dusun sebagai ungkapan syukur atas hasil panen diwariskan turun-temurun hingga sekarang.",
    "Kini Karangrejo menjadi salah satu padukuhan di Kalurahan Sumberagung dengan lima RT. Jalan kampung sudah diaspal, sekolah dan posyandu mudah dijangkau, dan generasi mudanya mulai memasarkan produk UMKM secara daring, tanpa meninggalkan kebiasaan gotong royong para leluhur.",
  ],
  nameOrigin: [
    'Nama Karangrejo berasal dari dua kata bahasa Jawa. Kata "karang" berarti pekarangan atau tanah tempat tinggal, sedangkan "rejo" berarti ramai, makmur, dan sejahtera.',
    "Para pendiri kampung berharap tanah yang mereka buka kelak menjadi tempat tinggal yang ramai dan makmur bagi anak cucu. Harapan itu tetap dipegang warga sebagai pengingat untuk menjaga kerukunan dan bekerja bersama-sama.",
  ],
  advantages: [
    {
      title: "Lahan Pertanian Subur",
      text: "Sawah irigasi teknis memungkinkan panen padi dua hingga tiga kali setahun, diselingi palawija dan sayuran.",
    },
    {
      title: "Warga yang Guyub",
      text: "Kerja bakti, ronda, dan arisan RT masih rutin berjalan sehingga setiap persoalan diselesaikan dengan musyawarah.",
    },
    {
      title: "UMKM yang Bertumbuh",
      text: "Usaha rumahan seperti gudeg, wedang rempah, anyaman bambu, dan batik tulis menjadi sumber penghasilan tambahan keluarga.",
    },
    {
      title: "Budaya yang Terjaga",
      text: "Karawitan, tari klasik, dan merti dusun tetap hidup berkat sanggar dan pendapa yang terbuka bagi anak-anak.",
    },
  ],
  location: {
    description:
      "Padukuhan Karangrejo terletak di bagian barat Kalurahan Sumberagung, Kapanewon Moyudan, Kabupaten Sleman, sekitar 20 kilometer dari pusat Kota Yogyakarta. Wilayahnya berupa dataran rendah yang landai dengan ketinggian sekitar 100 meter di atas permukaan laut.",
    borders: {
      utara: "Padukuhan Ngepringan",
      selatan: "Padukuhan Kembangsari",
      timur: "Padukuhan Jetis Wetan",
      barat: "Sungai Progo (batas dengan Kabupaten Kulon Progo)",
    },
  },
  cultureCards: [
    {
      title: "Merti Dusun",
      text: "Upacara syukur setelah panen dengan kirab gunungan hasil bumi, doa bersama, dan kenduri yang melibatkan seluruh warga.",
      image: sampleImage("artikel-merti-dusun"),
    },
    {
      title: "Karawitan",
      text: "Kelompok karawitan berlatih setiap Sabtu malam di pendapa dan mengiringi berbagai acara kampung.",
      image: sampleImage("galeri-gamelan"),
    },
    {
      title: "Tari Klasik",
      text: "Anak-anak belajar tari klasik gaya Yogyakarta di sanggar padukuhan sebagai bekal mengenal budaya sendiri.",
      image: sampleImage("galeri-tari"),
    },
    {
      title: "Batik Tulis",
      text: "Ibu-ibu membatik dengan canting dan malam, menghasilkan motif yang terinspirasi dari sawah dan tanaman di sekitar kampung.",
      image: sampleImage("umkm-batik"),
    },
  ],
  team: {
    title: "Tim KKN Karangrejo",
    text: "Website ini disusun oleh mahasiswa Kuliah Kerja Nyata (KKN) yang bertugas di Padukuhan Karangrejo. Bersama perangkat padukuhan dan warga, tim mendokumentasikan potensi kampung, mendampingi UMKM, dan mengadakan kegiatan pendidikan serta kesehatan.",
  },
  developer: {
    title: "Pengembang Website",
    name: "Raka Adi Nugroho",
    text: "Dirancang dan dibangun sebagai program kerja KKN agar informasi padukuhan mudah diakses dan dapat dikelola sendiri oleh pengurus setelah masa KKN selesai.",
  },
  foundingYear: 1645,
};

// ---------------------------------------------------------------------------
// As site settings
// ---------------------------------------------------------------------------

/**
 * The built-in hamlet as 'Pengaturan Situs' holds it: what `npm run db:seed` stores with the
 * sample content, and what the site shows with the built-in content when D1 cannot be read.
 * Only the seed script, the build (the fallback file) and tests import this module: no bundle
 * a visitor or an admin downloads carries the hamlet's texts.
 */
export const sampleSettings: SiteSettings = {
  identity: { villageName, slogan, description, logo: null, colors },
  welcome,
  statistics: {
    population: profile.population,
    areaHa: profile.areaHa,
    families: profile.families,
    hamlets: profile.hamlets,
    asOf: "",
  },
  profile: {
    description: profile.description,
    vision: profile.vision,
    missions: profile.missions,
    headName: "",
    headWelcome: "",
    headPhoto: null,
  },
  contact: {
    address: villageInfo.address,
    phone: villageInfo.phone,
    email: villageInfo.email,
    officeHours: villageInfo.officeHours,
    mapLocation: villageInfo.mapLink,
    teamEmail,
  },
  carousel: {
    slides: carouselImages.map(({ src, alt, caption, description: text }) => ({
      image: src,
      alt,
      caption,
      description: text,
    })),
  },
  about: {
    history: about.history.join("\n"),
    nameOrigin: about.nameOrigin.join("\n"),
    advantages: about.advantages,
    location: about.location.description,
    borderNorth: about.location.borders.utara,
    borderSouth: about.location.borders.selatan,
    borderEast: about.location.borders.timur,
    borderWest: about.location.borders.barat,
    cultureCards: about.cultureCards.map((card) => ({ ...card, image: card.image ?? null })),
    foundingYear: String(about.foundingYear),
  },
  team: {
    teamTitle: about.team.title,
    teamText: about.team.text,
    developerTitle: about.developer.title,
    developerName: about.developer.name,
    developerText: about.developer.text,
  },
  // The seed's social links were placeholders: none is shown until the village adds its own.
  social: { facebook: "", instagram: "", youtube: "", twitter: "" },
  footer: {
    services: [
      { label: "Informasi Publik", link: "/artikel" },
      { label: "Potensi Desa", link: "/umkm" },
      { label: "Data Penduduk", link: "/about" },
    ],
  },
  lapor: { kategori: [...LAPOR_KATEGORI_DEFAULT] },
  layar: {
    ...DEFAULT_LAYAR_SETTINGS,
    teksBerjalan:
      "Posyandu balita setiap Selasa pertama di balai padukuhan. Layanan surat pengantar Senin–Jumat, 08.00–15.00 WIB.",
    jamTenang: { aktif: false, mulai: "22:00", selesai: "05:30" },
  },
};
