/**
 * The built-in sample records: what `npm start` loads into the local D1, and what the public
 * site shows when the API cannot be reached (seed section 8). They carry fixed ids, so loading
 * them twice never duplicates anything. Every image is in `shared/content/images/`.
 */

import type { Agenda } from "./agenda";
import type { Artikel } from "./artikel";
import { galeriKategori } from "./categories";
import type { ApbdesLine, DataTable, DataValue } from "./data-padukuhan";
import type { Galeri } from "./galeri";
import type { LaporanForResident } from "./lapor";
import type { Umkm, UmkmListItem } from "./umkm";
import { about, carouselImages, IMG, sampleImage } from "./village";
import { wibInputToDate } from "./wib";

// ---------------------------------------------------------------------------
// Sample records
// ---------------------------------------------------------------------------

export const sampleArtikel: Artikel[] = [
  {
    id: "deJG9PD1YR4GBEUMjvtp",
    judul: "Merti Dusun Karangrejo: Syukur atas Panen Melimpah",
    kategori: "Sosial & Budaya",
    gambar: sampleImage("artikel-merti-dusun"),
    text: [
      "Ratusan warga Padukuhan Karangrejo memadati halaman pendapa untuk mengikuti merti dusun, tradisi tahunan sebagai ungkapan syukur atas hasil panen. Acara dibuka dengan kirab gunungan berisi sayur, buah, dan palawija yang diarak mengelilingi kampung.",
      "Setelah kirab, sesepuh padukuhan memimpin doa bersama, dilanjutkan kenduri dengan nasi tumpeng yang dibawa setiap RT. Anak-anak sanggar tari tampil membawakan tari klasik, sementara kelompok karawitan mengiringi hingga sore hari.",
      "Dukuh Karangrejo berharap tradisi ini terus dijaga oleh generasi muda. Menurutnya, merti dusun bukan hanya upacara, tetapi juga kesempatan bagi warga untuk berkumpul, saling memaafkan, dan menguatkan kebersamaan.",
    ].join("\n"),
    link: "https://jogjaprov.go.id",
    tags: ["merti dusun", "tradisi", "budaya jawa"],
    createdAt: "2026-07-12T09:30:00.000Z",
    updatedAt: null,
    status: "terbit",
    publishAt: null,
  },
  {
    id: "QRaZqc3XR1KbeBHoQvjV",
    judul: "Posyandu Balita Kembali Ramai, Cakupan Imunisasi Meningkat",
    kategori: "Kesehatan",
    gambar: sampleImage("artikel-posyandu"),
    text: [
      "Posyandu Melati di Padukuhan Karangrejo kembali ramai dikunjungi. Pada kegiatan bulan ini, lebih dari 40 balita ditimbang, diukur tinggi badannya, dan mendapatkan vitamin A. Kader posyandu juga mencatat perkembangan gizi setiap anak di buku KIA.",
      "Bidan dari puskesmas memberikan penyuluhan tentang pentingnya imunisasi lengkap dan makanan pendamping ASI yang bergizi. Para ibu diajak memanfaatkan sayur dan ikan dari pekarangan sendiri sebagai menu sehat yang murah.",
      "Kader berharap orang tua rutin datang setiap bulan agar tumbuh kembang anak dapat dipantau sejak dini.",
    ].join("\n"),
    link: "www.slemankab.go.id",
    tags: ["posyandu", "balita", "imunisasi"],
    createdAt: "2026-03-08T02:15:00.000Z",
    updatedAt: null,
    status: "terbit",
    publishAt: null,
  },
  {
    id: "uxIkmgXrvQ1XLCP256JU",
    judul: "Panen Raya Padi, Petani Karangrejo Coba Varietas Baru",
    kategori: "Pertanian",
    gambar: sampleImage("artikel-panen-padi"),
    text: [
      "Kelompok Tani Ngudi Makmur menggelar panen raya di bulak sawah sebelah barat padukuhan. Tahun ini sebagian petani mencoba varietas padi baru yang lebih tahan terhadap wereng dan genangan air.",
      "Hasil ubinan menunjukkan produktivitas mencapai sekitar 7 ton gabah kering panen per hektare, lebih tinggi dibanding musim sebelumnya. Penyuluh pertanian menjelaskan bahwa pemupukan berimbang dan pengaturan air yang tepat ikut menentukan hasil.",
      "Setelah panen, kelompok tani berencana menanam kedelai sebagai tanaman selingan untuk menjaga kesuburan tanah. Petani muda juga diajak mencatat biaya dan hasil panen agar usaha tani lebih terukur.",
    ].join("\n"),
    link: null,
    tags: ["panen", "padi", "kelompok tani"],
    createdAt: "2026-04-21T23:45:00.000Z",
    updatedAt: "2026-04-23T04:10:00.000Z",
    status: "terbit",
    publishAt: null,
  },
  {
    id: "tD00UOgZ3IdFEZDDBoml",
    judul: "Bimbingan Belajar Gratis untuk Anak SD Setiap Sore",
    kategori: "Pendidikan",
    gambar: sampleImage("artikel-belajar-anak"),
    text: [
      "Mahasiswa KKN membuka bimbingan belajar gratis bagi anak-anak sekolah dasar di Padukuhan Karangrejo. Kegiatan berlangsung setiap Senin sampai Kamis pukul 15.30 di pendapa padukuhan.",
      "Materi yang diajarkan meliputi membaca, berhitung, dan bahasa Inggris dasar, diselingi permainan edukatif agar anak tidak cepat bosan. Setiap Jumat, anak-anak diajak membaca buku cerita dari pojok baca yang dikumpulkan dari sumbangan warga.",
      "Orang tua menyambut baik kegiatan ini karena anak-anak punya tempat belajar yang nyaman bersama teman sebaya. Pengurus padukuhan berencana melanjutkan bimbingan belajar dengan relawan pemuda setelah masa KKN berakhir.",
    ].join("\n"),
    link: "https://www.kemdikbud.go.id",
    tags: [],
    createdAt: "2026-08-03T08:00:00.000Z",
    updatedAt: null,
    status: "terbit",
    publishAt: null,
  },
  {
    id: "3xgKJB2LQRwGzxdpQVSn",
    judul: "Pelatihan Pemasaran Digital untuk Pelaku UMKM",
    kategori: "Teknologi",
    gambar: sampleImage("artikel-pemasaran-digital"),
    text: [
      "Sebanyak 25 pelaku UMKM Karangrejo mengikuti pelatihan pemasaran digital di balai padukuhan. Peserta belajar memotret produk dengan ponsel, menulis keterangan yang menarik, dan membuat katalog sederhana di media sosial.",
      "Pemateri menekankan pentingnya foto yang terang dan jujur serta respons yang cepat kepada calon pembeli. Peserta juga dibantu mendaftarkan usahanya di peta daring agar mudah ditemukan pembeli dari luar daerah.",
      "Setelah pelatihan, beberapa peserta langsung mencoba mengunggah produk gudeg, wedang uwuh, dan anyaman bambu. Pendampingan akan berlanjut melalui grup percakapan setiap minggu.",
    ].join("\n"),
    link: "https://www.komdigi.go.id",
    tags: ["umkm", "digital", "pelatihan"],
    createdAt: "2026-09-17T06:20:00.000Z",
    updatedAt: null,
    status: "terbit",
    publishAt: null,
  },
  {
    id: "RJE0jsEUv39wpnVtBse3",
    judul: "Kerja Bakti Bersihkan Selokan Menjelang Musim Hujan",
    kategori: "Sosial & Budaya",
    gambar: sampleImage("artikel-kerja-bakti"),
    text: [
      "Menjelang musim hujan, warga lima RT di Padukuhan Karangrejo bergotong royong membersihkan selokan dan saluran irigasi. Sampah dan lumpur yang menyumbat aliran air diangkat agar tidak terjadi genangan di jalan kampung.",
      "Bapak-bapak membersihkan saluran, para pemuda memangkas ranting pohon yang menjuntai ke jalan, sedangkan ibu-ibu menyiapkan konsumsi berupa teh hangat dan jajanan pasar. Kegiatan dimulai pukul tujuh pagi dan selesai menjelang siang.",
    ].join("\n"),
    link: null,
    tags: [],
    createdAt: "2026-10-25T00:30:00.000Z",
    updatedAt: null,
    status: "terbit",
    publishAt: null,
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

/** When each sample event runs on its day, on the WIB clock. */
const SAMPLE_EVENT_HOURS: Record<string, { mulai: string; selesai: string }> = {
  IMt0Um4v6bak1zWEEgF2: { mulai: "19:00", selesai: "22:00" },
  Xo14hooV6vW1FlMl1csD: { mulai: "08:00", selesai: "11:00" },
  HM5xUKNwtpzBNYvBanyE: { mulai: "07:00", selesai: "11:30" },
};

const wibIso = (tanggal: string, time: string) =>
  (wibInputToDate(`${tanggal}T${time}`) as Date).toISOString();

/**
 * The sample events as 'Agenda Kegiatan' items. `arsip` is false here; loading them writes it
 * from the clock (an event already over goes straight to the archive).
 */
export const sampleAgenda: Agenda[] = sampleEvents.map((event) => {
  const hours = SAMPLE_EVENT_HOURS[event.id] ?? { mulai: "08:00", selesai: "12:00" };
  return {
    id: event.id,
    judul: event.judul,
    mulai: wibIso(event.tanggal, hours.mulai),
    selesai: wibIso(event.tanggal, hours.selesai),
    lokasi: event.lokasi,
    deskripsi: event.deskripsi,
    gambar: null,
    arsip: false,
    createdAt: "2026-11-20T01:00:00.000Z",
    updatedAt: null,
  };
});

/**
 * Sample gallery photos. Their titles cover every gallery category (derived from keywords
 * in `judul`): two each of Pemandangan, Budaya, Infrastruktur, Masyarakat and Kegiatan.
 */
export const sampleGaleri: Galeri[] = (
  [
    {
      id: "EP4aU73FcHlabvE89gQt",
      judul: "Hamparan sawah menjelang panen",
      foto: sampleImage("galeri-sawah"),
      createdAt: "2026-11-02T01:00:00.000Z",
      updatedAt: null,
    },
    {
      id: "NYRiZJD3eyjJUkHpoSss",
      judul: "Latihan tari klasik anak-anak di pendapa",
      foto: sampleImage("galeri-tari"),
      createdAt: "2026-10-18T10:30:00.000Z",
      updatedAt: null,
    },
    {
      id: "14FwRmZDJwHrzmqhseOL",
      judul: "Jembatan bambu di atas selokan",
      foto: sampleImage("galeri-jembatan"),
      createdAt: "2026-10-05T03:20:00.000Z",
      updatedAt: null,
    },
    {
      id: "rqC9dk1RC0svQrYFA6ij",
      judul: "Warga gotong royong membangun pos ronda",
      foto: sampleImage("galeri-gotong-royong"),
      createdAt: "2026-09-28T02:00:00.000Z",
      updatedAt: null,
    },
    {
      id: "TDJRUCb6qIRSiMHS49T1",
      judul: "Senam pagi bersama ibu-ibu PKK",
      foto: sampleImage("galeri-senam"),
      createdAt: "2026-09-14T23:30:00.000Z",
      updatedAt: null,
    },
    {
      id: "MhVqphX2lihLk1upaYrl",
      judul: "Gunung Merapi terlihat dari pematang",
      foto: sampleImage("galeri-merapi"),
      createdAt: "2026-08-30T22:45:00.000Z",
      updatedAt: null,
    },
    {
      id: "9alNyvnpSvolVbIQb4PD",
      judul: "Pentas seni gamelan saat merti dusun",
      foto: sampleImage("galeri-gamelan"),
      createdAt: "2026-07-12T12:00:00.000Z",
      updatedAt: null,
    },
    {
      id: "N3a5V8RyFYmOkaH92Kgo",
      judul: "Kantor balai padukuhan yang baru dicat",
      foto: sampleImage("galeri-balai"),
      createdAt: "2026-06-09T04:00:00.000Z",
      updatedAt: "2026-06-10T02:30:00.000Z",
    },
    {
      id: "kUmnP9L3DYn3G4aJPU8T",
      judul: "Pasar pagi penduduk Karangrejo",
      foto: sampleImage("galeri-pasar"),
      createdAt: "2026-05-16T23:15:00.000Z",
      updatedAt: null,
    },
    {
      id: "VhwSXAfFL4yLuHrYt5e7",
      judul: "Penyuluhan pertanian oleh mahasiswa KKN",
      foto: sampleImage("galeri-penyuluhan"),
      createdAt: "2026-04-11T02:40:00.000Z",
      updatedAt: null,
    },
  ] satisfies Omit<Galeri, "kategori" | "videoId">[]
).map((photo) => ({ ...photo, videoId: null, kategori: galeriKategori(photo.judul) }));

/** No sample business has an address of its own: each page names the hamlet, as the seed's does. */
export const sampleUmkm: Umkm[] = (
  [
    {
      id: "OKDx9Rb3F9W3egcKOeQv",
      nama: "Gudeg Bu Sri",
      nama_pemilik: "Sri Wahyuni",
      no_telp: "0812-3456-7890",
      kategori: "Makanan",
      gambar: sampleImage("umkm-gudeg"),
      text: "Gudeg kering khas Yogyakarta yang dimasak dengan kayu bakar selama semalam. Disajikan bersama krecek, telur pindang, dan ayam kampung. Melayani pesanan untuk hajatan, arisan, dan oleh-oleh dalam kemasan besek.",
      produk: [
        { nama: "Gudeg Komplit", gambar: sampleImage("produk-gudeg-komplit"), harga: 25000 },
        { nama: "Gudeg Besek Oleh-oleh", gambar: sampleImage("produk-gudeg-besek"), harga: 60000 },
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
      gambar: sampleImage("umkm-wedang"),
      text: "Racikan wedang uwuh dari kayu secang, jahe, cengkih, kayu manis, dan daun pala yang dikeringkan sendiri. Cukup diseduh air panas untuk minuman hangat yang menyegarkan badan. Tersedia juga jahe merah instan tanpa pengawet.",
      produk: [
        { nama: "Wedang Uwuh Kemasan", gambar: sampleImage("produk-wedang-uwuh"), harga: 15000 },
        { nama: "Jahe Merah Instan", gambar: sampleImage("produk-jahe-merah"), harga: 20000 },
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
      gambar: sampleImage("umkm-anyaman"),
      text: "Kelompok perajin bambu yang membuat besek, tampah, kap lampu, dan hiasan dinding. Bambu diambil dari kebun warga dan dianyam dengan tangan, sehingga setiap produk kuat, ringan, dan ramah lingkungan. Menerima pesanan dalam jumlah besar.",
      produk: [
        { nama: "Besek Bambu (isi 10)", gambar: sampleImage("produk-besek"), harga: 35000 },
        { nama: "Tampah Anyaman", gambar: sampleImage("produk-tampah"), harga: 45000 },
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
      gambar: sampleImage("umkm-keripik"),
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
      gambar: sampleImage("umkm-batik"),
      text: "Sanggar batik tulis yang dikelola ibu-ibu Karangrejo dengan motif padi, daun, dan aliran sungai. Menggunakan pewarna alam dari kulit kayu dan daun indigo. Menjual kain, kemeja, dan menerima kursus membatik untuk rombongan.",
      produk: [
        { nama: "Kain Batik Tulis Motif Padi", gambar: sampleImage("produk-kain-batik"), harga: 450000 },
        { nama: "Kemeja Batik Pria", gambar: sampleImage("produk-kemeja-batik"), harga: 275000 },
      ],
      tags: ["batik", "pewarna alam", "kain"],
      createdAt: "2026-08-19T04:20:00.000Z",
      updatedAt: null,
    },
  ] satisfies UmkmListItem[]
).map((umkm) => ({ ...umkm, alamat: null, peta: null }));

// ---------------------------------------------------------------------------
// Data Padukuhan
// ---------------------------------------------------------------------------

/** One filled table of one year, its figures as the office's form saves them. */
export type SampleDataTable = { [T in DataTable]: { tabel: T; tahun: number; isi: DataValue<T> } }[DataTable];

const line = (anggaran: number, realisasi: number): ApbdesLine => ({ anggaran, realisasi });

/**
 * The sample hamlet's figures ('Data Padukuhan', decision 022), so `/data` and `/data/apbdes`
 * show something on a fresh local site: the population of three years (the trend), every
 * breakdown and a closed budget for the last of them. The last year's people and families are
 * the numbers in the sample settings (615 and 195), which the home page shows; every breakdown
 * adds up and the budget balances (`sample-content.test.ts` checks both).
 */
export const sampleData: SampleDataTable[] = [
  { tabel: "penduduk", tahun: 2023, isi: { jiwa: 598, kk: 188, laki: 293, perempuan: 305 } },
  { tabel: "penduduk", tahun: 2024, isi: { jiwa: 604, kk: 191, laki: 296, perempuan: 308 } },
  { tabel: "penduduk", tahun: 2025, isi: { jiwa: 615, kk: 195, laki: 301, perempuan: 314 } },
  {
    tabel: "umur",
    tahun: 2025,
    isi: {
      "0–4": 42,
      "5–9": 45,
      "10–14": 43,
      "15–19": 44,
      "20–24": 46,
      "25–29": 46,
      "30–34": 43,
      "35–39": 45,
      "40–44": 44,
      "45–49": 41,
      "50–54": 38,
      "55–59": 35,
      "60–64": 31,
      "65–69": 25,
      "70–74": 20,
      "75+": 27,
    },
  },
  {
    tabel: "pendidikan",
    tahun: 2025,
    isi: {
      "Tidak/Belum Sekolah": 70,
      "Belum Tamat SD": 62,
      "Tamat SD": 148,
      SMP: 121,
      "SMA/SMK": 160,
      Diploma: 18,
      "Sarjana (S1)": 33,
      "Pascasarjana (S2/S3)": 3,
    },
  },
  {
    tabel: "pekerjaan",
    tahun: 2025,
    isi: {
      "Petani/Pekebun": 118,
      "Buruh Tani": 52,
      "Buruh Harian Lepas": 41,
      Pedagang: 27,
      Wiraswasta: 38,
      "Karyawan Swasta": 44,
      "PNS/TNI/Polri": 9,
      "Pelajar/Mahasiswa": 121,
      "Mengurus Rumah Tangga": 72,
      "Belum/Tidak Bekerja": 84,
      Lainnya: 9,
    },
  },
  {
    tabel: "agama",
    tahun: 2025,
    isi: { Islam: 598, Kristen: 9, Katolik: 8, Hindu: 0, Buddha: 0, Konghucu: 0, Kepercayaan: 0 },
  },
  {
    tabel: "perkawinan",
    tahun: 2025,
    isi: { "Belum Kawin": 262, Kawin: 311, "Cerai Hidup": 9, "Cerai Mati": 33 },
  },
  { tabel: "disabilitas", tahun: 2025, isi: { Fisik: 4, Intelektual: 1, Mental: 2, Sensorik: 3 } },
  {
    tabel: "apbdes",
    tahun: 2025,
    isi: {
      pendapatan: {
        "Dana Desa": line(1_050_000_000, 1_050_000_000),
        "Alokasi Dana Desa": line(420_000_000, 420_000_000),
        "Bagi Hasil Pajak dan Retribusi": line(38_000_000, 36_500_000),
        "Pendapatan Asli Desa": line(65_000_000, 71_200_000),
        "Bantuan Keuangan": line(150_000_000, 150_000_000),
        "Lain-lain": line(5_000_000, 3_800_000),
      },
      belanja: {
        "Penyelenggaraan Pemerintahan Desa": line(560_000_000, 541_300_000),
        "Pelaksanaan Pembangunan Desa": line(820_000_000, 776_450_000),
        "Pembinaan Kemasyarakatan": line(150_000_000, 142_800_000),
        "Pemberdayaan Masyarakat": line(190_000_000, 181_250_000),
        "Penanggulangan Bencana, Darurat dan Mendesak": line(60_000_000, 24_000_000),
      },
      // Last year's SILPA brought in; the BUMDes's capital paid out.
      pembiayaan: { Penerimaan: line(72_000_000, 72_000_000), Pengeluaran: line(20_000_000, 20_000_000) },
      silpa: line(0, 117_700_000),
    },
  },
];

// ---------------------------------------------------------------------------
// Image files
// ---------------------------------------------------------------------------

function fileNameOf(src: string | null | undefined): string[] {
  return src?.startsWith(IMG) ? [src.slice(IMG.length)] : [];
}

/**
 * Residents' reports the office has shown on the public record ('Lapor Warga', decision 021),
 * so `/lapor/daftar` and its chart have something to show on a fresh local site. Their codes
 * are in this file, so their private pages are no secret: samples only, never a real report.
 */
export type SampleLaporan = Omit<LaporanForResident, "jawaban"> & {
  id: string;
  /** The office's answers (ISO, WIB written as +07:00), never edited. */
  jawaban: { text: string; createdAt: string }[];
};

export const sampleLaporan: SampleLaporan[] = [
  {
    id: "laporContohJembatan",
    kode: "LW-C0NT-0H01",
    kategori: "Jalan dan Jembatan",
    judul: "Papan jembatan ke sawah lapuk",
    uraian:
      "Dua papan di tengah jembatan sudah lapuk dan berlubang.\nSepeda motor pengangkut gabah harus dituntun.",
    lokasi: "Jembatan ke bulak sawah, ujung barat RT 02",
    koordinat: "-7.7669,110.2472",
    status: "selesai",
    createdAt: "2026-08-11T07:40:00+07:00",
    foto: [sampleImage("galeri-jembatan")],
    jawaban: [
      {
        text: "Terima kasih. Papan sudah dicek pengurus dan akan diganti Sabtu ini lewat kerja bakti.",
        createdAt: "2026-08-12T09:15:00+07:00",
      },
      {
        text: "Papan jembatan sudah diganti baru. Terima kasih warga RT 02 yang ikut kerja bakti.",
        createdAt: "2026-08-16T15:30:00+07:00",
      },
    ],
  },
  {
    id: "laporContohLampu",
    kode: "LW-C0NT-0H02",
    kategori: "Penerangan",
    judul: "Lampu jalan di tikungan makam mati",
    uraian:
      "Sudah hampir dua minggu lampu jalan di tikungan dekat makam tidak menyala. Malam hari sangat gelap.",
    lokasi: "Tikungan dekat makam, RT 04",
    koordinat: null,
    status: "selesai",
    createdAt: "2026-09-03T19:05:00+07:00",
    foto: [],
    jawaban: [
      {
        text: "Lampu sudah diganti oleh petugas kelurahan pada 6 September.",
        createdAt: "2026-09-06T10:00:00+07:00",
      },
    ],
  },
  {
    id: "laporContohSaluran",
    kode: "LW-C0NT-0H03",
    kategori: "Saluran Air",
    judul: "Saluran air depan pasar tersumbat",
    uraian: "Saluran tersumbat sampah plastik, air meluap ke jalan setiap hujan deras.",
    lokasi: "Depan pasar dusun",
    koordinat: "-7.7681,110.2490",
    status: "diproses",
    createdAt: "2026-10-21T06:30:00+07:00",
    foto: [],
    jawaban: [
      {
        text: "Sudah kami jadwalkan pembersihan bersama pedagang pasar minggu depan.",
        createdAt: "2026-10-22T08:00:00+07:00",
      },
    ],
  },
];

/**
 * Every image file (e.g. "galeri-sawah/original.jpg") that the content above refers to, each
 * once, derived from the data, as a path under `shared/content/images/`. Its WebP copies sit
 * beside it (`copyUrls` in images.ts names them).
 */
export const sampleImageFiles: string[] = [
  ...new Set([
    ...carouselImages.flatMap((c) => fileNameOf(c.src)),
    ...about.cultureCards.flatMap((c) => fileNameOf(c.image)),
    ...sampleArtikel.flatMap((a) => fileNameOf(a.gambar)),
    ...sampleGaleri.flatMap((g) => fileNameOf(g.foto)),
    ...sampleUmkm.flatMap((u) => [...fileNameOf(u.gambar), ...u.produk.flatMap((p) => fileNameOf(p.gambar))]),
    ...sampleLaporan.flatMap((l) => l.foto.flatMap(fileNameOf)),
  ]),
];
