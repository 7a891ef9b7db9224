import { PageHero } from "./page-hero";
import "./record-not-found.css";

/**
 * A detail page's answer for a record that is not there (never was, or was deleted): the way
 * back home and to the list it would have been in.
 */
export function RecordNotFound({ what, list }: { what: string; list: { to: string; label: string } }) {
  return (
    <>
      <PageHero title={`${what} tidak ditemukan`} />
      <section className="section record-missing">
        <p>{what} yang Anda cari tidak ada atau sudah dihapus.</p>
        <div className="record-missing-actions">
          <a className="button" href="/">
            Kembali ke Beranda
          </a>
          <a className="button button-outline" href={list.to}>
            {list.label}
          </a>
        </div>
      </section>
    </>
  );
}
