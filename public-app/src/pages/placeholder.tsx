import { PageHero } from "../components/page-hero";

/** /katalog and /profil: empty in the seed, kept inside the page frame. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHero title={title} />
      <section className="section">
        <p>Halaman ini sedang disiapkan.</p>
        <a className="button" href="/">
          Kembali ke Beranda
        </a>
      </section>
    </>
  );
}

export function NotFoundPage() {
  return (
    <>
      <PageHero title="Halaman tidak ditemukan" />
      <section className="section">
        <p>Alamat yang Anda buka tidak ada di situs ini.</p>
        <a className="button" href="/">
          Kembali ke Beranda
        </a>
      </section>
    </>
  );
}
