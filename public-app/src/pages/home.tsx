import type { Artikel, Galeri, Umkm } from "@padukuhan/shared/types";
import {
  carouselImages,
  profile,
  sampleArtikel,
  sampleGaleri,
  sampleUmkm,
  welcome,
} from "@padukuhan/shared/village";
import { Link } from "react-router-dom";
import { api } from "../api";
import { type Remote, useRemote } from "../use-remote";

function summary(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

function Section<T>(props: {
  title: string;
  remote: Remote<T[]>;
  product: string;
  empty: string;
  render: (items: T[]) => React.ReactNode;
}) {
  return (
    <section className="section" aria-labelledby={`judul-${props.product}`}>
      <h2 id={`judul-${props.product}`}>{props.title}</h2>
      {props.remote.status === "loading" ? (
        <p>Memuat data {props.product}...</p>
      ) : props.remote.data.length === 0 ? (
        <p>{props.empty}</p>
      ) : (
        props.render(props.remote.data)
      )}
    </section>
  );
}

export function HomePage() {
  const artikel = useRemote<Artikel[]>(api.artikel, sampleArtikel);
  const galeri = useRemote<Galeri[]>(api.galeri, sampleGaleri);
  const umkm = useRemote<Umkm[]>(api.umkm, sampleUmkm);
  const hero = carouselImages[0];
  return (
    <>
      {hero && (
        <section className="hero">
          <img src={hero.src} alt={hero.alt} width={hero.width} height={hero.height} fetchPriority="high" />
          <div className="hero-text">
            <h1>{hero.caption}</h1>
            <p>{hero.description}</p>
          </div>
        </section>
      )}
      <section className="section">
        <h2>{welcome.title}</h2>
        <p>{welcome.description}</p>
        <ul className="stats">
          <li>
            <strong>{profile.population}</strong> Penduduk
          </li>
          <li>
            <strong>{profile.areaHa} Ha</strong> Luas Wilayah
          </li>
          <li>
            <strong>{profile.families}</strong> Kepala Keluarga
          </li>
          <li>
            <strong>{profile.hamlets}</strong> RT
          </li>
        </ul>
      </section>
      <Section
        title="Artikel Terbaru"
        product="artikel"
        remote={artikel}
        empty="Belum ada artikel tersedia."
        render={(items) => (
          <div className="cards">
            {items.slice(0, 3).map((item) => (
              <article key={item.id} className="card">
                <img src={item.gambar} alt={item.judul} width={400} height={267} loading="lazy" />
                <h3>
                  <Link to={`/artikel/${item.id}`}>{item.judul}</Link>
                </h3>
                <p>{summary(item.text, 100)}</p>
              </article>
            ))}
          </div>
        )}
      />
      <Section
        title="Galeri"
        product="galeri"
        remote={galeri}
        empty="Belum ada foto galeri tersedia."
        render={(items) => (
          <div className="gallery">
            {items.slice(0, 8).map((item) => (
              <img key={item.id} src={item.foto} alt={item.judul} width={300} height={200} loading="lazy" />
            ))}
          </div>
        )}
      />
      <Section
        title="UMKM"
        product="UMKM"
        remote={umkm}
        empty="Belum ada data UMKM tersedia."
        render={(items) => (
          <div className="cards">
            {items.map((item) => (
              <article key={item.id} className="card">
                <img src={item.gambar} alt={item.nama} width={400} height={267} loading="lazy" />
                <h3>{item.nama}</h3>
                <p>{summary(item.text, 100)}</p>
              </article>
            ))}
          </div>
        )}
      />
    </>
  );
}
