import { limits } from "@padukuhan/shared/constants";
import { phoneText, telLink } from "@padukuhan/shared/contact";
import { DATA_PATHS } from "@padukuhan/shared/data-padukuhan";
import { formatDate, formatNumber } from "@padukuhan/shared/format";
import { LAPOR_PATHS } from "@padukuhan/shared/lapor";
import type { HomeData } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import type { ReactNode } from "react";
import { AgendaItem } from "../components/agenda-item";
import { ArtikelCardView, CardGrid, UmkmCardView } from "../components/cards";
import { Carousel } from "../components/carousel";
import { ContactForm } from "../components/contact-form";
import { CARD_SIZES, HOME_GALLERY_SIZES } from "../components/image-sizes";
import { EMPTY_TEXTS, LIST_LINKS } from "../components/kind-texts";
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { useSite, useSiteConfig } from "../site-config";
import "./home.css";

/**
 * The four numbers: people and families from the latest year of 'Data Padukuhan' when the
 * office has filled one in, otherwise from 'Pengaturan Situs'; area and RT always from there.
 */
function stats({ statistics, penduduk }: HomeData) {
  return [
    { value: formatNumber(penduduk?.penduduk.jiwa ?? statistics.population), label: "Jumlah Penduduk" },
    { value: `${formatNumber(statistics.areaHa)} Ha`, label: "Luas Wilayah" },
    { value: formatNumber(penduduk?.penduduk.kk ?? statistics.families), label: "Kepala Keluarga" },
    { value: formatNumber(statistics.hamlets), label: "Jumlah RT" },
  ];
}

/** The head of the hamlet's welcome, when the village has written one. */
function HeadWelcome({ profile }: HomeData) {
  if (!profile.headName || !profile.headWelcome) return null;
  return (
    <figure className="head-welcome">
      {profile.headPhoto && (
        <ImageWithPlaceholder src={profile.headPhoto} alt="" width={160} height={160} sizes="160px" />
      )}
      <blockquote>
        {profile.headWelcome.split(/\n+/).map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
          <p key={index}>{line}</p>
        ))}
      </blockquote>
      <figcaption>
        <strong>{profile.headName}</strong>
        <span>Kepala Padukuhan</span>
      </figcaption>
    </figure>
  );
}

/**
 * One of the home page's previews of a collection: its heading, the items (or the seed's
 * empty text when there are none) and the button to the whole list.
 */
function HomeSection({
  id,
  className,
  heading,
  kind,
  items,
  children,
}: {
  id: string;
  className?: string;
  heading: string;
  kind: keyof typeof LIST_LINKS;
  items: readonly unknown[];
  children: ReactNode;
}) {
  return (
    <section className={className ? `section ${className}` : "section"} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? <p className="empty">{EMPTY_TEXTS[kind]}</p> : children}
      <a className="button" href={LIST_LINKS[kind].to}>
        {LIST_LINKS[kind].label}
      </a>
    </section>
  );
}

