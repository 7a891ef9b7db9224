import { limits } from "@padukuhan/shared/constants";
import { formatDate, formatNumber } from "@padukuhan/shared/format";
import type { HomeData } from "@padukuhan/shared/pages";
import { telLink } from "@padukuhan/shared/contact";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { Link } from "react-router-dom";
import { AgendaItem } from "../components/agenda-item";
import { ArtikelCardView, UmkmCardView } from "../components/cards";
import { Carousel } from "../components/carousel";
import { ContactForm } from "../components/contact-form";
import { CARD_SIZES, HOME_GALLERY_SIZES } from "../components/image-sizes";
import { usePageData } from "../page-data";
import { useSite } from "../site-config";
import "./home.css";

function stats({ statistics }: HomeData) {
  return [
    { value: formatNumber(statistics.population), label: "Jumlah Penduduk" },
    { value: `${formatNumber(statistics.areaHa)} Ha`, label: "Luas Wilayah" },
    { value: formatNumber(statistics.families), label: "Kepala Keluarga" },
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

export function HomePage() {
  const data = usePageData("home");
  const { artikel, galeri, umkm, welcome, statistics, profile, carousel } = data;
  const { identity, contact } = useSite();
  return (
    <>
      {carousel.slides.length > 0 ? (
        <Carousel slides={carousel.slides} />
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
        {statistics.asOf && <p className="stats-date">Data per {formatDate(statistics.asOf)}</p>}
        <Link className="button" to="/about">
          Selengkapnya tentang Kami
        </Link>
      </section>

      <section className="section" aria-labelledby="artikel-terbaru">
        <h2 id="artikel-terbaru">Artikel Terbaru</h2>
        {artikel.length === 0 ? (
          <p className="empty">Belum ada artikel tersedia.</p>
        ) : (
          <div className="cards">
            {artikel.map((item) => (
              <ArtikelCardView
                key={item.id}
                artikel={item}
                summaryLength={limits.summaryHome}
                imageSizes={CARD_SIZES}
              />
            ))}
          </div>
        )}
        <Link className="button" to="/artikel">
          Lihat Semua Artikel
        </Link>
      </section>

      <section className="section home-agenda" aria-labelledby="agenda-mendatang">
        <h2 id="agenda-mendatang">Agenda Mendatang</h2>
        {/* Absent in page data cached before the agenda existed. */}
        {(data.agenda ?? []).length === 0 ? (
          <p className="empty">Belum ada agenda mendatang.</p>
        ) : (
          <ul className="agenda-items">
            {data.agenda.map((item) => (
              <li key={item.id}>
                <AgendaItem agenda={item} />
              </li>
            ))}
          </ul>
        )}
        <Link className="button" to="/agenda">
          Lihat Semua Agenda
        </Link>
      </section>

      <section className="section" aria-labelledby="galeri-foto">
        <h2 id="galeri-foto">Galeri Foto</h2>
        {galeri.length === 0 ? (
          <p className="empty">Belum ada foto galeri tersedia.</p>
        ) : (
          <ul className="home-gallery">
            {galeri.slice(0, limits.homeGaleri).map((photo) => (
              <li key={photo.id}>
                {/* A plain link: the gallery page opens the photo it names (without JavaScript, scrolls to it). */}
                <Link to={`/galeri#foto-${photo.id}`}>
                  <ImageWithPlaceholder
                    src={photo.foto}
                    alt={photo.judul}
                    width={1200}
                    height={800}
                    sizes={HOME_GALLERY_SIZES}
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link className="button" to="/galeri">
          Lihat Semua Foto
        </Link>
      </section>

      <section className="section" aria-labelledby="umkm-warga">
        <h2 id="umkm-warga">UMKM Warga</h2>
        {umkm.length === 0 ? (
          <p className="empty">Belum ada data UMKM tersedia.</p>
        ) : (
          <div className="cards">
            {umkm.map((item) => (
              <UmkmCardView
                key={item.id}
                umkm={item}
                textLength={limits.umkmCardText}
                imageSizes={CARD_SIZES}
              />
            ))}
          </div>
        )}
        <Link className="button" to="/umkm">
          Lihat Semua UMKM
        </Link>
      </section>

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

      <section className="section contact" id="kontak" aria-labelledby="hubungi-kami">
        <h2 id="hubungi-kami">Hubungi Kami</h2>
        <div className="contact-grid">
          <ContactForm />
          <address className="contact-info">
            <p>
              <strong>Alamat</strong>
              {contact.address}
            </p>
            <p>
              <strong>Telepon</strong>
              <a href={telLink(contact.phone) ?? undefined}>{contact.phone}</a>
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
