import { Link } from "react-router-dom";
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
          <Link className="button" to="/">
            Kembali ke Beranda
          </Link>
          <Link className="button button-outline" to={list.to}>
            {list.label}
          </Link>
        </div>
      </section>
    </>
  );
}
