/**
 * 'Laporan Warga' (`/lapor/daftar`, docs/decisions/021): the reports the office chose to show,
 * newest first with their answers, under the year's count per month and state (chart and table).
 * Nothing here hydrates: every link is a document load, and it all works without JavaScript.
 */
import { formatDate } from "@padukuhan/shared/format";
import { LAPOR_PATHS, type LaporanPublik, laporStatusLabel } from "@padukuhan/shared/lapor";
import { LaporAnswerList } from "../components/lapor-answers";
import { LaporChart, LaporTable } from "../components/lapor-chart";
import { Pager } from "../components/list-results";
import { PageHero } from "../components/page-hero";
import { Paragraphs } from "../components/paragraphs";
import { YearLinks } from "../components/year-links";
import { usePageData } from "../page-data";
import "./lapor.css";

function PublicReport({ laporan }: { laporan: LaporanPublik }) {
  return (
    <article className="lapor-public" aria-labelledby={`laporan-${laporan.id}`}>
      <h3 id={`laporan-${laporan.id}`}>{laporan.judul}</h3>
      <p className="lapor-public-meta">
        <span className={`lapor-badge lapor-badge-${laporan.status}`}>
          {laporStatusLabel[laporan.status]}
        </span>{" "}
        {laporan.kategori} · {laporan.lokasi} ·{" "}
        <time dateTime={laporan.createdAt}>{formatDate(laporan.createdAt)}</time>
      </p>
      <Paragraphs text={laporan.uraian} />
      {laporan.foto.length > 0 && (
        // Links, not pictures: a list of reports should not cost a phone every photo on it.
        <p className="lapor-public-photos">
          {laporan.foto.map((url, index) => (
            <a key={url} href={url}>
              {`Lihat foto ${index + 1}`}
            </a>
          ))}
        </p>
      )}
      {laporan.jawaban.length > 0 && (
        <div className="lapor-answers">
          <h4>Tanggapan Pengurus</h4>
          <LaporAnswerList jawaban={laporan.jawaban} />
        </div>
      )}
    </article>
  );
}

export function LaporDaftarPage() {
  const { results, chart, years } = usePageData("laporDaftar");
  return (
    <>
      <PageHero title="Laporan Warga">
        <p>Laporan warga yang ditampilkan pengurus padukuhan, beserta tanggapannya.</p>
      </PageHero>
      <div className="section lapor-page lapor-daftar">
        <p>
          <a className="button" href={LAPOR_PATHS.form}>
            Buat Laporan
          </a>
        </p>
        <section aria-labelledby="lapor-rekap-title">
          <h2 id="lapor-rekap-title">{`Rekap Tahun ${chart.tahun}`}</h2>
          <YearLinks years={years} tahun={chart.tahun} path={LAPOR_PATHS.list} />
          <LaporChart year={chart} />
          <LaporTable year={chart} />
        </section>
        <section aria-labelledby="lapor-daftar-title">
          <h2 id="lapor-daftar-title">Daftar Laporan</h2>
          {results.items.length === 0 ? (
            <p>Belum ada laporan yang ditampilkan.</p>
          ) : (
            <div className="lapor-public-list">
              {results.items.map((laporan) => (
                <PublicReport key={laporan.id} laporan={laporan} />
              ))}
            </div>
          )}
          <Pager results={results} label="Halaman laporan" />
        </section>
      </div>
    </>
  );
}
