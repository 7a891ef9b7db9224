import { formatDate, formatNumber } from "@padukuhan/shared/format";
import type { AboutData } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import type { ReactNode } from "react";
import {
  ABOUT_GALLERY_FIRST_SIZES,
  ABOUT_GALLERY_SIZES,
  CARD_IMAGE,
  CULTURE_CARD_SIZES,
} from "../components/image-sizes";
import { EMPTY_TEXTS, LIST_LINKS } from "../components/kind-texts";
import { PageHero } from "../components/page-hero";
import { Paragraphs } from "../components/paragraphs";
import { usePageData } from "../page-data";
import { useSite } from "../site-config";
// The culture cards look like the article cards.
import "../components/cards.css";
import "./about.css";

/** The borders in the order people name the compass points, with their Indonesian labels. */
const BORDERS = [
  { key: "borderNorth", label: "Utara" },
  { key: "borderSouth", label: "Selatan" },
  { key: "borderEast", label: "Timur" },
  { key: "borderWest", label: "Barat" },
] as const;

function facts({ statistics }: AboutData) {
  return [
    { value: `${formatNumber(statistics.areaHa)} Ha`, label: "Luas wilayah" },
    { value: formatNumber(statistics.population), label: "Jiwa" },
    { value: formatNumber(statistics.families), label: "Kepala keluarga" },
    { value: formatNumber(statistics.hamlets), label: "RT" },
  ];
}

/**
 * A page section with its h2; `tinted` gives it the light band that separates it from the next.
 * A part the village has not filled in (`shown` false) is left out, heading and all.
 */
function AboutSection({
  id,
  title,
  tinted = false,
  shown = true,
  children,
}: {
  id: string;
  title: string;
  tinted?: boolean;
  shown?: boolean;
  children: ReactNode;
}) {
  if (!shown) return null;
  return (
    <section className={tinted ? "about-band about-band-tinted" : "about-band"} aria-labelledby={id}>
      <div className="section">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** A text of the settings, one paragraph per line. */
function AboutText({ text }: { text: string }) {
  return (
    <div className="about-text">
      <Paragraphs text={text} />
    </div>
  );
}

function GalleryPreview({ galeri }: AboutData) {
  if (galeri.length === 0) return <p className="empty">{EMPTY_TEXTS.galeri}</p>;
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
 * The village's own texts from 'Pengaturan Situs' (read with the page, from D1), and its first
 * three photos. A part the village has not filled in is left out, not shown empty.
 */
export function AboutPage() {
  const data = usePageData("about");
  const { identity } = useSite();
  const { about, team, galeri } = data;
  const borders = BORDERS.filter(({ key }) => about[key] !== "");
  return (
    <>
      <PageHero title="Tentang Kami">
        <p className="about-intro">
          Mengenal lebih dekat {identity.villageName}: sejarah, asal-usul nama, alam, dan budaya warganya.
        </p>
        {about.foundingYear && (
          <p className="about-founded">
            <span>Berdiri sejak</span> <strong>{about.foundingYear}</strong>
          </p>
        )}
      </PageHero>

      <AboutSection id="sejarah" title="Sejarah Padukuhan">
        <div className="about-history">
          <AboutText text={about.history} />
          {about.foundingYear && (
            <aside className="about-year" aria-label="Tahun berdiri">
              <strong>{about.foundingYear}</strong>
              <span>Tahun berdiri</span>
            </aside>
          )}
        </div>
      </AboutSection>

      <AboutSection id="asal-nama" title="Asal-usul Nama" tinted shown={Boolean(about.nameOrigin)}>
        <AboutText text={about.nameOrigin} />
      </AboutSection>

      <AboutSection id="keunggulan" title="Keunggulan Padukuhan" shown={about.advantages.length > 0}>
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
            {about.location && <AboutText text={about.location} />}
            <ul className="about-facts" aria-label="Padukuhan dalam angka">
              {facts(data).map((fact) => (
                <li key={fact.label}>
                  <strong>{fact.value}</strong>
                  <span>{fact.label}</span>
                </li>
              ))}
            </ul>
          </div>
          {borders.length > 0 && (
            <div className="about-borders">
              <h3>Batas Wilayah</h3>
              <dl>
                {borders.map(({ key, label }) => (
                  <div key={key}>
                    <dt>{label}</dt>
                    <dd>{about[key]}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </AboutSection>

      <AboutSection id="budaya" title="Budaya dan Tradisi" shown={about.cultureCards.length > 0}>
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
        <GalleryPreview {...data} galeri={galeri} />
        <a className="button" href={LIST_LINKS.galeri.to}>
          {LIST_LINKS.galeri.label}
        </a>
      </AboutSection>

      <AboutSection
        id="tim"
        title="Tim di Balik Website"
        shown={Boolean(team.teamTitle || team.developerTitle)}
      >
        <div className="about-people">
          {team.teamTitle && (
            <article className="about-card about-person">
              <h3>{team.teamTitle}</h3>
              <p>{team.teamText}</p>
            </article>
          )}
          {team.developerTitle && (
            <article className="about-card about-person">
              <h3>{team.developerTitle}</h3>
              {team.developerName && <p className="about-person-name">{team.developerName}</p>}
              <p>{team.developerText}</p>
            </article>
          )}
        </div>
      </AboutSection>
    </>
  );
}
