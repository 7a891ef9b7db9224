import { formatDate } from "@padukuhan/shared/format";
import type { AboutData } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { about, profile, villageName } from "@padukuhan/shared/village";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { CARD_IMAGE } from "../components/cards";
import {
  ABOUT_GALLERY_FIRST_SIZES,
  ABOUT_GALLERY_SIZES,
  CULTURE_CARD_SIZES,
} from "../components/image-sizes";
import { PageHero } from "../components/page-hero";
import { useLoadedPage } from "../page-data";
import "./about.css";

/** The borders in the order people name the compass points, with their Indonesian labels. */
const BORDERS = [
  { key: "utara", label: "Utara" },
  { key: "selatan", label: "Selatan" },
  { key: "timur", label: "Timur" },
  { key: "barat", label: "Barat" },
] as const;

const FACTS = [
  { value: `${profile.areaHa} Ha`, label: "Luas wilayah" },
  { value: String(profile.population), label: "Jiwa" },
  { value: String(profile.families), label: "Kepala keluarga" },
  { value: String(profile.hamlets), label: "RT" },
];

/** A page section with its h2; `tinted` gives it the light band that separates it from the next. */
function AboutSection({
  id,
  title,
  tinted = false,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? "about-band about-band-tinted" : "about-band"} aria-labelledby={id}>
      <div className="section">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <div className="about-text">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

function GalleryPreview({ galeri }: AboutData) {
  if (galeri.length === 0) return <p className="empty">Belum ada foto galeri tersedia.</p>;
  return (
    <ul className="about-gallery">
      {galeri.map((photo, index) => (
        <li key={photo.id}>
          <figure>
            {/* The caption below names the photo. */}
            <ImageWithPlaceholder
              src={photo.foto}
              alt=""
              {...CARD_IMAGE}
              sizes={index === 0 ? ABOUT_GALLERY_FIRST_SIZES : ABOUT_GALLERY_SIZES}
            />
            <figcaption>
              <span className="about-gallery-title">{photo.judul}</span>
              <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything here but the three photos is built in, so the page shows even when its photos
 * cannot be read (no connection during a navigation, or D1 down): without them, then.
 */
export function AboutPage() {
  const loaded = useLoadedPage();
  const galeri = loaded.failed ? [] : (loaded.data as AboutData).galeri;
  return (
    <>
      <PageHero title="Tentang Kami">
        <p className="about-intro">
          Mengenal lebih dekat {villageName}: sejarah, asal-usul nama, alam, dan budaya warganya.
        </p>
        <p className="about-founded">
          <span>Berdiri sejak</span> <strong>{about.foundingYear}</strong>
        </p>
      </PageHero>

      <AboutSection id="sejarah" title="Sejarah Padukuhan">
        <div className="about-history">
          <Paragraphs texts={about.history} />
          <aside className="about-year" aria-label="Tahun berdiri">
            <strong>{about.foundingYear}</strong>
            <span>Awal permukiman pada masa Kesultanan Mataram</span>
          </aside>
        </div>
      </AboutSection>

      <AboutSection id="asal-nama" title="Asal-usul Nama" tinted>
        <Paragraphs texts={about.nameOrigin} />
      </AboutSection>

      <AboutSection id="keunggulan" title="Keunggulan Padukuhan">
        <ul className="about-cards">
          {about.advantages.map((item) => (
            <li key={item.title} className="about-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </AboutSection>

      <AboutSection id="letak" title="Letak Geografis" tinted>
        <div className="about-location">
          <div>
            <p>{about.location.description}</p>
            <ul className="about-facts" aria-label="Padukuhan dalam angka">
              {FACTS.map((fact) => (
                <li key={fact.label}>
                  <strong>{fact.value}</strong>
                  <span>{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="about-borders">
            <h3>Batas Wilayah</h3>
            <dl>
              {BORDERS.map(({ key, label }) => (
                <div key={key}>
                  <dt>{label}</dt>
                  <dd>{about.location.borders[key]}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </AboutSection>

      <AboutSection id="budaya" title="Budaya dan Tradisi">
        <div className="cards about-culture">
          {about.cultureCards.map((card) => (
            <article key={card.title} className="card">
              {/* The card's heading names what the picture shows. */}
              <ImageWithPlaceholder src={card.image} alt="" {...CARD_IMAGE} sizes={CULTURE_CARD_SIZES} />
              <div className="card-body">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </div>
            </article>
          ))}
        </div>
      </AboutSection>

      <AboutSection id="galeri-padukuhan" title="Galeri Padukuhan" tinted>
        <GalleryPreview galeri={galeri} />
        <Link className="button" to="/galeri">
          Lihat Semua Foto
        </Link>
      </AboutSection>

      <AboutSection id="tim" title="Tim di Balik Website">
        <div className="about-people">
          <article className="about-card about-person">
            <h3>{about.team.title}</h3>
            <p>{about.team.text}</p>
          </article>
          <article className="about-card about-person">
            <h3>{about.developer.title}</h3>
            <p className="about-person-name">{about.developer.name}</p>
            <p>{about.developer.text}</p>
          </article>
        </div>
      </AboutSection>
    </>
  );
}
