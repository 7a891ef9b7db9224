/**
 * A village's archive after years of use, made up but shaped like the real thing: articles of
 * about 2,000 characters with three tags, UMKM with two products, photos titled like event
 * photos. Deterministic (one seed), so every run measures the same content. Pure: used by the
 * benchmark in Node and by the Worker tests inside workerd.
 */

import type { Agenda } from "../../shared/src/agenda";
import type { Artikel } from "../../shared/src/artikel";
import { ARTIKEL_KATEGORI, galeriKategori, UMKM_KATEGORI } from "../../shared/src/categories";
import type { Galeri } from "../../shared/src/galeri";
import type { Umkm } from "../../shared/src/umkm";
import { seededRandom } from "./seeded-random";

const WORDS = (
  "warga padukuhan dusun kegiatan gotong royong panen sawah pasar sekolah posyandu kesehatan " +
  "budaya tradisi kesenian gamelan jalan jembatan irigasi pertanian padi jagung ternak sapi " +
  "kambing batik kerajinan bambu makanan minuman jamu kopi teh pemuda karang taruna ibu-ibu pkk " +
  "rapat musyawarah pembangunan balai bantuan pelatihan mahasiswa kkn lingkungan sampah bersih " +
  "hijau air sumur lampu listrik internet desa sleman yogyakarta merapi kali sungai lomba " +
  "agustusan upacara pengajian syukuran merti dusun kenduri usaha modal koperasi"
).split(" ");

function sentence(next: () => number, words: number): string {
  const text = Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraphs(next: () => number, characters: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < characters) {
    const paragraph = Array.from({ length: 4 }, () => sentence(next, 8 + Math.floor(next() * 8))).join(" ");
    parts.push(paragraph);
    length += paragraph.length + 1;
  }
  return parts.join("\n").slice(0, characters);
}

const pick = <T>(next: () => number, values: readonly T[]): T =>
  values[Math.floor(next() * values.length)] as T;

/** One record a day going back from `newest`, a few hours apart within a day. */
const dayBefore = (newest: number, index: number, next: () => number) =>
  new Date(newest - index * 86_400_000 - Math.floor(next() * 36_000_000)).toISOString();

const NEWEST = Date.parse("2026-11-01T00:00:00.000Z");
const IMAGE = "/img/sample/galeri-sawah/original.jpg";

export function largeArtikel(count: number, seed = 1): Artikel[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: `art${String(index).padStart(6, "0")}`,
    judul: sentence(next, 5 + Math.floor(next() * 5)).replace(/\.$/, ""),
    text: paragraphs(next, 1800 + Math.floor(next() * 400)),
    link: next() < 0.3 ? "https://www.kemdikbud.go.id/" : null,
    kategori: pick(next, ARTIKEL_KATEGORI),
    gambar: IMAGE,
    tags: [pick(next, WORDS), pick(next, WORDS), pick(next, WORDS)].filter(
      (tag, i, all) => all.indexOf(tag) === i,
    ),
    createdAt: dayBefore(NEWEST, index, next),
    updatedAt: null,
    status: "terbit",
    publishAt: null,
  }));
}

export function largeUmkm(count: number, seed = 2): Umkm[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    id: `umkm${String(index).padStart(6, "0")}`,
    nama: `${pick(next, ["Warung", "Toko", "Kedai", "Sanggar", "Griya", "Omah"])} ${sentence(next, 2).replace(/\.$/, "")} ${index}`,
    nama_pemilik: `${pick(next, ["Bu", "Pak", "Mbak", "Mas"])} ${pick(next, ["Sri", "Budi", "Wahyu", "Siti", "Joko", "Ani", "Slamet", "Tini"])}`,
    no_telp: `08${String(1_000_000_000 + index).slice(0, 10)}`,
    text: paragraphs(next, 300 + Math.floor(next() * 500)),
    kategori: pick(next, UMKM_KATEGORI),
    gambar: IMAGE,
    produk: [
      {
        nama: sentence(next, 2).replace(/\.$/, ""),
        gambar: null,
        harga: 5000 + Math.floor(next() * 50) * 1000,
      },
      {
        nama: sentence(next, 2).replace(/\.$/, ""),
        gambar: IMAGE,
        harga: 5000 + Math.floor(next() * 50) * 1000,
      },
    ],
    tags: [pick(next, WORDS), pick(next, WORDS)].filter((tag, i, all) => all.indexOf(tag) === i),
    createdAt: dayBefore(NEWEST, index, next),
    updatedAt: null,
    // Half of them give an address (without drawing from `next`, so the rest stays as it was).
    alamat: index % 2 === 0 ? `Dusun Karangrejo RT 0${(index % 9) + 1}, Sumberagung, Moyudan, Sleman` : null,
    peta: null,
  }));
}

export function largeGaleri(count: number, seed = 3): Galeri[] {
  const next = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const judul = sentence(next, 3 + Math.floor(next() * 5)).replace(/\.$/, "");
    return {
      id: `foto${String(index).padStart(6, "0")}`,
      judul,
      foto: IMAGE,
      videoId: null,
      kategori: galeriKategori(judul),
      createdAt: dayBefore(NEWEST, Math.floor(index / 3), next),
      updatedAt: null,
    };
  });
}

/**
 * Events, one a day around `NEWEST`: the first `count / 2` after it (upcoming), the rest before
 * it (in the archive), each three hours long.
 */
export function largeAgenda(count: number, seed = 4): Agenda[] {
  const next = seededRandom(seed);
  const half = Math.floor(count / 2);
  return Array.from({ length: count }, (_, index) => {
    const mulai = NEWEST + (index < half ? index + 1 : half - index) * 86_400_000;
    return {
      id: `agenda${String(index).padStart(6, "0")}`,
      judul: sentence(next, 3 + Math.floor(next() * 5)).replace(/\.$/, ""),
      mulai: new Date(mulai).toISOString(),
      selesai: new Date(mulai + 3 * 3_600_000).toISOString(),
      lokasi: `Balai ${pick(next, WORDS)}`,
      deskripsi: paragraphs(next, 300 + Math.floor(next() * 200)),
      gambar: next() < 0.5 ? IMAGE : null,
      arsip: index >= half,
      createdAt: new Date(NEWEST).toISOString(),
      updatedAt: null,
    };
  });
}
