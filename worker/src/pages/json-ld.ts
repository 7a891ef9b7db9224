/**
 * Structured data (schema.org JSON-LD) of the public pages, for search engines: the hamlet on
 * the home page, `NewsArticle`, `LocalBusiness` and `Event` on the detail pages, a `Dataset`
 * on each page of 'Data Padukuhan' naming its downloads, and a `BreadcrumbList` wherever the
 * page shows its breadcrumb. Made here, on the server, from the
 * data the page was rendered with: never in the browser, whose first load has no bytes to
 * spare. A crawler reads each address as the server sends it, so the browser need not keep it
 * current while a visitor moves around in the app.
 */

import type { Agenda } from "@padukuhan/shared/agenda";
import { type Artikel, artikelAuthor } from "@padukuhan/shared/artikel";
import { whatsappNumber } from "@padukuhan/shared/contact";
import {
  DATA_FORMATS,
  DATA_PATHS,
  DATA_TABLE_TITLES,
  DATA_TABLES,
  type DataTable,
} from "@padukuhan/shared/data-padukuhan";
import type {
  AgendaDetailData,
  ArtikelDetailData,
  DataApbdesData,
  DataPendudukData,
  PageName,
  UmkmDetailData,
} from "@padukuhan/shared/pages";
import { DEFAULT_SETTINGS } from "@padukuhan/shared/settings";
import type { SiteChrome } from "@padukuhan/shared/site";
import type { Umkm } from "@padukuhan/shared/umkm";
import { wibInput } from "@padukuhan/shared/wib";

export type JsonLd = Record<string, unknown>;

/** Google cuts a `NewsArticle` headline longer than this. */
export const HEADLINE_MAX = 110;

/** An instant on the WIB clock with its offset: "2026-12-20T19:00:00+07:00". */
export const wibDateTime = (iso: string) => `${wibInput(new Date(iso))}:00+07:00`;

// Properties left `undefined` vanish when the objects are written out (JSON.stringify): an
// empty value is never sent, and the Worker's size pays for no conditional spreads.

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** A phone number in international form ('(0274) 798 5210' → '+622747985210'), or none. */
function telephone(phone: string): string | undefined {
  const number = whatsappNumber(phone);
  return number ? `+${number}` : undefined;
}

/**
 * An address as a `PostalAddress`. The settings and records hold one line of text, written as
 * Indonesians do ('Jl. …, Kalurahan …, Kabupaten Sleman, Daerah Istimewa Yogyakarta 55563'):
 * the regency or city is the locality, the part after it the province, a five-digit number
 * at the end the postal code; without a regency or city the whole line is the street address.
 */
