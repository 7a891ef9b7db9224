/**
 * Built-in content of the website: the hamlet's profile, texts and sample records.
 *
 * The public site shows these texts directly (profile, welcome, about page, contact
 * details) and falls back to the sample records when loading data fails. The sample
 * records carry fixed ids, so loading them into the store twice never duplicates anything.
 * Every image lives in `shared/content/images/` and is served as `/img/sample/<file>`.
 */
import type { Artikel, Galeri, Umkm } from "./types";

/** URL prefix under which the files of `shared/content/images/` are served. */
const IMG = "/img/sample/";

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
    src: `${IMG}carousel-sawah-merapi.jpg`,
    alt: "Sawah bertingkat dengan Gunung Merapi di kejauhan",
    caption: "Hamparan Sawah Karangrejo",
    description:
      "Sawah hijau yang diairi saluran irigasi menjadi sumber penghidupan utama warga, dengan Gunung Merapi yang tampak jelas di pagi hari.",
    width: 1600,
    height: 900,
  },
  {
    id: "WwLHiI0aMUafxKDiGyZ6",
    src: `${IMG}carousel-joglo.jpg`,
    alt: "Rumah joglo tradisional dengan pendapa terbuka",
    caption: "Rumah Joglo dan Pendapa",
    description:
      "Pendapa joglo menjadi tempat warga berkumpul, berlatih karawitan, dan menggelar musyawarah padukuhan.",
    width: 1600,
    height: 900,
  },
  {
    id: "RgcVWIMzyui1fbfmHtwV",
    src: `${IMG}carousel-gotong-royong.jpg`,
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
      image: `${IMG}artikel-merti-dusun.jpg`,
    },
    {
      title: "Karawitan",
      text: "Kelompok karawitan berlatih setiap Sabtu malam di pendapa dan mengiringi berbagai acara kampung.",
      image: `${IMG}galeri-gamelan.jpg`,
    },
    {
      title: "Tari Klasik",
      text: "Anak-anak belajar tari klasik gaya Yogyakarta di sanggar padukuhan sebagai bekal mengenal budaya sendiri.",
      image: `${IMG}galeri-tari.jpg`,
    },
    {
      title: "Batik Tulis",
      text: "Ibu-ibu membatik dengan canting dan malam, menghasilkan motif yang terinspirasi dari sawah dan tanaman di sekitar kampung.",
      image: `${IMG}umkm-batik.jpg`,
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
// Sample records
// ---------------------------------------------------------------------------

export const sampleArtikel: Artikel[] = [
  {
    id: "deJG9PD1YR4GBEUMjvtp",
    judul: "Merti Dusun Karangrejo: Syukur atas Panen Melimpah",
    kategori: "Sosial & Budaya",
    gambar: `${IMG}artikel-merti-dusun.jpg`,
    text: [
      "Ratusan warga Padukuhan Karangrejo memadati halaman pendapa untuk mengikuti merti dusun, tradisi tahunan sebagai ungkapan syukur atas hasil panen. Acara dibuka dengan kirab gunungan berisi sayur, buah, dan palawija yang diarak mengelilingi kampung.",
      "Setelah kirab, sesepuh padukuhan memimpin doa bersama, dilanjutkan kenduri dengan nasi tumpeng yang dibawa setiap RT. Anak-anak sanggar tari tampil membawakan tari klasik, sementara kelompok karawitan mengiringi hingga sore hari.",
      "Dukuh Karangrejo berharap tradisi ini terus dijaga oleh generasi muda. Menurutnya, merti dusun bukan hanya upacara, tetapi juga kesempatan bagi warga untuk berkumpul, saling memaafkan, dan menguatkan kebersamaan.",
    ].join("\n"),
    link: "https://jogjaprov.go.id",
    tags: ["merti dusun", "tradisi", "budaya jawa"],
    createdAt: "2026-07-12T09:30:00.000Z",
    updatedAt: null,
  },
  {
    id: "QRaZqc3XR1KbeBHoQvjV",
    judul: "Posyandu Balita Kembali Ramai, Cakupan Imunisasi Meningkat",
    kategori: "Kesehatan",
    gambar: `${IMG}artikel-posyandu.jpg`,
    text: [
      "Posyandu Melati di Padukuhan Karangrejo kembali ramai dikunjungi. Pada kegiatan bulan ini, lebih dari 40 balita ditimbang, diukur tinggi badannya, dan mendapatkan vitamin A. Kader posyandu juga mencatat perkembangan gizi setiap anak di buku KIA.",
      "Bidan dari puskesmas memberikan penyuluhan tentang pentingnya imunisasi lengkap dan makanan pendamping ASI yang bergizi. Para ibu diajak memanfaatkan sayur dan ikan dari pekarangan sendiri sebagai menu sehat yang murah.",
      "Kader berharap orang tua rutin datang setiap bulan agar tumbuh kembang anak dapat dipantau sejak dini.",
    ].join("\n"),
    link: "www.slemankab.go.id",
    tags: ["posyandu", "balita", "imunisasi"],
    createdAt: "2026-03-08T02:15:00.000Z",
    updatedAt: null,
  },
  {
    id: "uxIkmgXrvQ1XLCP256JU",
    judul: "Panen Raya Padi, Petani Karangrejo Coba Varietas Baru",
    kategori: "Pertanian",
    gambar: `${IMG}artikel-panen-padi.jpg`,
    text: [
      "Kelompok Tani Ngudi Makmur menggelar panen raya di bulak sawah sebelah barat padukuhan. Tahun ini sebagian petani mencoba varietas padi baru yang lebih tahan terhadap wereng dan genangan air.",
      "Hasil ubinan menunjukkan produktivitas mencapai sekitar 7 ton gabah kering panen per hektare, lebih tinggi dibanding musim sebelumnya. Penyuluh pertanian menjelaskan bahwa pemupukan berimbang dan pengaturan air yang tepat ikut menentukan hasil.",
      "Setelah panen, kelompok tani berencana menanam kedelai sebagai tanaman selingan untuk menjaga kesuburan tanah. Petani muda juga diajak mencatat biaya dan hasil panen agar usaha tani lebih terukur.",
    ].join("\n"),
    link: null,
    tags: ["panen", "padi", "kelompok tani"],
    createdAt: "2026-04-21T23:45:00.000Z",
    updatedAt: "2026-04-23T04:10:00.000Z",
  },
  {
    id: "tD00UOgZ3IdFEZDDBoml",
    judul: "Bimbingan Belajar Gratis untuk Anak SD Setiap Sore",
    kategori: "Pendidikan",
    gambar: `${IMG}artikel-belajar-anak.jpg`,
    text: [
      "Mahasiswa KKN membuka bimbingan belajar gratis bagi anak-anak sekolah dasar di Padukuhan Karangrejo. Kegiatan berlangsung setiap Senin sampai Kamis pukul 15.30 di pendapa padukuhan.",
      "Materi yang diajarkan meliputi membaca, berhitung, dan bahasa Inggris dasar, diselingi permainan edukatif agar anak tidak cepat bosan. Setiap Jumat, anak-anak diajak membaca buku cerita dari pojok baca yang dikumpulkan dari sumbangan warga.",
      "Orang tua menyambut baik kegiatan ini karena anak-anak punya tempat belajar yang nyaman bersama teman sebaya. Pengurus padukuhan berencana melanjutkan bimbingan belajar dengan relawan pemuda setelah masa KKN berakhir.",
    ].join("\n"),
    link: "https://www.kemdikbud.go.id",
    tags: [],
    createdAt: "2026-08-03T08:00:00.000Z",
    updatedAt: null,
  },
  {
    id: "3xgKJB2LQRwGzxdpQVSn",
    judul: "Pelatihan Pemasaran Digital untuk Pelaku UMKM",
    kategori: "Teknologi",
    gambar: `${IMG}artikel-pemasaran-digital.jpg`,
    text: [
      "Sebanyak 25 pelaku UMKM Karangrejo mengikuti pelatihan pemasaran digital di balai padukuhan. Peserta belajar memotret produk dengan ponsel, menulis keterangan yang menarik, dan membuat katalog sederhana di media sosial.",
      "Pemateri menekankan pentingnya foto yang terang dan jujur serta respons yang cepat kepada calon pembeli. Peserta juga dibantu mendaftarkan usahanya di peta daring agar mudah ditemukan pembeli dari luar daerah.",
      "Setelah pelatihan, beberapa peserta langsung mencoba mengunggah produk gudeg, wedang uwuh, dan anyaman bambu. Pendampingan akan berlanjut melalui grup percakapan setiap minggu.",
    ].join("\n"),
    link: "https://www.komdigi.go.id",
    tags: ["umkm", "digital", "pelatihan"],
    createdAt: "2026-09-17T06:20:00.000Z",
    updatedAt: null,
  },
  {
    id: "RJE0jsEUv39wpnVtBse3",
    judul: "Kerja Bakti Bersihkan Selokan Menjelang Musim Hujan",
    kategori: "Sosial & Budaya",
    gambar: `${IMG}artikel-kerja-bakti.jpg`,
    text: [
      "Menjelang musim hujan, warga lima RT di Padukuhan Karangrejo bergotong royong membersihkan selokan dan saluran irigasi. Sampah dan lumpur yang menyumbat aliran air diangkat agar tidak terjadi genangan di jalan kampung.",
      "Bapak-bapak membersihkan saluran, para pemuda memangkas ranting pohon yang menjuntai ke jalan, sedangkan ibu-ibu menyiapkan konsumsi berupa teh hangat dan jajanan pasar. Kegiatan dimulai pukul tujuh pagi dan selesai menjelang siang.",
    ].join("\n"),
    link: null,
    tags: [],
    createdAt: "2026-10-25T00:30:00.000Z",
    updatedAt: null,
  },
];

/** An upcoming event shown on the home page. */
export interface VillageEvent {
  id: string;
  judul: string;
  /** ISO date (YYYY-MM-DD). */
  tanggal: string;
  lokasi: string;
  deskripsi: string;
}

export const sampleEvents: VillageEvent[] = [
  {
    id: "IMt0Um4v6bak1zWEEgF2",
    judul: "Pentas Seni Akhir Tahun",
    tanggal: "2026-12-20",
    lokasi: "Pendapa Padukuhan Karangrejo",
    deskripsi:
      "Penampilan tari klasik, karawitan, dan pameran produk UMKM warga untuk menutup tahun bersama-sama.",
  },
  {
    id: "Xo14hooV6vW1FlMl1csD",
    judul: "Posyandu Lansia dan Cek Kesehatan Gratis",
    tanggal: "2027-01-09",
    lokasi: "Balai Padukuhan Karangrejo",
    deskripsi:
      "Pemeriksaan tekanan darah, gula darah, dan konsultasi kesehatan bagi warga lanjut usia bersama bidan puskesmas.",
  },
  {
    id: "HM5xUKNwtpzBNYvBanyE",
    judul: "Kerja Bakti Awal Tahun",
    tanggal: "2027-01-17",
    lokasi: "Seluruh RT di Padukuhan Karangrejo",
    deskripsi:
      "Membersihkan jalan kampung, selokan, dan makam bersama warga. Peserta diharap membawa cangkul, sapu, dan sabit.",
  },
];

/**
 * Sample gallery photos. Their titles cover every gallery category (derived from keywords
 * in `judul`): two each of Pemandangan, Budaya, Infrastruktur, Masyarakat and Kegiatan.
 */
export const sampleGaleri: Galeri[] = [
  {
    id: "EP4aU73FcHlabvE89gQt",
    judul: "Hamparan sawah menjelang panen",
    foto: `${IMG}galeri-sawah.jpg`,
    createdAt: "2026-11-02T01:00:00.000Z",
    updatedAt: null,
  },
  {
    id: "NYRiZJD3eyjJUkHpoSss",
    judul: "Latihan tari klasik anak-anak di pendapa",
    foto: `${IMG}galeri-tari.jpg`,
    createdAt: "2026-10-18T10:30:00.000Z",
    updatedAt: null,
  },
  {
    id: "14FwRmZDJwHrzmqhseOL",
    judul: "Jembatan bambu di atas selokan",
    foto: `${IMG}galeri-jembatan.jpg`,
    createdAt: "2026-10-05T03:20:00.000Z",
    updatedAt: null,
  },
  {
    id: "rqC9dk1RC0svQrYFA6ij",
    judul: "Warga gotong royong membangun pos ronda",
    foto: `${IMG}galeri-gotong-royong.jpg`,
    createdAt: "2026-09-28T02:00:00.000Z",
    updatedAt: null,
  },
  {
    id: "TDJRUCb6qIRSiMHS49T1",
    judul: "Senam pagi bersama ibu-ibu PKK",
    foto: `${IMG}galeri-senam.jpg`,
    createdAt: "2026-09-14T23:30:00.000Z",
    updatedAt: null,
  },
  {
    id: "MhVqphX2lihLk1upaYrl",
    judul: "Gunung Merapi terlihat dari pematang",
    foto: `${IMG}galeri-merapi.jpg`,
    createdAt: "2026-08-30T22:45:00.000Z",
    updatedAt: null,
  },
  {
    id: "9alNyvnpSvolVbIQb4PD",
    judul: "Pentas seni gamelan saat merti dusun",
    foto: `${IMG}galeri-gamelan.jpg`,
    createdAt: "2026-07-12T12:00:00.000Z",
    updatedAt: null,
  },
  {
    id: "N3a5V8RyFYmOkaH92Kgo",
    judul: "Kantor balai padukuhan yang baru dicat",
    foto: `${IMG}galeri-balai.jpg`,
    createdAt: "2026-06-09T04:00:00.000Z",
    updatedAt: "2026-06-10T02:30:00.000Z",
  },
  {
    id: "kUmnP9L3DYn3G4aJPU8T",
    judul: "Pasar pagi penduduk Karangrejo",
    foto: `${IMG}galeri-pasar.jpg`,
    createdAt: "2026-05-16T23:15:00.000Z",
    updatedAt: null,
  },
  {
    id: "VhwSXAfFL4yLuHrYt5e7",
    judul: "Penyuluhan pertanian oleh mahasiswa KKN",
    foto: `${IMG}galeri-penyuluhan.jpg`,
    createdAt: "2026-04-11T02:40:00.000Z",
    updatedAt: null,
  },
];

export const sampleUmkm: Umkm[] = [
  {
    id: "OKDx9Rb3F9W3egcKOeQv",
    nama: "Gudeg Bu Sri",
    nama_pemilik: "Sri Wahyuni",
    no_telp: "0812-3456-7890",
    kategori: "Makanan",
    gambar: `${IMG}umkm-gudeg.jpg`,
    text: "Gudeg kering khas Yogyakarta yang dimasak dengan kayu bakar selama semalam. Disajikan bersama krecek, telur pindang, dan ayam kampung. Melayani pesanan untuk hajatan, arisan, dan oleh-oleh dalam kemasan besek.",
    produk: [
      { nama: "Gudeg Komplit", gambar: `${IMG}produk-gudeg-komplit.jpg`, harga: 25000 },
      { nama: "Gudeg Besek Oleh-oleh", gambar: `${IMG}produk-gudeg-besek.jpg`, harga: 60000 },
    ],
    tags: ["gudeg", "kuliner", "oleh-oleh"],
    createdAt: "2026-02-14T03:00:00.000Z",
    updatedAt: null,
  },
  {
    id: "FpvLUx8cUKpjNJqp3XtE",
    nama: "Wedang Uwuh Sumber Rasa",
    nama_pemilik: "Suparman",
    no_telp: "+62 813 2765 4410",
    kategori: "Minuman",
    gambar: `${IMG}umkm-wedang.jpg`,
    text: "Racikan wedang uwuh dari kayu secang, jahe, cengkih, kayu manis, dan daun pala yang dikeringkan sendiri. Cukup diseduh air panas untuk minuman hangat yang menyegarkan badan. Tersedia juga jahe merah instan tanpa pengawet.",
    produk: [
      { nama: "Wedang Uwuh Kemasan", gambar: `${IMG}produk-wedang-uwuh.jpg`, harga: 15000 },
      { nama: "Jahe Merah Instan", gambar: `${IMG}produk-jahe-merah.jpg`, harga: 20000 },
    ],
    tags: ["wedang uwuh", "rempah", "minuman tradisional"],
    createdAt: "2026-03-27T05:30:00.000Z",
    updatedAt: null,
  },
  {
    id: "tB5WcJLYND39JvwwF8RN",
    nama: "Anyaman Bambu Karya Mandiri",
    nama_pemilik: "Slamet Riyadi",
    no_telp: "85712345678",
    kategori: "Kerajinan",
    gambar: `${IMG}umkm-anyaman.jpg`,
    text: "Kelompok perajin bambu yang membuat besek, tampah, kap lampu, dan hiasan dinding. Bambu diambil dari kebun warga dan dianyam dengan tangan, sehingga setiap produk kuat, ringan, dan ramah lingkungan. Menerima pesanan dalam jumlah besar.",
    produk: [
      { nama: "Besek Bambu (isi 10)", gambar: `${IMG}produk-besek.jpg`, harga: 35000 },
      { nama: "Tampah Anyaman", gambar: `${IMG}produk-tampah.jpg`, harga: 45000 },
      { nama: "Kap Lampu Bambu", gambar: null, harga: 85000 },
    ],
    tags: ["bambu", "kerajinan tangan"],
    createdAt: "2026-05-05T02:45:00.000Z",
    updatedAt: null,
  },
  {
    id: "vhDAwysDQEFMNzvAStiA",
    nama: "Keripik Tempe Mbok Darmi",
    nama_pemilik: "Sudarmi",
    no_telp: "0878-1234-5501",
    kategori: "Makanan",
    gambar: `${IMG}umkm-keripik.jpg`,
    text: "Keripik tempe tipis dan renyah dengan bumbu bawang dan daun jeruk, digoreng setiap hari dari tempe buatan sendiri. Cocok untuk camilan keluarga maupun oleh-oleh.",
    produk: [],
    tags: [],
    createdAt: "2026-06-22T07:10:00.000Z",
    updatedAt: null,
  },
  {
    id: "adroh1D4eYmOWfGOSKNm",
    nama: "Batik Tulis Sekar Arum",
    nama_pemilik: "Endang Lestari",
    no_telp: "+6281901234567",
    kategori: "Fashion",
    gambar: `${IMG}umkm-batik.jpg`,
    text: "Sanggar batik tulis yang dikelola ibu-ibu Karangrejo dengan motif padi, daun, dan aliran sungai. Menggunakan pewarna alam dari kulit kayu dan daun indigo. Menjual kain, kemeja, dan menerima kursus membatik untuk rombongan.",
    produk: [
      { nama: "Kain Batik Tulis Motif Padi", gambar: `${IMG}produk-kain-batik.jpg`, harga: 450000 },
      { nama: "Kemeja Batik Pria", gambar: `${IMG}produk-kemeja-batik.jpg`, harga: 275000 },
    ],
    tags: ["batik", "pewarna alam", "kain"],
    createdAt: "2026-08-19T04:20:00.000Z",
    updatedAt: null,
  },
];

// ---------------------------------------------------------------------------
// Image files
// ---------------------------------------------------------------------------

function fileNameOf(src: string | null | undefined): string[] {
  return src?.startsWith(IMG) ? [src.slice(IMG.length)] : [];
}

/**
 * Every image file name (e.g. "galeri-sawah.jpg") that the content above refers to, each
 * once, derived from the data. Each exists in `shared/content/images/`.
 */
export const sampleImageFiles: string[] = [
  ...new Set([
    ...carouselImages.flatMap((c) => fileNameOf(c.src)),
    ...about.cultureCards.flatMap((c) => fileNameOf(c.image)),
    ...sampleArtikel.flatMap((a) => fileNameOf(a.gambar)),
    ...sampleGaleri.flatMap((g) => fileNameOf(g.foto)),
    ...sampleUmkm.flatMap((u) => [...fileNameOf(u.gambar), ...u.produk.flatMap((p) => fileNameOf(p.gambar))]),
  ]),
];