export function HomePage() {
  const data = usePageData("home");
  const { artikel, galeri, umkm, welcome, statistics, profile, carousel } = data;
  const { identity, contact } = useSite();
  // A visitor saving data gets the first slide alone (components/carousel.tsx): the others'
  // pictures and texts are not even in the island's props.
  const shownSlides = useSiteConfig().saveData ? carousel.slides.slice(0, 1) : carousel.slides;
  return (
    <>
      {carousel.slides.length > 0 ? (
        <Island name="carousel" component={Carousel} props={{ slides: shownSlides }} />
      ) : (
        // No slide yet: the page still opens with the village's name.
        <section className="page-hero">
          <div className="page-hero-inner">
            <h1>{identity.villageName}</h1>
            {identity.slogan && <p>{identity.slogan}</p>}
          </div>
        </section>
      )}

      <section className="section welcome" aria-labelledby="sambutan">
        <h2 id="sambutan">{welcome.title}</h2>
        <p>{welcome.description}</p>
        {welcome.additionalInfo && <p>{welcome.additionalInfo}</p>}
        <HeadWelcome {...data} />
        <ul className="stats" aria-label="Statistik padukuhan">
          {stats(data).map((stat) => (
            <li key={stat.label}>
              <strong>{stat.value}</strong>
              <span>{stat.label}</span>
            </li>
          ))}
        </ul>
        {data.penduduk ? (
          <p className="stats-date">
            {`Data penduduk tahun ${data.penduduk.tahun}. `}
            <a href={DATA_PATHS.penduduk}>Lihat Data Padukuhan</a>
          </p>
        ) : (
          statistics.asOf && <p className="stats-date">Data per {formatDate(statistics.asOf)}</p>
        )}
        <a className="button" href="/about">
          Selengkapnya tentang Kami
        </a>
      </section>

      <HomeSection id="artikel-terbaru" heading="Artikel Terbaru" kind="artikel" items={artikel}>
        <CardGrid items={artikel}>
          {(item) => (
            <ArtikelCardView artikel={item} summaryLength={limits.summaryHome} imageSizes={CARD_SIZES} />
          )}
        </CardGrid>
      </HomeSection>

      <HomeSection
        id="agenda-mendatang"
        className="home-agenda"
        heading="Agenda Mendatang"
        kind="agenda"
        // Absent in page data cached before the agenda existed.
        items={data.agenda ?? []}
      >
        <ul className="agenda-items">
          {(data.agenda ?? []).map((item) => (
            <li key={item.id}>
              <AgendaItem agenda={item} />
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="galeri-foto" heading="Galeri Foto" kind="galeri" items={galeri}>
        <ul className="home-gallery">
          {galeri.slice(0, limits.homeGaleri).map((photo) => (
            <li key={photo.id}>
              {/* A plain link: the gallery page opens the photo it names (without JavaScript, scrolls to it). */}
              <a href={`/galeri#foto-${photo.id}`}>
                <ImageWithPlaceholder
                  src={photo.foto}
                  alt={photo.judul}
                  width={1200}
                  height={800}
                  sizes={HOME_GALLERY_SIZES}
                />
              </a>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection id="umkm-warga" heading="UMKM Warga" kind="umkm" items={umkm}>
        <CardGrid items={umkm}>
          {(item) => <UmkmCardView umkm={item} textLength={limits.umkmCardText} imageSizes={CARD_SIZES} />}
        </CardGrid>
      </HomeSection>

      <section className="section profile" aria-labelledby="profil-padukuhan">
        <h2 id="profil-padukuhan">Profil Padukuhan</h2>
        <p>{profile.description}</p>
        <h3>Visi</h3>
        <p>{profile.vision}</p>
        <h3>Misi</h3>
        <ol>
          {profile.missions.map((mission, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: missions keep their order while shown
            <li key={index}>{mission}</li>
          ))}
        </ol>
      </section>

      <section className="section lapor-cta" aria-labelledby="lapor-warga">
        <h2 id="lapor-warga">Lapor Warga</h2>
        <p>
          Jalan rusak, saluran tersumbat, lampu jalan mati atau pohon tumbang? Laporkan dengan foto dan
          lokasinya, lalu pantau tanggapan pengurus padukuhan.
        </p>
        <p className="lapor-cta-actions">
          <a className="button" href={LAPOR_PATHS.form}>
            Buat Laporan
          </a>
          <a className="button button-outline" href={LAPOR_PATHS.list}>
            Lihat Laporan Warga
          </a>
        </p>
      </section>

      <section className="section contact" id="kontak" aria-labelledby="hubungi-kami">
        <h2 id="hubungi-kami">Hubungi Kami</h2>
        <div className="contact-grid">
          <Island name="contactForm" component={ContactForm} props={{}} when="visible" />
          <address className="contact-info">
            <p>
              <strong>Alamat</strong>
              {contact.address}
            </p>
            <p>
              <strong>Telepon</strong>
              <a href={telLink(contact.phone) ?? undefined}>{phoneText(contact.phone)}</a>
            </p>
            <p>
              <strong>Email</strong>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              <strong>Jam Pelayanan</strong>
              {contact.officeHours}
            </p>
          </address>
        </div>
      </section>
    </>
  );
}
