/**
 * Structured data (schema.org JSON-LD) of the public pages, for search engines: the hamlet on
 * the home page, `NewsArticle`, `LocalBusiness` and `Event` on the detail pages, and a
 * `BreadcrumbList` wherever the page shows its breadcrumb. Made here, on the server, from the
 * data the page was rendered with: never in the browser, whose first load has no bytes to
 * spare. A crawler reads each address as the server sends it, so the browser need not keep it
 * current while a visitor moves around in the app.
 */
import { whatsappNumber } from "@padukuhan/shared/contact";
import { formatRupiah, truncate } from "@padukuhan/shared/format";
import type { AgendaDetailData, ArtikelDetailData, PageName, UmkmDetailData } from "@padukuhan/shared/pages";
import { DEFAULT_SETTINGS } from "@padukuhan/shared/settings";
import type { SiteChrome } from "@padukuhan/shared/site";
import type { Agenda, Artikel, Umkm } from "@padukuhan/shared/types";
import { wibInput } from "@padukuhan/shared/wib";

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
/** Google cuts a `NewsArticle` headline longer than this. */
export const HEADLINE_MAX = 110;

/** An instant on the WIB clock with its offset: "2026-12-20T19:00:00+07:00". */
export const wibDateTime = (iso: string) => `${wibInput(new Date(iso))}:00+07:00`;

const absolute = (path: string, origin: string) => new URL(path, origin).href;

/** A phone number in international form ('(0274) 798 5210' → '+622747985210'), or none. */
function telephone(phone: string): string | undefined {
  const number = whatsappNumber(phone);
  return number ? `+${number}` : undefined;
}

/**
 * The village's address as a `PostalAddress`. The setting is one line of text, written as
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
    .filter((part) => part !== "");
  const localityAt = parts.findIndex((part) => /^(kabupaten|kab\.|kota)\s/i.test(part));
  const street = (localityAt >= 0 ? parts.slice(0, localityAt) : parts).join(", ");
  const region = localityAt >= 0 ? parts.slice(localityAt + 1).join(", ") : "";
  return {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    ...(localityAt >= 0 ? { addressLocality: parts[localityAt] } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "ID",
  };
}

/**
 * The village's contact details that are really its own: a value still at the neutral
 * default ('Alamat belum diisi', '-') would tell search engines something untrue.
 */
function ownContact(site: SiteChrome) {
  const { address, phone, email } = site.contact;
  const defaults = DEFAULT_SETTINGS.contact;
  return {
    address: address !== defaults.address ? address : null,
    telephone: phone !== defaults.phone ? telephone(phone) : undefined,
    email: email !== defaults.email ? email : null,
  };
}

const organizationId = (origin: string) => `${origin}/#organisasi`;
const logoOf = (site: SiteChrome, origin: string) => absolute(site.identity.logo ?? "/favicon.svg", origin);

/** The hamlet as publisher or organiser: a reference to the home page's full description. */
function organizationRef(site: SiteChrome, origin: string): JsonLd {
  return {
    "@type": "GovernmentOrganization",
    "@id": organizationId(origin),
    name: site.identity.villageName,
    url: `${origin}/`,
    logo: { "@type": "ImageObject", url: logoOf(site, origin) },
  };
}

/** The home page: the hamlet itself, with its address, contacts and social accounts. */
function organization(site: SiteChrome, origin: string): JsonLd {
  const { address, telephone, email } = ownContact(site);
  const sameAs = Object.values(site.social).filter((link) => link !== "");
  const image = site.shareImage ?? site.identity.logo;
  return {
    "@context": CONTEXT,
    ...organizationRef(site, origin),
    ...(site.identity.slogan ? { slogan: site.identity.slogan } : {}),
    description: site.identity.description,
    ...(image ? { image: absolute(image, origin) } : {}),
    ...(address ? { address: postalAddress(address) } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/** The site's name as search results show it (Google's 'site names'). */
function website(site: SiteChrome, origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: site.identity.villageName,
    url: `${origin}/`,
    inLanguage: "id-ID",
    publisher: { "@id": organizationId(origin) },
  };
}

/** The breadcrumb as the page shows it (components/breadcrumb.tsx): Beranda › list › page. */
function breadcrumb(
  origin: string,
  list: { path: string; label: string },
  current: { path: string; label: string },
) {
  const steps = [{ path: "/", label: "Beranda" }, list, current];
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: steps.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.label,
      item: absolute(step.path, origin),
    })),
  };
}