export function postalAddress(text: string): JsonLd {
  const postalCode = /\b(\d{5})\s*$/.exec(text)?.[1];
  const parts = text
    .replace(/\s*\b\d{5}\s*$/, "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  let at = parts.findIndex((part) => /^(kabupaten|kab\.|kota)\s/i.test(part));
  if (at < 0) at = parts.length;
  return {
    "@type": "PostalAddress",
    streetAddress: parts.slice(0, at).join(", ") || undefined,
    addressLocality: parts[at],
    addressRegion: parts.slice(at + 1).join(", ") || undefined,
    postalCode,
    addressCountry: "ID",
  };
}

/**
 * The village's address, phone or email when it is really its own: one still at the neutral
 * default ('Alamat belum diisi', '-') would tell search engines something untrue.
 */
const own = ({ contact }: SiteChrome, key: "address" | "phone" | "email") =>
  contact[key] !== DEFAULT_SETTINGS.contact[key] ? contact[key] : "";

const villageAddress = (site: SiteChrome) => {
  const address = own(site, "address");
  return address ? postalAddress(address) : undefined;
};

/** The hamlet as publisher or organiser; the home page describes it in full. */
const organizationRef = (site: SiteChrome, origin: string): JsonLd => ({
  "@type": "GovernmentOrganization",
  name: site.identity.villageName,
  url: `${origin}/`,
  logo: { "@type": "ImageObject", url: absolute(site.identity.logo ?? "/favicon.svg", origin) },
});

/** The home page: the hamlet itself, with its address, contacts and social accounts. */
function organization(site: SiteChrome, origin: string): JsonLd {
  const { identity } = site;
  const sameAs = Object.values(site.social).filter(Boolean);
  const image = site.shareImage ?? identity.logo;
  return {
    ...organizationRef(site, origin),
    description: identity.description,
    image: image ? absolute(image, origin) : undefined,
    address: villageAddress(site),
    telephone: telephone(own(site, "phone")),
    email: own(site, "email") || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
}

/** The breadcrumb as the page shows it (components/breadcrumb.tsx): Beranda › list › page. */
type Step = [path: string, label: string];
const breadcrumb = (origin: string, ...steps: Step[]): JsonLd => ({
  "@type": "BreadcrumbList",
  itemListElement: ([["/", "Beranda"], ...steps] as Step[]).map(([path, name], index) => ({
    "@type": "ListItem",
    position: index + 1,
    name,
    item: absolute(path, origin),
  })),
});

const recordPath = (list: string, id: string) => `/${list}/${encodeURIComponent(id)}`;

function newsArticle(artikel: Artikel, site: SiteChrome, origin: string): JsonLd {
  const url = absolute(recordPath("artikel", artikel.id), origin);
  const { judul, createdAt, updatedAt } = artikel;
  const author = artikelAuthor(artikel);
  return {
    "@type": "NewsArticle",
    headline: judul.length > HEADLINE_MAX ? `${judul.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : judul,
    image: [absolute(artikel.gambar || site.shareImage || "/favicon.svg", origin)],
    // `createdAt` of a published article is the moment it went public (decision 012); a
    // scheduled article edited before then was not modified after it.
    datePublished: createdAt,
    dateModified: updatedAt && updatedAt > createdAt ? updatedAt : createdAt,
    author: author.person
      ? { "@type": "Person", name: author.name }
      : { "@type": "Organization", name: author.name, url: `${origin}/` },
    publisher: organizationRef(site, origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}

/** Each UMKM is in the hamlet: its own address (`alamat`) when it has one, else the village's. */
function localBusiness(umkm: Umkm, site: SiteChrome, origin: string): JsonLd {
  const alamat = umkm.alamat?.trim();
  return {
    "@type": "LocalBusiness",
    name: umkm.nama,
    url: absolute(recordPath("umkm", umkm.id), origin),
    image: umkm.gambar ? [absolute(umkm.gambar, origin)] : undefined,
    telephone: telephone(umkm.no_telp),
    address: alamat ? postalAddress(alamat) : villageAddress(site),
  };
}

/**
 * An event's page. It takes place in the hamlet: the place is the event's own `lokasi`, its
 * address the village's. An ended event is still 'scheduled': it took place as planned.
 */
const event = (agenda: Agenda, site: SiteChrome, origin: string): JsonLd => ({
  "@type": "Event",
  name: agenda.judul,
  startDate: wibDateTime(agenda.mulai),
  endDate: wibDateTime(agenda.selesai),
  eventStatus: "https://schema.org/EventScheduled",
  eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
  location: { "@type": "Place", name: agenda.lokasi, address: villageAddress(site) ?? agenda.lokasi },
  description: agenda.deskripsi,
  image: agenda.gambar ? [absolute(agenda.gambar, origin)] : undefined,
  organizer: organizationRef(site, origin),
  url: absolute(recordPath("agenda", agenda.id), origin),
});

const ENCODINGS = { csv: "text/csv", json: "application/json" } as const;

/**
 * A year's tables of 'Data Padukuhan' as a `Dataset`: the page of that year (`?tahun=` keeps it
 * that year when a newer one is added), and each table's files as its distribution.
 */
function dataset(
  site: SiteChrome,
  origin: string,
  {
    name,
    description,
    page,
    tahun,
    tables,
  }: {
    name: string;
    description: string;
    page: string;
    tahun: number;
    tables: DataTable[];
  },
): JsonLd {
  return {
    "@type": "Dataset",
    name,
    description,
    url: absolute(`${page}?tahun=${tahun}`, origin),
    temporalCoverage: String(tahun),
    inLanguage: "id",
    isAccessibleForFree: true,
    creator: organizationRef(site, origin),
    distribution: tables.flatMap((tabel) =>
      DATA_FORMATS.map((format) => ({
        "@type": "DataDownload",
        name: `${DATA_TABLE_TITLES[tabel]} ${tahun} (${format.toUpperCase()})`,
        encodingFormat: ENCODINGS[format],
        contentUrl: absolute(DATA_PATHS.download(tabel, tahun, format), origin),
      })),
    ),
  };
}

/** The population's page: its year's totals and those breakdowns that are filled in. */
function pendudukDataset(
  { tahun, penduduk, breakdowns }: DataPendudukData,
  site: SiteChrome,
  origin: string,
) {
  const tables = DATA_TABLES.filter((tabel) =>
    tabel === "penduduk" ? penduduk !== null : tabel !== "apbdes" && breakdowns[tabel] !== undefined,
  );
  if (tahun === null || tables.length === 0) return [];
  const village = site.identity.villageName;
  const parts = tables.map((tabel) => DATA_TABLE_TITLES[tabel].toLocaleLowerCase("id-ID"));
  return [
    dataset(site, origin, {
      name: `Data Penduduk ${village} Tahun ${tahun}`,
      description: `Data kependudukan ${village} tahun ${tahun}: ${parts.join(", ")}. Dapat diunduh sebagai CSV dan JSON.`,
      page: DATA_PATHS.penduduk,
      tahun,
      tables,
    }),
  ];
}

function apbdesDataset({ tahun, apbdes }: DataApbdesData, site: SiteChrome, origin: string) {
  if (tahun === null || apbdes === null) return [];
  const village = site.identity.villageName;
  return [
    dataset(site, origin, {
      name: `APBDes ${village} Tahun ${tahun}`,
      description: `Anggaran Pendapatan dan Belanja Desa (APBDes) tahun ${tahun} yang diumumkan ${village}: pendapatan menurut sumber, belanja menurut bidang, pembiayaan dan SILPA, dengan anggaran dan realisasinya.`,
      page: DATA_PATHS.apbdes,
      tahun,
      tables: ["apbdes"],
    }),
  ];
}

/** What a page describes, without the context every object gets. */
function describe(page: PageName | null, data: unknown, site: SiteChrome, origin: string): JsonLd[] {
  if (data == null) return [];
  switch (page) {
    case "home":
      return [organization(site, origin)];
    case "artikelDetail": {
      const { artikel } = data as ArtikelDetailData;
      // Drafts never reach a public page; should one ever, it says nothing to search engines.
      if (artikel?.status !== "terbit") return [];
      return [
        newsArticle(artikel, site, origin),
        breadcrumb(origin, ["/artikel", "Artikel"], [recordPath("artikel", artikel.id), artikel.judul]),
      ];
    }
    case "umkmDetail": {
      const { umkm } = data as UmkmDetailData;
      if (!umkm) return [];
      return [
        localBusiness(umkm, site, origin),
        breadcrumb(origin, ["/umkm", "UMKM"], [recordPath("umkm", umkm.id), umkm.nama]),
      ];
    }
    case "agendaDetail": {
      const { agenda } = data as AgendaDetailData;
      if (!agenda) return [];
      return [
        event(agenda, site, origin),
        breadcrumb(origin, agenda.arsip ? ["/agenda/arsip", "Arsip Agenda"] : ["/agenda", "Agenda"], [
          recordPath("agenda", agenda.id),
          agenda.judul,
        ]),
      ];
    }
    case "dataPenduduk":
      return pendudukDataset(data as DataPendudukData, site, origin);
    case "dataApbdes":
      return apbdesDataset(data as DataApbdesData, site, origin);
    default:
      return [];
  }
}

/**
 * The JSON-LD objects of a public page, from the data it was rendered with; none for a page
 * whose data could not be read, a missing record, or a page with nothing to describe.
 */
export const structuredData = (...page: Parameters<typeof describe>): JsonLd[] =>
  describe(...page).map((object) => ({ "@context": "https://schema.org", ...object }));