const headline = (judul: string) =>
  judul.length > HEADLINE_MAX ? `${judul.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : judul;

const artikelPath = (id: string) => `/artikel/${encodeURIComponent(id)}`;
const umkmPath = (id: string) => `/umkm/${encodeURIComponent(id)}`;
const agendaPath = (id: string) => `/agenda/${encodeURIComponent(id)}`;

/** A description for search engines: one line, cut as the pages' meta description is. */
const summary = (text: string) => truncate(text.replace(/\s+/g, " ").trim(), 160);

function newsArticle(artikel: Artikel, site: SiteChrome, origin: string): JsonLd {
  const url = absolute(artikelPath(artikel.id), origin);
  const image = artikel.gambar || site.shareImage || site.identity.logo || "/favicon.svg";
  // A scheduled article edited before it went public was modified before it was published.
  const modified =
    artikel.updatedAt && artikel.updatedAt > artikel.createdAt ? artikel.updatedAt : artikel.createdAt;
  return {
    "@context": CONTEXT,
    "@type": "NewsArticle",
    headline: headline(artikel.judul),
    description: summary(artikel.text),
    image: [absolute(image, origin)],
    // `createdAt` of a published article is the moment it went public (decision 012).
    datePublished: artikel.createdAt,
    dateModified: modified,
    author: { "@type": "Organization", name: `Admin ${site.identity.villageName}`, url: `${origin}/` },
    publisher: organizationRef(site, origin),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "id-ID",
    ...(artikel.kategori ? { articleSection: artikel.kategori } : {}),
    ...(artikel.tags.length > 0 ? { keywords: artikel.tags.join(", ") } : {}),
  };
}

/** A UMKM's own address once it has one (`alamat`), else the village's: every UMKM is in it. */
function umkmAddress(umkm: Umkm, site: SiteChrome): JsonLd | null {
  const own = "alamat" in umkm && typeof umkm.alamat === "string" ? umkm.alamat.trim() : "";
  if (own) return postalAddress(own);
  const { address } = ownContact(site);
  return address ? postalAddress(address) : null;
}

function localBusiness(umkm: Umkm, site: SiteChrome, origin: string): JsonLd {
  const url = absolute(umkmPath(umkm.id), origin);
  const phone = telephone(umkm.no_telp);
  const address = umkmAddress(umkm, site);
  const prices = umkm.produk.map((item) => item.harga).filter((harga) => harga > 0);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    "@id": `${url}#usaha`,
    name: umkm.nama,
    description: summary(umkm.text),
    url,
    ...(umkm.gambar ? { image: [absolute(umkm.gambar, origin)] } : {}),
    ...(phone ? { telephone: phone } : {}),
    // Without an address of its own or the village's, the hamlet's name still places it.
    address: address ?? {
      "@type": "PostalAddress",
      addressLocality: site.identity.villageName,
      addressCountry: "ID",
    },
    ...(umkm.kategori ? { keywords: umkm.kategori } : {}),
    ...(prices.length > 0
      ? {
          priceRange:
            lowest === highest ? formatRupiah(lowest) : `${formatRupiah(lowest)} - ${formatRupiah(highest)}`,
        }
      : {}),
    ...(umkm.produk.length > 0
      ? {
          makesOffer: umkm.produk.map((item) => ({
            "@type": "Offer",
            price: item.harga,
            priceCurrency: "IDR",
            itemOffered: {
              "@type": "Product",
              name: item.nama,
              ...(item.gambar ? { image: absolute(item.gambar, origin) } : {}),
            },
          })),
        }
      : {}),
  };
}

/**
 * An event's page. It takes place in the hamlet: the place is the event's own `lokasi`, its
 * address the village's. An ended event is still 'scheduled': it took place as planned.
 */
function event(agenda: Agenda, site: SiteChrome, origin: string): JsonLd {
  const { address } = ownContact(site);
  return {
    "@context": CONTEXT,
    "@type": "Event",
    name: agenda.judul,
    startDate: wibDateTime(agenda.mulai),
    endDate: wibDateTime(agenda.selesai),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: agenda.lokasi,
      address: address ? postalAddress(address) : agenda.lokasi,
    },
    description: agenda.deskripsi,
    ...(agenda.gambar ? { image: [absolute(agenda.gambar, origin)] } : {}),
    organizer: organizationRef(site, origin),
    url: absolute(agendaPath(agenda.id), origin),
  };
}

/**
 * The JSON-LD objects of a public page, from the data it was rendered with; none for a page
 * whose data could not be read, a missing record, or a page with nothing to describe.
 */
export function structuredData(
  page: PageName | null,
  data: unknown,
  site: SiteChrome,
  origin: string,
): JsonLd[] {
  if (data === null || data === undefined) return [];
  switch (page) {
    case "home":
      return [organization(site, origin), website(site, origin)];
    case "artikelDetail": {
      const { artikel } = data as ArtikelDetailData;
      // Drafts never reach a public page; should one ever, it says nothing to search engines.
      if (artikel?.status !== "terbit") return [];
      return [
        newsArticle(artikel, site, origin),
        breadcrumb(
          origin,
          { path: "/artikel", label: "Artikel" },
          { path: artikelPath(artikel.id), label: artikel.judul },
        ),
      ];
    }
    case "umkmDetail": {
      const { umkm } = data as UmkmDetailData;
      if (!umkm) return [];
      return [
        localBusiness(umkm, site, origin),
        breadcrumb(origin, { path: "/umkm", label: "UMKM" }, { path: umkmPath(umkm.id), label: umkm.nama }),
      ];
    }
    case "agendaDetail": {
      const { agenda } = data as AgendaDetailData;
      if (!agenda) return [];
      const list = agenda.arsip
        ? { path: "/agenda/arsip", label: "Arsip Agenda" }
        : { path: "/agenda", label: "Agenda" };
      return [
        event(agenda, site, origin),
        breadcrumb(origin, list, { path: agendaPath(agenda.id), label: agenda.judul }),
      ];
    }
    default:
      return [];
  }
}
